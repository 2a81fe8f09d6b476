import type { ReactNode } from 'react';

/** How many placeholders stand in for the tiles while they load: a row of the widest grid. */
const PLACEHOLDERS = 4;

/**
 * Tiles that come from a query (the home page's adverts, a product page's similar laptops): while it
 * loads, placeholders in a live region that says so, so the page keeps its shape; then one list item per
 * tile; nothing when there are none (the caller says so, or shows nothing, as it needs).
 */
export function TileList<T extends { _id: string }>({
  items,
  pending,
  loadingText,
  placeholder,
  loadingClassName,
  listClassName,
  itemClassName,
  children,
}: {
  items: readonly T[] | undefined;
  pending: boolean;
  loadingText: string;
  /** The i-th placeholder (hidden from assistive technology; the loading text speaks for them). */
  placeholder: (i: number) => ReactNode;
  loadingClassName: string;
  listClassName: string;
  itemClassName: string;
  children: (item: T) => ReactNode;
}) {
  if (pending) {
    return (
      <div role="status" className={loadingClassName}>
        <span className="sr-only">{loadingText}</span>
        {Array.from({ length: PLACEHOLDERS }, (_, i) => placeholder(i))}
      </div>
    );
  }
  if (!items?.length) return null;
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <li key={item._id} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
