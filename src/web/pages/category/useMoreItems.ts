import { useState } from 'react';
import { LIMITS } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/products.ts';
import { getCategoryItems } from '../../api/catalog.ts';

interface Loaded {
  /** The first page these follow; another category (or a reload) brings another first page. */
  after: Product[];
  items: Product[];
  hasMore: boolean;
  failed: boolean;
}

/**
 * The pages after the first (which the route loader brings) of a category, one at a time on demand.
 * A full page means there may be more. Items pushed onto a later page by newer listings are shown once.
 */
export function useMoreItems(categoryId: string, firstPage: Product[]) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const current = loaded?.after === firstPage ? loaded : null;
  const items = current ? [...firstPage, ...current.items] : firstPage;
  const hasMore = current ? current.hasMore : firstPage.length >= LIMITS.pageSize;

  const loadMore = async () => {
    setLoading(true);
    const before = current?.items ?? [];
    try {
      const page = await getCategoryItems(categoryId, undefined, items.length);
      const shown = new Set(items.map((p) => p._id));
      const fresh = page.filter((p) => !shown.has(p._id));
      setLoaded({ after: firstPage, items: [...before, ...fresh], hasMore: page.length >= LIMITS.pageSize, failed: false });
    } catch {
      setLoaded({ after: firstPage, items: before, hasMore: true, failed: true });
    } finally {
      setLoading(false);
    }
  };

  return { items, hasMore, loading, failed: current?.failed ?? false, loadMore };
}
