import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run backup | restore | move-to-postgres` as its user does, through scripts/market-data.mjs,
 * in a process of its own with only `env` (and PATH, HOME) as its environment.
 */
export function runMarketData(command: string, args: string[], env: Record<string, string>): Promise<CommandRun> {
  const child = spawn(process.execPath, ['scripts/market-data.mjs', command, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A stack trace's line ("    at fn (file:1:2)"): a command's failure must never print one. */
export const STACK_LINE = /^\s+at .+:\d+/m;
