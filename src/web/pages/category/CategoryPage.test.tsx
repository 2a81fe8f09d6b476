import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '#shared/constants.ts';
import { CATEGORY_TEXTS } from '#shared/texts/category.ts';
import type { Answer } from '../../testing/fakeFetch.ts';
import { products } from '../../testing/products.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { paths } from '../../paths.ts';
import CategoryPage, { categoryLoader } from './CategoryPage.tsx';

const size = LIMITS.pageSize;

function renderCategory(nextPage: () => Answer) {
  const routes = (client: QueryClient) => [
    { path: paths.category.pattern, Component: CategoryPage, loader: categoryLoader(client), HydrateFallback: () => null },
  ];
  const { sent } = renderRoutes(routes, '/itemName/01', (_method, path) => {
    if (path === '/api/itemName/01') return { body: products(0, size) };
    if (path === `/api/itemName/01?offset=${size}`) return nextPage();
    return null;
  });
  return sent;
}

describe('Show more on the category page (product §2)', () => {
  it('adds the next page once and moves keyboard focus to the first new item', async () => {
    const sent = renderCategory(() => ({ body: products(size, size + 5) }));
    const more = await screen.findByRole('button', { name: CATEGORY_TEXTS.showMore });
    expect(screen.getAllByRole('listitem')).toHaveLength(size);
    // The loader's page is the first page: nothing asked for it a second time.
    expect(sent.filter((s) => s.path === '/api/itemName/01')).toHaveLength(1);

    await userEvent.setup().click(more);

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(size + 5));
    const firstNew = screen.getAllByRole('listitem')[size]!;
    await waitFor(() => expect(firstNew.contains(document.activeElement)).toBe(true));
    expect(screen.queryByRole('button', { name: CATEGORY_TEXTS.showMore })).toBeNull();
  });

  it('says so when the next page fails, and keeps the button', async () => {
    renderCategory(() => ({ status: 503, body: { error: 'internal-error', message: 'x' } }));
    await userEvent.setup().click(await screen.findByRole('button', { name: CATEGORY_TEXTS.showMore }));
    expect((await screen.findByRole('alert')).textContent).toBe(CATEGORY_TEXTS.moreFailed);
    expect(screen.getByRole('button', { name: CATEGORY_TEXTS.showMore })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(size);
  });
});
