import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client.ts';
import { installJobTables } from '../jobs/boss.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const migrations = path.resolve(here, '../db/migrations');

/**
 * A migrated embedded database kept in the system's temporary folder, one per set of migrations and
 * PGlite and pg-boss versions, made by whichever test file needs it first. Creating the embedded
 * database costs seconds; copying a made one costs a fraction of one. It holds the job queue's tables
 * too, which an app would otherwise install at its start (about a second on PGlite).
 */
async function template(): Promise<string> {
  const hash = createHash('sha256');
  for (const library of ['@electric-sql/pglite', 'pg-boss']) {
    const { version } = JSON.parse(readFileSync(path.resolve(here, `../../../node_modules/${library}/package.json`), 'utf8')) as {
      version: string;
    };
    hash.update(`${library}@${version}`);
  }
  for (const file of readdirSync(migrations, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => path.join(f.parentPath, f.name))
    .sort()) {
    hash.update(file.slice(migrations.length)).update(readFileSync(file));
  }
  const dir = path.join(os.tmpdir(), `market-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(dir)) return dir;
  // Made aside and renamed into place, so a test file running at the same time never copies half of one.
  const making = mkdtempSync(path.join(os.tmpdir(), 'market-pglite-template-making-'));
  const database = await openDatabase({ dataDir: making });
  await installJobTables(database);
  await database.close();
  try {
    renameSync(making, dir);
  } catch {
    rmSync(making, { recursive: true, force: true }); // someone else finished first
  }
  return dir;
}

/** A fresh DATA_DIR holding a copy of the migrated template (PGlite files only). */
export async function dataDirFromTemplate(): Promise<string> {
  const dataDir = path.join(os.tmpdir(), `market-test-${randomBytes(6).toString('hex')}`);
  cpSync(path.join(await template(), 'db'), path.join(dataDir, 'db'), { recursive: true });
  return dataDir;
}
