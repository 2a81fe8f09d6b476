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
 * Renders `routes` in a memory router at `start`, inside a fresh query client and the auth provider, as
 * the app's pages are; the fake server answers with `answer` (null: 404), and as signed out when it says
 * nothing of the session. Gives what the client sent, and the router to read the address from.
 */
export function renderRoutes(routes: RouteObject[], start: InitialEntry, answer: (method: string, path: string) => Answer | null) {
  const { sent } = fakeFetch((method, path) => answer(method, path) ?? (path === '/api/auth/get-session' ? { body: null } : null));
  const router = createMemoryRouter(routes, { initialEntries: [start] });
  const Client = withQueryClient(testQueryClient());
  render(
    <Client>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </Client>,
  );
  return { sent, router };
}
