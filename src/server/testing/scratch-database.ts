import { randomBytes } from 'node:crypto';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, so that a test file or a benchmark
 * never shares data with another; `drop` removes it, closing whatever connections are left. With
 * `copyOf`, a copy of that database instead (nothing may be connected to it meanwhile): a stand-in for
 * a read replica that has replayed everything so far.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  options: { copyOf?: ScratchDatabase } = {},
): Promise<ScratchDatabase> {
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
  await run(options.copyOf ? `create database ${name} template ${options.copyOf.name}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
