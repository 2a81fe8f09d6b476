import { vi } from 'vitest';

/**
 * Stands in for the browser's EventSource: each stream the client opens is recorded, and the test plays
 * the server's side of it (opening, sending a named event, an error that EventSource retries, or one
 * that closes it for good).
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly withCredentials = false;

  constructor(
    readonly url: string,
    streams: FakeEventSource[],
  ) {
    super();
    streams.push(this);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered with an event stream. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** One named event with its id and JSON data, as GET /api/events writes it. */
  send(type: string, id: number, data: unknown): void {
    if (this.readyState !== FakeEventSource.OPEN) throw new Error('the stream is not open');
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(id) }));
  }

  /** The connection dropped: EventSource tries again by itself (`closed`: it gave up, after an error status). */
  fail({ closed = false } = {}): void {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }

  get isClosed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }
}

/** Installs the fake as the global EventSource; gives every stream opened, in order. */
export function fakeEventSource(): { streams: FakeEventSource[] } {
  const streams: FakeEventSource[] = [];
  vi.stubGlobal(
    'EventSource',
    Object.assign(
      class extends FakeEventSource {
        constructor(url: string | URL) {
          super(String(url), streams);
        }
      },
      { CONNECTING: 0, OPEN: 1, CLOSED: 2 },
    ),
  );
  return { streams };
}
