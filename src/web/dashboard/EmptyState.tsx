import type { ReactNode } from 'react';

/** What a list shows when it has nothing in it, with an optional next step. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
      <p className="text-base-content/80">{message}</p>
      {children}
    </div>
  );
}
