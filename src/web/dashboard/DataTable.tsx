/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role, jsx-a11y/no-noninteractive-tabindex --
   On a phone the table is laid out as cards (display: block), which drops its parts' implicit roles in
   Chromium and Safari; the explicit roles keep it a table for screen readers. The region around it
   scrolls sideways, so it takes keyboard focus to be scrolled (axe: scrollable-region-focusable). */
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState.tsx';
import { useTexts } from '../i18n/locale.tsx';

export interface Column<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Classes for both the header and the cells of this column. */
  className?: string;
  /** The row's header cell (read first by screen readers for each row; a phone's card title). */
  rowHeader?: boolean;
  /** Left out of a phone's card (the row number). */
  wideOnly?: boolean;
}

/** An email address: on one line where it fits; else it breaks anywhere rather than widen its card or push the table past its screen. */
export function EmailText({ email }: { email: string }) {
  return <span className="[overflow-wrap:anywhere]">{email}</span>;
}

/** The row number, first column of every dashboard table; `header` is the page's TABLE_HEADERS.index. */
export function indexColumn<T>(header: string): Column<T> {
  return { header, cell: (_, i) => i + 1, className: 'w-10', wideOnly: true };
}

/**
 * A dashboard table. On a phone each row becomes a card of "header: value" lines, so that every
 * column (the actions above all) is in reach without scrolling sideways; the roles are set
 * explicitly because a table laid out as blocks otherwise loses its semantics in some browsers.
 * It shows skeleton rows while loading and an empty state when there is nothing.
 */
const STACKED = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:border-b max-sm:border-base-300 max-sm:px-4 max-sm:py-3 max-sm:last:border-b-0',
  cell: 'max-sm:flex max-sm:min-h-8 max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:border-0 max-sm:p-0 max-sm:text-right',
  title: 'max-sm:block max-sm:border-0 max-sm:p-0 max-sm:pb-1 max-sm:text-left max-sm:text-base max-sm:font-semibold',
  /** Not shown on a phone: the row number, and cells with nothing in them. */
  none: 'max-sm:hidden',
};

/** The classes of one cell of `column` holding `content`. */
function cellClass<T>(column: Column<T>, content: ReactNode): string {
  const stacked =
    column.wideOnly || content === null || content === undefined || content === false
      ? STACKED.none
      : column.rowHeader
        ? STACKED.title
        : STACKED.cell;
  return `${stacked} ${column.className ?? ''}`;
}

/** The column's name before its value, on a phone only; screen readers have the real header. */
const CellLabel = ({ text }: { text: string }) => (
  <span aria-hidden="true" className="text-left text-sm font-medium text-base-content/70 sm:hidden">
    {text}
  </span>
);
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
  rowKey: (row: T) => string;
  loading: boolean;
  empty: ReactNode;
  skeletonRows?: number;
}) {
  const { DASHBOARD_TEXTS } = useTexts();
  if (!loading && rows && rows.length === 0) return typeof empty === 'string' ? <EmptyState message={empty} /> : <>{empty}</>;
  return (
    <div
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table role="table" className={`table table-zebra align-middle ${STACKED.table}`}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className={STACKED.head}>
          <tr role="row" className="bg-base-200 text-sm text-base-content">
            {columns.map((c) => (
              <th key={c.header} role="columnheader" scope="col" className={`${c.wideOnly ? STACKED.none : ''} ${c.className ?? ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" aria-busy={loading || undefined} className={STACKED.body}>
          {loading &&
            Array.from({ length: skeletonRows }, (_, r) => (
              <tr key={`skeleton-${r}`} aria-hidden="true" className={STACKED.row}>
                {columns.map((c, i) => (
                  <td key={c.header} className={cellClass(c, true)}>
                    <div className={`skeleton ${i === 1 ? 'h-14 w-14' : 'h-4 w-20'}`} />
                  </td>
                ))}
              </tr>
            ))}
          {!loading &&
            rows?.map((row, index) => (
              <tr key={rowKey(row)} role="row" className={STACKED.row}>
                {columns.map((c) => {
                  const content = c.cell(row, index);
                  return c.rowHeader ? (
                    <th key={c.header} role="rowheader" scope="row" className={`font-normal ${cellClass(c, content)}`}>
                      {content}
                    </th>
                  ) : (
                    <td key={c.header} role="cell" className={cellClass(c, content)}>
                      <CellLabel text={c.header} />
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
        </tbody>
      </table>
      {loading && (
        <span className="sr-only" role="status">
          {DASHBOARD_TEXTS.loadingList}
        </span>
      )}
    </div>
  );
}
