import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/products.ts';
import { categoryItemsQuery } from '../api/categories.ts';
import { categoryLoader } from '../pages/category/CategoryPage.tsx';
import { fakeFetch, type Answer } from '../testing/fakeFetch.ts';
import { products } from '../testing/products.ts';
import { testQueryClient, withQueryClient } from '../testing/render.tsx';
import { useProductList } from './useProductList.ts';

const size = LIMITS.pageSize;
const ids = (items: Product[]) => items.map((p) => p._id);
const FIRST = '/api/itemName/01';
const itemsOf = (page: Product[]) => page;

/** The category page's loader, as the router runs it on a visit. */
const visit = (client: QueryClient) =>
  categoryLoader(client)({ params: { id: '01' }, request: new Request(`http://market.test${FIRST}`) } as unknown as LoaderFunctionArgs);

/** A category's list after its loader read `firstPage`; `more` answers everything else. */
async function renderItems(firstPage: Product[], more: () => Answer | null = () => null) {
  let first = firstPage;
  const { sent } = fakeFetch((_method, path) => (path === FIRST ? { body: first } : more()));
  const client = testQueryClient();
  await visit(client);
  const hook = renderHook(() => useProductList(categoryItemsQuery('01'), itemsOf), { wrapper: withQueryClient(client) });
  const later = () => sent.filter((s) => s.path !== FIRST).map((s) => s.path);
  const revisit = async (fresh: Product[]) => {
    first = fresh;
    await act(() => visit(client));
  };
  return { ...hook, later, revisit };
}

describe('useProductList: Show more on a category page (product §2)', () => {
  it('shows the loader’s first page without asking the server again', async () => {
    const first = products(0, size);
    const { result, later } = await renderItems(first);
    expect(ids(result.current.items)).toEqual(ids(first));
    expect(result.current.hasMore).toBe(true);
    expect(later()).toEqual([]);
  });

  it('offers no more after a page that is not full', async () => {
    const { result } = await renderItems(products(0, size - 1));
    expect(result.current.hasMore).toBe(false);
  });

  it('loads the next page after the items shown, and shows an item pushed onto it by a newer listing once', async () => {
    const first = products(0, size);
    // A newer listing moved the first page's last item onto the second page.
    const second = [first[size - 1]!, ...products(size, size + 5)];
    const { result, later } = await renderItems(first, () => ({ body: second }));

    await act(() => result.current.loadMore());

    await waitFor(() => expect(ids(result.current.items)).toEqual(ids(products(0, size + 5))));
    expect(later()).toEqual([`/api/itemName/01?offset=${size}`]);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.failed).toBe(false);
  });

  it('says so when Show more fails, keeps what it had and the button, and succeeds on the next try', async () => {
    const first = products(0, size);
    let up = false;
    const { result, later } = await renderItems(first, () =>
      up ? { body: products(size, size + 2) } : { status: 500, body: { error: 'internal-error', message: 'x' } },
    );

    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.hasMore).toBe(true);
    expect(result.current.loading).toBe(false);
    expect(ids(result.current.items)).toEqual(ids(first));

    up = true;
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(size + 2));
    expect(result.current.failed).toBe(false);
    expect(later()).toEqual([`/api/itemName/01?offset=${size}`, `/api/itemName/01?offset=${size}`]);
  });

  it('starts again from a new first page (another visit, or the loader ran again)', async () => {
    const { result, revisit } = await renderItems(products(0, size), () => ({ body: products(size, size + 3) }));
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(size + 3));

    const fresh = products(500, 510);
    await revisit(fresh);
    await waitFor(() => expect(ids(result.current.items)).toEqual(ids(fresh)));
    expect(result.current.hasMore).toBe(false);
  });
});
