import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { dumpEmptyDatabase, openDatabase } from './client.ts';
import { categories } from './schema.ts';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

const dir = mkdtempSync(path.join(os.tmpdir(), 'market-empty-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the empty database made at build time', () => {
  test('a first start unpacks it, with every migration applied, and later starts open what it wrote', async () => {
    const template = path.join(dir, 'empty-db.tar.gz');
    writeFileSync(template, Buffer.from(await (await dumpEmptyDatabase()).arrayBuffer()));
    const dataDir = path.join(dir, 'data');

    const first = await openDatabase({ dataDir, emptyDatabase: template });
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    const applied = (await first.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { n: number }[];
    };
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
    await first.db.insert(categories).values({ id: '99', name: 'Kept Laptop' });
    await first.close();

    // The second start finds a database and does not unpack the empty one over it.
    const second = await openDatabase({ dataDir, emptyDatabase: template });
    expect((await second.db.select({ n: count() }).from(categories))[0]!.n).toBe(1);
    await second.close();
  });
});
