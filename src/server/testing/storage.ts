import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from './scratch-database.ts';
import { dataDirFromTemplate } from './template.ts';

/**
 * Storage that outlives one app, for tests that close an app and build another on the same data:
 * PGlite files in a temporary DATA_DIR (a copy of the migrated template), or, when DATABASE_URL is set (the PostgreSQL run of the
 * suite), a fresh database of its own on that server. DATA_DIR also keeps the generated AUTH_SECRET
 * and the photos in both cases.
 */
export interface PersistentStorage {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** Pass to buildTestApp (with whatever else the test needs). */
  env: Record<string, string>;
  remove: () => Promise<void>;
}

export async function persistentStorage(): Promise<PersistentStorage> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dataDir = await dataDirFromTemplate();
    return { kind: 'pglite', dataDir, env: { DATA_DIR: dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-data-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });

  const database = await createScratchDatabase(baseUrl, 'market_test');
  return {
    kind: 'postgres',
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    async remove() {
      await database.drop();
      removeDir();
    },
  };
}
