import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/products.ts';
import { fakeFetch } from '../../testing/fakeFetch.ts';
import { products } from '../../testing/products.ts';
import { testQueryClient, withQueryClient } from '../../testing/render.tsx';
import { useCategoryItems } from './useCategoryItems.ts';

const size = LIMITS.pageSize;
const ids = (items: Product[]) => items.map((p) => p._id);

function renderItems(firstPage: Product[], categoryId = '01') {
  const client = testQueryClient();
  return renderHook(({ page }) => useCategoryItems(categoryId, page), {
    initialProps: { page: firstPage },
    wrapper: withQueryClient(client),
  });
}

describe('useCategoryItems: Show more on a category page (product §2)', () => {
  it('shows the loader’s first page without asking the server again', () => {
    const { sent } = fakeFetch(() => null);
    const first = products(0, size);
    const { result } = renderItems(first);
    expect(ids(result.current.items)).toEqual(ids(first));
    expect(result.current.hasMore).toBe(true);
    expect(sent).toEqual([]);
  });

  it('offers no more after a page that is not full', () => {
    fakeFetch(() => null);
    const { result } = renderItems(products(0, size - 1));
    expect(result.current.hasMore).toBe(false);
  });

  it('loads the next page after the items shown, and shows an item pushed onto it by a newer listing once', async () => {
    const first = products(0, size);
    // A newer listing moved the first page's last item onto the second page.
    const second = [first[size - 1]!, ...products(size, size + 5)];
    const { sent } = fakeFetch((method, path) =>
      method === 'GET' && path === `/api/itemName/01?offset=${size}` ? { body: second } : null,
    );
    const { result } = renderItems(first);

    await act(() => result.current.loadMore());

    await waitFor(() => expect(ids(result.current.items)).toEqual(ids(products(0, size + 5))));
    expect(sent.map((s) => s.path)).toEqual([`/api/itemName/01?offset=${size}`]);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.failed).toBe(false);
  });

  it('says so when Show more fails, keeps what it had and the button, and succeeds on the next try', async () => {
    const first = products(0, size);
    let up = false;
    const { sent } = fakeFetch(() =>
      up ? { body: products(size, size + 2) } : { status: 500, body: { error: 'internal-error', message: 'x' } },
    );
    const { result } = renderItems(first);

    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.hasMore).toBe(true);
    expect(result.current.loading).toBe(false);
    expect(ids(result.current.items)).toEqual(ids(first));

    up = true;
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(size + 2));
    expect(result.current.failed).toBe(false);
    expect(sent.map((s) => s.path)).toEqual([`/api/itemName/01?offset=${size}`, `/api/itemName/01?offset=${size}`]);
  });

  it('starts again from a new first page (another visit, or the loader ran again)', async () => {
    fakeFetch(() => ({ body: products(size, size + 3) }));
    const { result, rerender } = renderItems(products(0, size));
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(size + 3));

    const fresh = products(500, 510);
    rerender({ page: fresh });
    expect(ids(result.current.items)).toEqual(ids(fresh));
    expect(result.current.hasMore).toBe(false);
    await waitFor(() => expect(ids(result.current.items)).toEqual(ids(fresh)));
  });
});
