import type { ReactNode } from 'react';
import { useFormat } from '../i18n/locale.tsx';

/**
 * The screen's h1, with the count of product §2 ("My Products (3)") once the list is known. While it
 * loads, a placeholder of the same width keeps the heading from jumping.
 */
export function PageHeading({
  id,
  title,
  count,
  loading,
  children,
}: {
  id?: string;
  title: string;
  count?: number;
  loading?: boolean;
  children?: ReactNode;
}) {
  const format = useFormat();
  return (
    <div className="mb-6 flex min-h-10 flex-wrap items-center justify-between gap-3">
      <h1 id={id} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
        {title}
        {count !== undefined && !loading && <span className="text-base-content/70"> ({format.number(count)})</span>}
        {loading && <span className="skeleton ml-2 inline-block h-7 w-10 align-middle" aria-hidden="true" />}
      </h1>
      {children}
    </div>
  );
}
