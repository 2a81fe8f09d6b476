// npm start: runs the compiled server, building first when the build is missing or older than the
// sources. Plain JavaScript, so that it runs where only production dependencies are installed.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILT_SERVER, ensureBuild } from './build-state.mjs';

ensureBuild();
// MARKET_BUILD_ONLY=1: bring the build up to date and stop (npm run bench:start uses it).
if (process.env.MARKET_BUILD_ONLY) process.exit(0);

// glibc gives each thread that decodes a photo an arena of its own and keeps there what it freed, so after
// a few large photos the server holds several times the memory one decode needs (docs/decisions/018).
// Two arenas keep it to what the decodes hold; glibc reads this only as a process starts.
const glibc = process.platform === 'linux' && Boolean(process.report?.getReport().header.glibcVersionRuntime);
if (glibc && !process.env.MALLOC_ARENA_MAX) {
  const server = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
} else {
  await import(pathToFileURL(path.resolve(BUILT_SERVER)).href);
}
