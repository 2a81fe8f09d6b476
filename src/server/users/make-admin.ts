import { isAdmin, type UserRow } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import { conflict } from '../http-error.ts';
import { usersRepository } from './repository.ts';

/** An admin makes another user admin; an admin already is one (409 `already-admin`). Answers how many rows changed. */
export async function makeAdmin(db: Db, target: UserRow): Promise<number> {
  if (isAdmin(target)) throw conflict('already-admin');
  return usersRepository(db).grantAdmin(target.id);
}
