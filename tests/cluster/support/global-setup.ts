import net from 'node:net';
import { POSTGRES_URL, REDIS_URL } from './cluster.ts';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

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
