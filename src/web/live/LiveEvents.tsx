import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { USER_EVENT_TYPES, type UserEventType } from '#shared/constants.ts';
import { useAuth } from '../auth/AuthProvider.tsx';

/** What a subscriber is given: the event's parsed JSON and its id on the stream. */
export type LiveHandler = (data: unknown, id: string) => void;

interface Live {
  subscribe: (type: UserEventType, handler: LiveHandler) => () => void;
  connected: boolean;
}

/** Outside the provider (a test of one component): nothing comes, and the screen refetches for itself. */
const LiveContext = createContext<Live>({ subscribe: () => () => undefined, connected: false });

/**
 * A stream the browser closed for good (an error status such as 401 or 429, not an event stream) is
 * opened again after this long; a stream that only dropped is reconnected by EventSource itself.
 */
export const REOPEN_MS = 60_000;

/**
 * One live stream (GET /api/events) per signed-in tab, shared by every screen through `useLiveEvent`
 * (docs/architecture.md, "Live events"). Nothing is opened on the server, nor for nobody signed in, so a
 * signed-out home page pays for this component alone. EventSource resends Last-Event-ID itself when it
 * reconnects; a stream opened again after a refusal names the last id it saw, so nothing is missed.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const userId = useAuth().user?.uid;
  const [connected, setConnected] = useState(false);
  // The subscribers outlive the stream: a sign-out and sign-in, or a reopen, keeps the screens' handlers.
  const [handlers] = useState(() => new Map<UserEventType, Set<LiveHandler>>());
  const [subscribe] = useState(() => subscribeTo(handlers));
  const value = useMemo(() => ({ subscribe, connected }), [subscribe, connected]);

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let lastId = '';
    const open = () => {
      source = new EventSource(lastId ? `/api/events?lastEventId=${lastId}` : '/api/events');
      source.onopen = () => setConnected(true);
      source.onerror = () => {
        setConnected(false);
        if (source?.readyState === EventSource.CLOSED) reopen = setTimeout(open, REOPEN_MS);
      };
      for (const type of USER_EVENT_TYPES) {
        source.addEventListener(type, (event) => {
          const { data, lastEventId } = event as MessageEvent<string>;
          if (lastEventId) lastId = lastEventId;
          let parsed: unknown;
          try {
            parsed = JSON.parse(data);
          } catch {
            return;
          }
          for (const handler of [...(handlers.get(type) ?? [])]) handler(parsed, lastEventId);
        });
      }
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
      setConnected(false);
    };
  }, [userId, handlers]);

  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

function subscribeTo(handlers: Map<UserEventType, Set<LiveHandler>>) {
  return (type: UserEventType, handler: LiveHandler) => {
    const set = handlers.get(type) ?? new Set();
    handlers.set(type, set);
    set.add(handler);
    return () => void set.delete(handler);
  };
}

/**
 * Calls `handler` with each live event of `type`. The handler is read from a ref when an event comes,
 * so a screen that passes a new function on every render is not subscribed again each time.
 */
export function useLiveEvent(type: UserEventType, handler: LiveHandler): void {
  const { subscribe } = useContext(LiveContext);
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => subscribe(type, (data, id) => ref.current(data, id)), [subscribe, type]);
}

/** Whether the live stream is open now: a screen refetches for itself while it is not (`useLiveFallback`). */
export function useLiveConnected(): boolean {
  return useContext(LiveContext).connected;
}

/** While the stream is not open, a screen's query refetches when the tab regains focus and every this often. */
export const FALLBACK_REFETCH_MS = 30_000;

/**
 * The query options that keep a screen's data (`queryKey`) current without the stream: refetched on focus
 * and every 30 s while it is closed. Each time it opens, the data is read once more (a read under way
 * starts again): the stream carries what comes after it opened, the read what came before.
 */
export function useLiveFallback(queryKey: QueryKey): { refetchInterval: number | false; refetchOnWindowFocus: boolean } {
  const connected = useLiveConnected();
  const client = useQueryClient();
  const was = useRef(connected);
  const key = useRef(queryKey);
  useEffect(() => {
    if (connected && !was.current) void client.invalidateQueries({ queryKey: key.current });
    was.current = connected;
  }, [connected, client]);
  return { refetchInterval: connected ? false : FALLBACK_REFETCH_MS, refetchOnWindowFocus: !connected };
}
