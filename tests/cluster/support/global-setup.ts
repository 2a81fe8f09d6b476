import { reachable } from '../../../src/server/testing/reachable.ts';
import { POSTGRES_URL, REDIS_URL } from './cluster.ts';

/** The suite needs a PostgreSQL server and a Redis: say which is missing and how to start it, rather than time out. */
export default async function setup(): Promise<void> {
  const missing: string[] = [];
  if (!(await reachable(POSTGRES_URL)))
    missing.push(
      `PostgreSQL at ${POSTGRES_URL} (start it: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start; or set CLUSTER_DATABASE_URL)`,
    );
  if (!(await reachable(REDIS_URL)))
    missing.push(
      `Redis at ${REDIS_URL} (start it: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save ""; or set CLUSTER_REDIS_URL)`,
    );
  if (missing.length) throw new Error(`npm run test:cluster needs:\n  ${missing.join('\n  ')}`);
}
