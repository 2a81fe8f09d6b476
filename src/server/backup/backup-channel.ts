import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { DataDirLock } from '../db/data-dir-lock.ts';
import { writeArchive } from './archive-writer.ts';
import { backupContents } from './contents.ts';

export const BACKUP_PATH = '/backup';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * How `npm run backup` gets a consistent copy of a marketplace running on PGlite: the running server
 * writes it. A second process must not open the embedded database while the server has it, and the
 * server alone can read it in one transaction.
 *
 * The server listens on a port of its own, on 127.0.0.1 only (never the public port, so no proxy
 * forwards to it and no other machine reaches it), and answers GET /backup to a caller that sends the
 * token it wrote, with its address, into DATA_DIR's lock file: a file readable by its owner alone.
 * Whoever can read that file can read the database files as well, so the token gives nobody more than
 * they had. The answer is the backup archive itself, streamed; one backup at a time.
 */
export async function openBackupChannel(options: {
  database: Database;
  config: Pick<Config, 'AUTH_SECRET' | 'DATA_DIR'>;
  lock: DataDirLock;
  log: FastifyBaseLogger;
}): Promise<{ close: () => Promise<void> }> {
  const { database, config, lock, log } = options;
  const token = randomBytes(32).toString('hex');
  let busy = false;

  const refuse = (res: ServerResponse, status: number, error: string, message: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error, message }));
  };
  const authorized = (req: IncomingMessage) => {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    return timingSafeEqual(digest(given), digest(token));
  };

  async function answer(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' || req.url !== BACKUP_PATH) return refuse(res, 404, 'not-found', 'Only GET /backup is here.');
    if (!authorized(req)) return refuse(res, 401, 'unauthorized', 'The token of DATA_DIR/market.lock is needed.');
    if (busy) return refuse(res, 409, 'backup-running', 'A backup is being written already; try again when it ends.');
    busy = true;
    const started = Date.now();
    let contents;
    try {
      contents = await backupContents(database, config);
    } catch (err) {
      busy = false;
      log.error({ err }, 'backup: the snapshot failed');
      return refuse(res, 500, 'snapshot-failed', (err as Error).message);
    }
    const paused = Date.now() - started;
    try {
      res.writeHead(200, { 'content-type': 'application/gzip' });
      const manifest = await writeArchive(res, contents);
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      log.info(`backup: ${rows} rows and ${manifest.photos.count} photos sent (rows copied in ${paused} ms)`);
    } catch (err) {
      log.error({ err }, 'backup: sending it failed');
      res.destroy();
    } finally {
      contents.snapshot.remove();
      busy = false;
    }
  }

  const server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  lock.update({ backup: { url: `http://127.0.0.1:${port}${BACKUP_PATH}`, token } });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        // A backup being sent is cut off: its reader sees the archive end early and keeps nothing.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
