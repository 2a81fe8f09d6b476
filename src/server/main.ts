import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { closeWithin } from './plugins/shutdown.ts';
import { keepOwnerOnly, leftOpenWarning, OWNER_ONLY_UMASK } from './data-dir-permissions.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';

/** Why a second server, or a server during a backup or restore, does not start on the same embedded database. */
const dataDirInUse = (dataDir: string, { holder, file }: DataDirInUseError) =>
  `${dataDir} (DATA_DIR) is in use by ${holder.kind === 'server' ? 'another Market server' : 'npm run backup, restore or move-to-postgres'} ` +
  `(pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}). Its embedded database must never be opened by two processes: ` +
  `stop the other one first, or use PostgreSQL (DATABASE_URL) to run several servers. If no such process runs, delete ${file}.`;

/** Past the grace, how long closing the database may take before the process ends without it. */
const CLOSE_DATABASE_MS = 5000;

async function main(): Promise<void> {
  // Before anything is written: what the server creates is its owner's alone (data-dir-permissions.ts).
  process.umask(OWNER_ONLY_UMASK);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // And what an older build, or a copy, left open to other users is closed.
  const leftOpen = config.DATA_DIR === 'memory://' ? [] : keepOwnerOnly(config.DATA_DIR);
  let app;
  try {
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(dataDirInUse(config.DATA_DIR, err));
      process.exit(1);
    }
    // A set-up found unsafe only on connecting (REDIS_URL unreachable) is reported like a bad variable.
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (leftOpen.length > 0) app.log.warn(leftOpenWarning(config.DATA_DIR, leftOpen));
  const grace = config.SHUTDOWN_GRACE_MS;
  let stopping = false;
  // SIGTERM from an orchestrator or a balancer's deploy, SIGINT from Ctrl-C: no new connections, the
  // requests in flight finish (up to SHUTDOWN_GRACE_MS), the database is closed. Exit code 0 when
  // everything finished, 1 when requests had to be cut off. A repeated signal changes nothing: Ctrl-C
  // under `npm start` arrives twice at once (from the terminal, and passed on by npm).
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // A SIGTERM comes from a deploy: not ready first, still serving, until the balancer has looked (Ctrl-C stops now).
    const delay = signal === 'SIGTERM' ? config.SHUTDOWN_DELAY_MS : 0;
    if (delay > 0) {
      app.draining.begin();
      app.log.info(`${signal}: not ready, still serving for ${delay} ms before stopping`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    app.log.info(`${signal}: finishing the requests in flight (up to ${grace} ms), then stopping`);
    setTimeout(() => {
      app.log.error('the close is taking too long: stopping without it');
      process.exit(1);
    }, grace + CLOSE_DATABASE_MS).unref();
    const drained = await closeWithin(app, grace);
    app.log.info(drained ? 'stopped' : 'stopped, with requests cut off');
    process.exit(drained ? 0 : 1);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Market is running at ${config.publicUrl}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
