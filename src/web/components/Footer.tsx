import { Link } from 'react-router';
import { paths } from '../paths.ts';
import { useFormat, useTexts } from '../i18n/locale.tsx';

/** The static footer columns of product §2: Services, Company, Legal. */
export function Footer() {
  const { LAYOUT_TEXTS } = useTexts();
  const format = useFormat();
  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-6 py-10 sm:grid-cols-4">
        <div className="col-span-2 flex flex-col gap-2 sm:col-span-1">
          <p className="text-2xl font-extrabold">{LAYOUT_TEXTS.brand}</p>
          <p className="text-sm">{LAYOUT_TEXTS.footerTagline}</p>
          <Link to={paths.blogs} className="link link-hover mt-1 self-start text-sm font-semibold">
            {LAYOUT_TEXTS.blogsLink}
          </Link>
        </div>
        {LAYOUT_TEXTS.footerColumns.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-bold tracking-wide uppercase">{column.title}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {column.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-neutral-content/20 py-4 text-center text-sm">
        © {format.year(new Date())} {LAYOUT_TEXTS.brand}
      </p>
    </footer>
  );
}
