import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLazyChunks, lazyChunks } from './check-server-chunks.ts';

const root = process.cwd();
const dir = mkdtempSync(path.join(tmpdir(), 'market-chunks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles `source` the way scripts/build-server.ts does and checks its lazily loaded chunks. */
async function check(name: string, source: string, external: string[] = []): Promise<string[]> {
  const entry = path.join(dir, `${name}.ts`);
  writeFileSync(entry, source);
  const { metafile } = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    outdir: path.join(dir, `out-${name}`),
    nodePaths: [path.join(root, 'node_modules')],
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external,
    banner: {
      js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
    },
    metafile: true,
    logLevel: 'silent',
  });
  return checkLazyChunks(lazyChunks(metafile, path.relative(root, dir)), root);
}

describe('the server bundle check', () => {
  it('fails a CommonJS package bundled into a lazily loaded chunk: Node.js gives names the chunk lacks', async () => {
    const problems = await check('cjs', "export const open = async () => (await import('ioredis')).Redis;");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/\(ioredis, imported lazily by .*cjs\.ts\) lacks .*\bRedis\b/);
  });

  it('passes the same package left out of the bundle', async () => {
    expect(await check('external', "export const open = async () => (await import('ioredis')).Redis;", ['ioredis'])).toEqual([]);
  });

  it('passes a lazily loaded module of our own that loads', async () => {
    writeFileSync(path.join(dir, 'adapter.ts'), 'export const name = "adapter";');
    expect(await check('own', "export const load = async () => (await import('./adapter.ts')).name;")).toEqual([]);
  });

  it('fails a lazily loaded chunk that throws when it loads', async () => {
    writeFileSync(path.join(dir, 'broken.ts'), "throw new Error('cannot start here');\nexport const name = 'broken';");
    const problems = await check('throws', "export const load = async () => (await import('./broken.ts')).name;");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/does not load: .*cannot start here/);
  });
});
