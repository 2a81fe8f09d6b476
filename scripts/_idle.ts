import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { startServerProcess } from '#server/testing/server-process.ts';
const dir = mkdtempSync('/tmp/idle-');
const s = await startServerProcess({ DATA_DIR: dir, SEED_DEMO: process.argv[2] ?? '0', LOG_LEVEL: 'warn', NODE_ENV: 'production' });
await s.ready(120000);
const rss = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${s.child.pid}/status`, 'utf8'))![1]) / 1024);
console.log('ready', rss());
await new Promise((r) => setTimeout(r, 3000));
console.log('after 3s', rss());
for (let i = 0; i < 200; i++)
  await (await fetch(s.url + ['/api/health', '/api/itemCategory', '/api/itemName/01', '/api/advertise'][i % 4])).arrayBuffer();
console.log('after 200 visits', rss());
await (await fetch(s.url + '/')).arrayBuffer();
console.log('after /', rss());
s.kill();
await s.exited;
