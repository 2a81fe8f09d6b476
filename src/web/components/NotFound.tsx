import { Link } from 'react-router';
import { paths } from '../paths.ts';
import { useTexts } from '../i18n/locale.tsx';

/** product §2's 404 screen: any unknown path, and a product or seller page whose product or seller does not exist. */
export function NotFound() {
  const { ERROR_PAGE_TEXTS } = useTexts();
  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center gap-4 py-10 text-center">
      <p className="text-7xl font-black text-primary/80 sm:text-9xl" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">{ERROR_PAGE_TEXTS.notFound.title}</h1>
      <p className="text-lg text-base-content/80">{ERROR_PAGE_TEXTS.notFound.body}</p>
      <Link to={paths.home} className="btn btn-primary mt-2">
        {ERROR_PAGE_TEXTS.notFound.backHome}
      </Link>
    </section>
  );
}
