import { PassThrough } from 'node:stream';

/** An app's JSON log lines (BuildOptions.logStream), as the process would print them, kept in memory. */
export function logLines(): { stream: PassThrough; lines: Record<string, unknown>[] } {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  let partial = '';
  stream.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    for (const part of parts) lines.push(JSON.parse(part) as Record<string, unknown>);
  });
  return { stream, lines };
}
