import { vi } from 'vitest';

/** One answer of the fake server: a JSON body and its status (200 unless said). */
export interface Answer {
  status?: number;
  body: unknown;
}

/** What the client sent: method, path with query, the authorization header, and the JSON body. */
export interface Sent {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

/**
 * Stands in for the server: `route` answers each call by method and path (null: 404). Every call is
 * recorded in `sent`, in order.
 */
export function fakeFetch(route: (method: string, path: string, body: unknown) => Answer | null) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    const authorization = new Headers(init.headers).get('authorization');
    sent.push({ method, path, authorization, body });
    const answer = route(method, path, body) ?? { status: 404, body: { error: 'not-found', message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, fetch };
}
