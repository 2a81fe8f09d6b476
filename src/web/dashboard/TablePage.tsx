import type { ReactNode } from 'react';
import { DataTable, type Column } from './DataTable.tsx';
import { PageHeading } from './PageHeading.tsx';
import { errorMessage } from '../api/http.ts';
import { useTexts } from '../i18n/locale.tsx';

/** A dashboard screen that is one counted table: heading with the count, load error, the table. */
export function TablePage<T extends { _id: string }>({
  id,
  title,
  list,
  loading = list.isPending,
  columns,
  empty,
  toolbar,
  children,
}: {
  id: string;
  title: string;
  list: { data?: T[]; isPending: boolean; isError: boolean; error: unknown };
  loading?: boolean;
  columns: Column<T>[];
  /** Shown when the list is empty; a load error shows its message instead. */
  empty: ReactNode;
  /** Controls beside the heading (a filter of the list). */
  toolbar?: ReactNode;
  /** Dialogs the screen's actions open. */
  children?: ReactNode;
}) {
  const texts = useTexts();
  return (
    <section aria-labelledby={id}>
      <PageHeading id={id} title={title} count={list.data?.length ?? 0} loading={loading}>
        {toolbar}
      </PageHeading>
      {list.isError && (
        <p role="alert" className="alert alert-error mb-4">
          {errorMessage(list.error, texts)}
        </p>
      )}
      <DataTable
        caption={title}
        columns={columns}
        rows={list.data}
        rowKey={(row) => row._id}
        loading={loading}
        empty={list.isError ? null : empty}
      />
      {children}
    </section>
  );
}
