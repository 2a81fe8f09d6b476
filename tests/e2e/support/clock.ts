/**
 * The server's clock for a journey (CLOCK_FILE, src/server/jobs/clock.ts): the server's time is the machine's
 * plus the milliseconds this file holds, read again by the server whenever the file changes. The journey
 * moves it by writing the file; nothing on the network can.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServerClock {
  /** For `journey(name, { prepare })`: makes the file (offset 0) and hands the server its name; removes it after. */
  prepare: () => Promise<{ env: Record<string, string>; stop: () => Promise<void> }>;
  /** Moves the server's time `ms` on; the server's next request reads it. */
  advance: (ms: number) => void;
}

export function serverClock(): ServerClock {
  let file: string | undefined;
  let offset = 0;
  // A new file renamed over the old one: the server never reads half of it.
  const write = () => {
    if (!file) throw new Error('the server clock is made in the journey’s prepare');
    writeFileSync(`${file}.next`, `${offset}\n`);
    renameSync(`${file}.next`, file);
  };
  return {
    async prepare() {
      // Outside the server's data directory: the server refuses a clock file inside it.
      const dir = mkdtempSync(path.join(tmpdir(), 'market-e2e-clock-'));
      file = path.join(dir, 'clock');
      write();
      return { env: { CLOCK_FILE: file }, stop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
    advance(ms) {
      offset += ms;
      write();
    },
  };
}
