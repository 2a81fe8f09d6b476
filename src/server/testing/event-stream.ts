/** One frame of a text/event-stream, as a browser's EventSource reads it. */
export interface EventFrame {
  id?: string;
  event?: string;
  data?: unknown;
  comment?: string;
}

/**
 * GET /api/events of `baseUrl` with `headers` (a session cookie or a bearer token), read frame by frame.
 * `events(n)` waits until n events (not comments) have come; `close()` hangs up, as a closed tab does.
 */
export async function openEventStream(baseUrl: string, headers: Record<string, string>, query = '') {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events${query}`, { headers, signal: controller.signal });
  const frames: EventFrame[] = [];
  const pump = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const frame: EventFrame = {};
          for (const line of buffer.slice(0, end).split('\n')) {
            if (line.startsWith(':')) frame.comment = line.slice(1).trim();
            else if (line.startsWith('id: ')) frame.id = line.slice(4);
            else if (line.startsWith('event: ')) frame.event = line.slice(7);
            else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
          }
          frames.push(frame);
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Hung up by close(), or the server went away.
    }
  })();
  const eventsSoFar = () => frames.filter((f) => f.event);
  return {
    res,
    frames,
    /** Resolves when the stream has ended: hung up by `close()`, or ended by the server. */
    ended: pump,
    async events(count: number, timeoutMs = 5000): Promise<EventFrame[]> {
      for (let waited = 0; eventsSoFar().length < count; waited += 10) {
        if (waited > timeoutMs) throw new Error(`only ${eventsSoFar().length} of ${count} events came`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return eventsSoFar();
    },
    async close(): Promise<void> {
      controller.abort();
      await pump;
    },
  };
}
