/**
 * npm run lint:api: builds the app on an in-memory database (no server, no port), writes its OpenAPI
 * document (/api/docs/json) to node_modules/.cache/market-openapi/openapi.json and lints it with Redocly's
 * recommended rules, offline. The file's path is fixed: .redocly.lint-ignore.yaml names the places in it
 * where a rule does not fit, and why.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';

const config = loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', SEED_DEMO: '0' });
const app = await buildApp(config, { clientDir: '/nonexistent' });
let document: string;
try {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  document = JSON.stringify(res.json(), null, 2);
} finally {
  await app.close();
}

const file = 'node_modules/.cache/market-openapi/openapi.json';
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, document);
const bin = path.resolve('node_modules/@redocly/cli/bin/cli.js');
const result = spawnSync(process.execPath, [bin, 'lint', '--extends=recommended', '--format=stylish', file], {
  stdio: 'inherit',
  // No telemetry, no update check: the lint runs offline.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
});
process.exit(result.status ?? 1);
