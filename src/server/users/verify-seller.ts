import { isSeller, type UserRow } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import { conflict } from '../http-error.ts';
import { usersRepository } from './repository.ts';

/**
 * An admin verifies a seller: their name then carries a badge beside their products (product §1). Only a seller
 * can be verified (409 `not-a-seller`); verifying one twice changes nothing. Answers how many rows changed.
 */
export async function verifySeller(db: Db, target: UserRow): Promise<number> {
  if (!isSeller(target)) throw conflict('not-a-seller');
  return usersRepository(db).markVerified(target.id);
}
