import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '#shared/schemas/search.ts';
import { SEARCH_TEXTS } from '#shared/texts/search.ts';
import type { Answer } from '../../testing/fakeFetch.ts';
import { products } from '../../testing/products.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { paths } from '../../paths.ts';
import SearchPage, { searchLoader } from './SearchPage.tsx';

const size = SEARCH_PAGE_SIZE;

function renderSearch(start: string, answer: (query: URLSearchParams) => Answer) {
  const routes = (client: QueryClient) => [
    { path: paths.search, Component: SearchPage, loader: searchLoader(client), HydrateFallback: () => null },
  ];
  return renderRoutes(routes, start, (_method, path) => {
    const url = new URL(path, 'http://market.test');
    return url.pathname === '/api/products' ? answer(url.searchParams) : null;
  });
}

const apiCalls = (sent: { path: string }[]) => sent.filter((s) => s.path.startsWith('/api/products')).map((s) => s.path);

describe('/search', () => {
  it('asks the API for what the address says, and shows the count, the chips and the results', async () => {
    const { sent } = renderSearch('/search?q=thinkpad&ram=16&minPrice=&sort=evil', () => ({
      body: { items: products(0, 3), nextCursor: null, total: 3 },
    }));
    expect(await screen.findByRole('heading', { level: 1, name: SEARCH_TEXTS.headingFor('thinkpad') })).toBeTruthy();
    expect(screen.getByText(SEARCH_TEXTS.count(3, false))).toBeTruthy();
    // Empty and refused values are left out of the API's question, not sent on to fail it.
    expect(apiCalls(sent)).toEqual([`/api/products?q=thinkpad&ram=16&limit=${size}`]);
    const chips = screen.getByRole('list', { name: SEARCH_TEXTS.chips.label });
    expect(within(chips).getByRole('button', { name: SEARCH_TEXTS.chips.remove(SEARCH_TEXTS.chips.ram(16)) })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('applies a filter at once and removes it with its chip, each a new address', async () => {
    const { sent, router } = renderSearch('/search?q=dell', () => ({ body: { items: products(0, 2), nextCursor: null, total: 2 } }));
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: SEARCH_TEXTS.filters.title });
    await user.click(within(form).getByRole('checkbox', { name: 'Lenovo' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dell&category=03'));
    await waitFor(() => expect(apiCalls(sent).at(-1)).toBe(`/api/products?q=dell&category=03&limit=${size}`));

    await user.click(await screen.findByRole('button', { name: SEARCH_TEXTS.chips.remove('Lenovo') }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dell'));
  });

  it('lets a division replace a district outside it', async () => {
    const { router } = renderSearch('/search?district=Sylhet', () => ({ body: { items: [], nextCursor: null, total: 0 } }));
    const form = await screen.findByRole('form', { name: SEARCH_TEXTS.filters.title });
    expect(screen.getByText(SEARCH_TEXTS.empty)).toBeTruthy();
    await userEvent.setup().selectOptions(within(form).getByRole('combobox', { name: SEARCH_TEXTS.filters.division }), 'Dhaka');
    await waitFor(() => expect(router.state.location.search).toBe('?division=Dhaka'));
  });

  it('keeps a chosen district when another filter changes', async () => {
    const { router } = renderSearch('/search?district=Moulvibazar', () => ({ body: { items: [], nextCursor: null, total: 0 } }));
    const form = await screen.findByRole('form', { name: SEARCH_TEXTS.filters.title });
    const district = () => within(form).getByRole<HTMLSelectElement>('combobox', { name: SEARCH_TEXTS.filters.district });
    expect(district().value).toBe('Moulvibazar');
    await userEvent.setup().selectOptions(within(form).getByRole('combobox', { name: SEARCH_TEXTS.filters.ram }), '16');
    await waitFor(() => expect(router.state.location.search).toBe('?ram=16&district=Moulvibazar'));
    await waitFor(() => expect(district().value).toBe('Moulvibazar'));
  });

  it('follows the cursor for Show more', async () => {
    const { sent } = renderSearch('/search?sort=price_asc', (query) =>
      query.get('cursor') === 'next-1'
        ? { body: { items: products(size, size + 4), nextCursor: null, total: size + 4 } }
        : { body: { items: products(0, size), nextCursor: 'next-1', total: size + 4 } },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: SEARCH_TEXTS.showMore }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(size + 4));
    expect(apiCalls(sent)).toEqual([
      `/api/products?sort=price_asc&limit=${size}`,
      `/api/products?sort=price_asc&limit=${size}&cursor=next-1`,
    ]);
    expect(screen.queryByRole('button', { name: SEARCH_TEXTS.showMore })).toBeNull();
  });
});
