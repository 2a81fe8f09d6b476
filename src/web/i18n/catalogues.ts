import type { Catalogue } from '#shared/texts/catalogue.ts';
import { splitLangPath, type Lang } from '#shared/language.ts';

/**
 * A language's catalogue, as a chunk of its own: a page loads its language's table only, the English one
 * on an English page and the Bangla one on a Bangla page (docs/decisions/021-languages-in-a-typed-catalogue.md).
 */
export const loadCatalogue = (lang: Lang): Promise<Catalogue> =>
  lang === 'bn' ? import('#shared/texts/bn.ts').then((m) => m.bn) : import('#shared/texts/en.ts').then((m) => m.en);

/** The language of the page a loader runs for: its request's address says it ('/bn/…'). */
const langOf = (request: Request): Lang => splitLangPath(new URL(request.url).pathname).lang;

/** The catalogue of the page a loader runs for. */
export const textsOf = (request: Request): Promise<Catalogue> => loadCatalogue(langOf(request));

/** The /blogs page's posts in the language of its request: a chunk of their own, read by that page alone. */
export const blogPostsOf = (request: Request) =>
  langOf(request) === 'bn'
    ? import('#shared/texts/bn/blog-posts.ts').then((m) => m.BLOG_POSTS)
    : import('#shared/texts/blog-posts.ts').then((m) => m.BLOG_POSTS);
