// npm run dev: the API server in watch mode (restarted on every change of its sources) and Vite's dev
// server with hot reload, together; Vite proxies /api and /images to the API server. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const API_PORT = process.env.PORT ?? '3000';

// PAYMENTS naming bKash or SSLCommerz without their addresses: local stand-ins of both take their place.
const listed = (process.env.PAYMENTS ?? '').split(',').map((name) => name.trim());
const standIns =
  (listed.includes('bkash') && !process.env.BKASH_BASE_URL) || (listed.includes('sslcommerz') && !process.env.SSLCOMMERZ_BASE_URL)
    ? spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/payment-stand-ins.ts'], { stdio: ['ignore', 'pipe', 'inherit'] })
    : null;
const providerEnv = standIns ? JSON.parse((await once(createInterface({ input: standIns.stdout }), 'line'))[0]) : {};
if (standIns)
  console.log(`[payments] bKash at ${providerEnv.BKASH_BASE_URL}, SSLCommerz at ${providerEnv.SSLCOMMERZ_BASE_URL} (local stand-ins)`);

const children = [
  [
    'api',
    ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'src/server/main.ts'],
    // Its output comes through a pipe, so it would log JSON: the person at this terminal reads lines.
    {
      ...providerEnv,
      PORT: API_PORT,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      LOG_FORMAT: process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    },
  ],
  ['web', ['node_modules/vite/bin/vite.js'], { MARKET_API_PORT: API_PORT }],
].map(([name, args, env]) => {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`[${name}] stopped${code ? ` with exit code ${code}` : ''}`);
    stopAll(code ?? 0);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of [...children, standIns]) if (child && child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
console.log(`Market in development: open http://localhost:5173 (the API server runs on :${API_PORT}).`);
