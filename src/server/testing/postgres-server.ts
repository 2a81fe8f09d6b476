/** PostgreSQL as the README's test command and .ci/run reach it: a local server with trust authentication. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL server for a test that cannot run on PGlite (a second database, as a read replica):
 * DATABASE_URL's when set; otherwise the local one when it answers within a second, so that the test
 * still runs in a plain `npm run test:unit` on a machine that has PostgreSQL; undefined when neither.
 */
export async function postgresServer(): Promise<string | undefined> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 1000 });
  // A refused connection is reported on the client as well as by connect(); unheard, it would end the run.
  client.on('error', () => {});
  try {
    await client.connect();
    return LOCAL_POSTGRES;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}
