import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { routes } from './routes.tsx';

/**
 * Loads the screens of the routes the page opened on before the router starts: a server-rendered page
 * must be hydrated with the same screens it was rendered with, not with their loading fallback.
 */
async function loadOpeningScreens(url: URL): Promise<void> {
  const opening = matchRoutes(routes, url) ?? [];
  await Promise.all(
    opening.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await route.lazy();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
}

/** The browser's router; with the data a server-rendered page came with, it starts where the server left off. */
export async function createRouter(hydrationData?: HydrationState) {
  if (hydrationData) await loadOpeningScreens(new URL(window.location.href));
  return createBrowserRouter(routes, { hydrationData });
}

export type Router = Awaited<ReturnType<typeof createRouter>>;
