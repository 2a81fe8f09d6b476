import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

// Plain objects: Node, which runs the transport's own tests, has no ProgressEvent.
const event = (init: Partial<ProgressEvent> = {}) => ({ lengthComputable: false, loaded: 0, total: 0, ...init }) as ProgressEvent;

/**
 * One request made through the fake XMLHttpRequest: what the client sent, and the server's side of it
 * for the test to play (progress of the body going up, the answer, a dropped connection).
 */
export class FakeXhrRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  aborted = false;
  status = 0;
  responseText = '';
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;

  constructor(private readonly sent: FakeXhrRequest[]) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    this.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.(event());
  }

  /** The file sent in the multipart field `image`. */
  get file(): File {
    return (this.body as FormData).get('image') as File;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(event({ lengthComputable: true, loaded, total }));
  }
  /** Every byte is up: the server now prepares the photo. */
  sentAll() {
    this.upload.onload?.(event());
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(event());
  }
  dropConnection() {
    this.onerror?.(event());
  }
}

/** Stands in for XMLHttpRequest (the photo upload's transport); every request is recorded in `sent`, in order. */
export function fakeXhr() {
  const sent: FakeXhrRequest[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhrRequest {
      constructor() {
        super(sent);
      }
    },
  );
  return { sent };
}

/** A stored photo's answer from POST /api/images. */
export const storedPhoto = (key: string) => ({
  success: true as const,
  data: { url: `/images/${key.slice(0, 2)}/${key}-card.webp`, largeUrl: `/images/${key.slice(0, 2)}/${key}-large.webp` },
});
