import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { authSecretFile } from '../contents.ts';
import type { Loaded } from '../load.ts';
import { MESSAGES } from '../messages.ts';
import type { Print } from './backup.ts';

/**
 * What a restore reports and keeps besides the rows: photos that moved to a bucket, and the backup's
 * generated AUTH_SECRET, put where the server looks for it unless one is there (or AUTH_SECRET is set)
 * already, so that sessions and access tokens from before the backup still sign in.
 */
export function afterRestore(loaded: Loaded, config: Config, print: Print): void {
  if (loaded.movedPhotos > 0) print(MESSAGES.photosMoved(loaded.movedPhotos));
  if (!loaded.authSecret || config.AUTH_SECRET) return;
  const file = authSecretFile(config.DATA_DIR);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, loaded.authSecret, { mode: 0o600 });
    print(MESSAGES.authSecretWritten(file));
  } else if (readFileSync(file, 'utf8').trim() !== loaded.authSecret) {
    print(MESSAGES.authSecretKept(file));
  }
}
