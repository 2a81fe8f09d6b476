import { randomBytes } from 'node:crypto';

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, so that a test file or a benchmark
 * never shares data with another; `drop` removes it, closing whatever connections are left.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
