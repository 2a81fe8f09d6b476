import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { createRoutes } from './routes.tsx';

/**
 * Loads the screens of the routes the page opened on before the router starts: a server-rendered page
 * must be hydrated with the same screens it was rendered with, not with their loading fallback.
 */
async function loadOpeningScreens(routes: RouteObject[], url: URL, basename: string): Promise<void> {
  const opening = matchRoutes(routes, url, basename) ?? [];
  await Promise.all(
    opening.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await route.lazy();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
}

/**
 * The browser's router, its loaders reading into the tab's query client; with the data a server-rendered
 * page came with (the router's and the client's), it starts where the server left off. `basename` is the
 * language's address prefix: under '/bn', every link and navigation of the screens stays in Bangla.
 */
export async function createRouter(queryClient: QueryClient, basename: string, hydrationData?: HydrationState) {
  const routes = createRoutes(queryClient);
  if (hydrationData) await loadOpeningScreens(routes, new URL(window.location.href), basename);
  return createBrowserRouter(routes, { hydrationData, basename: basename || undefined });
}

export type Router = Awaited<ReturnType<typeof createRouter>>;
