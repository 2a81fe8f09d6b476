import { rmSync } from 'node:fs';
import { openDatabase, type Database } from '../db/client.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { dataDirFromTemplate } from './template.ts';

/**
 * A migrated database of the test's own, without an app, on the engine of the run: PGlite files in a
 * temporary folder (a copy of the migrated template), or, when DATABASE_URL is set (the PostgreSQL run
 * of the suite), a new database on that server. `reopen` closes it and opens the same data again, as
 * a restarted process would; `remove` closes it and deletes it.
 */
export interface TestDatabase {
  database: Database;
  /** PostgreSQL's URL of it; undefined on PGlite. */
  url?: string;
  reopen: () => Promise<Database>;
  remove: () => Promise<void>;
}

export async function openTestDatabase(options: { serverUrl?: string; engine?: 'pglite' } = {}): Promise<TestDatabase> {
  // `engine: 'pglite'`: the embedded database whatever the run's, for a test that compares the two engines.
  const serverUrl = options.engine === 'pglite' ? undefined : (options.serverUrl ?? process.env.DATABASE_URL);
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'market_test');
    const open = () => openDatabase({ url: scratch.url, dataDir: 'memory://' });
    const test: TestDatabase = {
      database: await open(),
      url: scratch.url,
      async reopen() {
        await test.database.close();
        return (test.database = await open());
      },
      async remove() {
        await test.database.close();
        await scratch.drop();
      },
    };
    return test;
  }
  const dataDir = await dataDirFromTemplate();
  const open = () => openDatabase({ dataDir, emptyDatabase: null });
  const test: TestDatabase = {
    database: await open(),
    async reopen() {
      await test.database.close();
      return (test.database = await open());
    },
    async remove() {
      await test.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return test;
}
