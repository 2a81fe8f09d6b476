import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { fakeFetch, type Answer } from './fakeFetch.ts';

/** A query client as the app's (main.tsx), without retries, so that a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });
}

export function withQueryClient(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

/**
 * Renders the routes `routesFor` makes with a fresh query client (their loaders read into it) in a memory
 * router at `start`, inside that client and the auth provider, as the app's pages are; the fake server
 * answers each call by its method, path and JSON body with `answer` (null: 404), and as signed out when
 * it says nothing of the session. Gives what the client sent, and the router to read the address from.
 */
export function renderRoutes(
  routesFor: (client: QueryClient) => RouteObject[],
  start: InitialEntry,
  answer: (method: string, path: string, body: unknown) => Answer | null,
) {
  const { sent } = fakeFetch(
    (method, path, body) => answer(method, path, body) ?? (path === '/api/auth/get-session' ? { body: null } : null),
  );
  const client = testQueryClient();
  const router = createMemoryRouter(routesFor(client), { initialEntries: [start] });
  const Client = withQueryClient(client);
  render(
    <Client>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </Client>,
  );
  return { sent, router };
}
