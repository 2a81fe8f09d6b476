import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '../../../src/server/testing/scratch-database.ts';
import { startServerProcess, type ServerProcess } from '../../../src/server/testing/server-process.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/** The machine's services; CLUSTER_DATABASE_URL and CLUSTER_REDIS_URL point elsewhere. */
export const POSTGRES_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Every instance signs sessions with this one secret, as a deployment's instances must. */
const AUTH_SECRET = 'cluster-test-secret-of-at-least-32-characters';

/**
 * Several real server processes on one scratch PostgreSQL database and the machine's Redis, each
 * reaching both through a relay the test can cut, with one shared DATA_DIR (for the local photos, as
 * the README says several instances need).
 */
export interface Cluster {
  instances: ServerProcess[];
  postgres: TcpProxy;
  redis: TcpProxy;
  /** Starts one more instance on the same database and Redis (with `env` on top). */
  start: (env?: Record<string, string>) => Promise<ServerProcess>;
  /** What its keys and channels in Redis begin with. */
  redisPrefix: string;
  /** Its database, for a look behind the API (not through the relay). */
  databaseUrl: string;
  stop: () => Promise<void>;
}

function hostAndPort(url: string): { host: string; port: number } {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port) };
}

/** `count` instances started at once on an empty database; resolves when every one is ready. */
export async function startCluster(count: number, env: Record<string, string> = {}): Promise<Cluster> {
  const scratch: ScratchDatabase = await createScratchDatabase(POSTGRES_URL, 'market_cluster');
  const postgres = await startTcpProxy(hostAndPort(scratch.url));
  const redis = await startTcpProxy(hostAndPort(REDIS_URL));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-cluster-'));
  const relayed = new URL(scratch.url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(postgres.port);
  const redisPrefix = `market-test-${path.basename(dataDir)}:`;
  const instances: ServerProcess[] = [];
  const start = async (extra: Record<string, string> = {}) => {
    const instance = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: relayed.toString(),
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      // Counts of earlier runs (a sign-in limit lasts 15 minutes) stay behind in the machine's Redis.
      REDIS_PREFIX: redisPrefix,
      AUTH_SECRET,
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      ...env,
      ...extra,
    });
    instances.push(instance);
    return instance;
  };
  const stop = async () => {
    for (const instance of instances) instance.kill();
    await Promise.all(instances.map((i) => i.exited));
    await postgres.close();
    await redis.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const started = await Promise.all(Array.from({ length: count }, () => start()));
    await Promise.all(started.map((instance) => instance.ready()));
  } catch (err) {
    await stop();
    throw err;
  }
  return { instances, postgres, redis, start, redisPrefix, databaseUrl: scratch.url, stop };
}
