import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { blogPostsOf } from '../../i18n/catalogues.ts';
import { useTexts } from '../../i18n/locale.tsx';

const CODE_PREFIX = 'code:';

/** The posts in the page's language, loaded with the page (server and browser alike). */
export const blogsLoader = ({ request }: LoaderFunctionArgs) => blogPostsOf(request);

/** product §2 /blogs: four written Q&A blocks. */
export default function BlogsPage() {
  const { BLOGS_TEXTS } = useTexts();
  const BLOG_POSTS = useLoaderData<typeof blogsLoader>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <header className="text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{BLOGS_TEXTS.title}</h1>
        <p className="mt-2 text-base-content/80">{BLOGS_TEXTS.subtitle}</p>
      </header>
      <nav aria-label={BLOGS_TEXTS.title} className="rounded-box bg-base-200 p-4">
        <ol className="list-decimal space-y-1 pl-5">
          {BLOG_POSTS.map((post) => (
            <li key={post.id}>
              <a href={`#${post.id}`} className="link link-hover">
                {post.question}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {BLOG_POSTS.map((post, index) => (
        <article
          key={post.id}
          id={post.id}
          aria-labelledby={`${post.id}-q`}
          className="scroll-mt-24 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8"
        >
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{BLOGS_TEXTS.questionNumber(index + 1)}</p>
          <h2 id={`${post.id}-q`} className="mt-1 text-xl font-bold sm:text-2xl">
            {post.question}
          </h2>
          <h3 className="sr-only">{BLOGS_TEXTS.answerLabel}</h3>
          <div className="mt-4 space-y-4 leading-relaxed">
            {post.answer.map((paragraph) =>
              paragraph.startsWith(CODE_PREFIX) ? (
                <pre key={paragraph} className="rounded-box break-words whitespace-pre-wrap bg-neutral p-4 text-sm text-neutral-content">
                  <code>{paragraph.slice(CODE_PREFIX.length)}</code>
                </pre>
              ) : (
                <p key={paragraph}>{paragraph}</p>
              ),
            )}
          </div>
        </article>
      ))}
    </div>
  );
}
