import type { ReactNode } from 'react';
import { DASHBOARD_TEXTS } from '#shared/texts/dashboard.ts';
import { EmptyState } from './EmptyState.tsx';

export interface Column<T> {
  header: string;
  cell(row: T, index: number): ReactNode;
  /** Classes for both the header and the cells of this column. */
  className?: string;
  /** The row's header cell (read first by screen readers for each row). */
  rowHeader?: boolean;
}

/**
 * A dashboard table: it scrolls sideways inside its card on narrow screens instead of widening
 * the page, shows skeleton rows while loading and an empty state when there is nothing.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  empty,
  skeletonRows = 4,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey(row: T): string;
  loading: boolean;
  empty: ReactNode;
  skeletonRows?: number;
}) {
  if (!loading && rows && rows.length === 0) return typeof empty === 'string' ? <EmptyState message={empty} /> : <>{empty}</>;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm" tabIndex={0} role="region" aria-label={caption}>
      <table className="table table-zebra align-middle max-sm:[&_:is(td,th)]:px-3">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-base-200 text-sm text-base-content">
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.className}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-busy={loading || undefined}>
          {loading &&
            Array.from({ length: skeletonRows }, (_, r) => (
              <tr key={`skeleton-${r}`} aria-hidden="true">
                {columns.map((c, i) => (
                  <td key={c.header} className={c.className}>
                    <div className={`skeleton ${i === 1 ? 'h-14 w-14' : 'h-4 w-20'}`} />
                  </td>
                ))}
              </tr>
            ))}
          {!loading &&
            rows?.map((row, index) => (
              <tr key={rowKey(row)}>
                {columns.map((c) =>
                  c.rowHeader ? (
                    <th key={c.header} scope="row" className={`font-normal ${c.className ?? ''}`}>
                      {c.cell(row, index)}
                    </th>
                  ) : (
                    <td key={c.header} className={c.className}>
                      {c.cell(row, index)}
                    </td>
                  ),
                )}
              </tr>
            ))}
        </tbody>
      </table>
      {loading && <span className="sr-only" role="status">{DASHBOARD_TEXTS.loadingList}</span>}
    </div>
  );
}
