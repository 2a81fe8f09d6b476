import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../auth/AuthProvider.tsx';
import { fakeEventSource, type FakeEventSource } from '../testing/fakeEventSource.ts';
import { fakeFetch } from '../testing/fakeFetch.ts';
import { testQueryClient, withQueryClient } from '../testing/render.tsx';
import { FALLBACK_REFETCH_MS, LiveEventsProvider, REOPEN_MS, useLiveConnected, useLiveEvent, useLiveFallback } from './LiveEvents.tsx';

const rina = { id: 'u-1', name: 'Rina Akter', email: 'rina@example.com', image: null, option: 'Buyers Account', role: null };
const session = { session: { id: 's-1', userId: 'u-1', token: 't', expiresAt: '2030-01-01T00:00:00.000Z' }, user: rina };

/** The server: signed in as Rina until she signs out; `reads` counts GET /api/probe. */
function server(signedIn = true) {
  let live = signedIn;
  const reads = { count: 0 };
  const { sent } = fakeFetch((_method, path) => {
    if (path === '/api/auth/get-session') return { body: live ? session : null };
    if (path === '/api/auth/sign-out') {
      live = false;
      return { body: { success: true } };
    }
    if (path === '/api/probe') return { body: { n: ++reads.count } };
    return null;
  });
  return { sent, reads };
}

/** Shows what it received on the stream, and whether the stream is open. */
function Probe({ name }: { name: string }) {
  const [got, setGot] = useState<string[]>([]);
  const [, rerender] = useState(0);
  const connected = useLiveConnected();
  const { logOut } = useAuth();
  // A new function on every render: the subscription must not be made again for it.
  useLiveEvent('notification', (data, id) => setGot((g) => [...g, `${id}:${JSON.stringify(data)}`]));
  return (
    <div>
      <p data-testid={`${name}-got`}>{got.join(' ')}</p>
      <p data-testid={`${name}-connected`}>{String(connected)}</p>
      <button type="button" onClick={() => rerender((n) => n + 1)}>
        rerender {name}
      </button>
      <button type="button" onClick={() => void logOut()}>
        logout {name}
      </button>
    </div>
  );
}

function renderLive(children = <Probe name="a" />) {
  const client = testQueryClient();
  const Client = withQueryClient(client);
  const view = render(
    <Client>
      <AuthProvider>
        <LiveEventsProvider>{children}</LiveEventsProvider>
      </AuthProvider>
    </Client>,
  );
  return { ...view, client };
}

async function firstStream(streams: FakeEventSource[]): Promise<FakeEventSource> {
  await waitFor(() => expect(streams).toHaveLength(1));
  return streams[0]!;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveEventsProvider', () => {
  it('opens no stream for nobody signed in', async () => {
    const { streams } = fakeEventSource();
    const { sent } = server(false);
    renderLive();
    await waitFor(() => expect(sent.map((s) => s.path)).toContain('/api/auth/get-session'));
    await act(async () => undefined);
    expect(streams).toEqual([]);
    expect(screen.getByTestId('a-connected').textContent).toBe('false');
  });

  it('opens one stream for the tab, however many screens listen, and hands each its events parsed', async () => {
    const { streams } = fakeEventSource();
    server();
    renderLive(
      <>
        <Probe name="a" />
        <Probe name="b" />
      </>,
    );
    const stream = await firstStream(streams);
    expect(stream.url).toBe('/api/events');
    act(() => stream.open());
    expect(screen.getByTestId('a-connected').textContent).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'rerender a' }));
    act(() => stream.send('notification', 7, { id: 'n-1', kind: 'message' }));
    // Another type is not this screen's.
    act(() => stream.send('message', 8, { text: 'hello' }));
    const line = '7:{"id":"n-1","kind":"message"}';
    expect(screen.getByTestId('a-got').textContent).toBe(line);
    expect(screen.getByTestId('b-got').textContent).toBe(line);
    expect(streams).toHaveLength(1);
  });

  it('says when the stream is down, and closes it at sign-out', async () => {
    const { streams } = fakeEventSource();
    server();
    renderLive();
    const stream = await firstStream(streams);
    act(() => stream.open());
    act(() => stream.fail());
    expect(screen.getByTestId('a-connected').textContent).toBe('false');
    // EventSource reconnects by itself, with Last-Event-ID: no second stream.
    act(() => stream.open());
    expect(screen.getByTestId('a-connected').textContent).toBe('true');
    expect(streams).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'logout a' }));
    await waitFor(() => expect(stream.isClosed).toBe(true));
    expect(screen.getByTestId('a-connected').textContent).toBe('false');
  });

  it('closes the stream when the app goes', async () => {
    const { streams } = fakeEventSource();
    server();
    const view = renderLive();
    const stream = await firstStream(streams);
    view.unmount();
    expect(stream.isClosed).toBe(true);
  });

  it('opens a refused stream again later, from the last event it had', async () => {
    const { streams } = fakeEventSource();
    server();
    renderLive();
    const stream = await firstStream(streams);
    act(() => stream.open());
    act(() => stream.send('notification', 41, { id: 'n-41' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => stream.fail({ closed: true }));
    act(() => {
      vi.advanceTimersByTime(REOPEN_MS - 1);
    });
    expect(streams).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(streams.map((s) => s.url)).toEqual(['/api/events', '/api/events?lastEventId=41']);
  });
});

function FallbackProbe() {
  const options = useLiveFallback(['probe']);
  const { data } = useQuery({
    queryKey: ['probe'],
    queryFn: () => fetch('/api/probe').then((r) => r.json() as Promise<{ n: number }>),
    ...options,
  });
  return (
    <p data-testid="fallback">
      {String(options.refetchInterval)} {String(options.refetchOnWindowFocus)} {data?.n ?? '-'}
    </p>
  );
}

describe('useLiveFallback', () => {
  it('refetches on focus and every 30 s while the stream is closed, and once more each time it opens', async () => {
    const { streams } = fakeEventSource();
    const { reads } = server();
    renderLive(<FallbackProbe />);
    const stream = await firstStream(streams);
    await waitFor(() => expect(screen.getByTestId('fallback').textContent).toBe(`${FALLBACK_REFETCH_MS} true 1`));

    act(() => stream.open());
    await waitFor(() => expect(screen.getByTestId('fallback').textContent).toBe('false false 2'));
    act(() => stream.fail());
    expect(screen.getByTestId('fallback').textContent).toBe(`${FALLBACK_REFETCH_MS} true 2`);
    act(() => stream.open());
    await waitFor(() => expect(screen.getByTestId('fallback').textContent).toBe('false false 3'));
    expect(reads.count).toBe(3);
  });
});
