import { SELLER_OPTION } from '#shared/constants.ts';
import { usersRepository } from '../users/repository.ts';
import { makeAdmin } from '../users/make-admin.ts';
import { verifySeller } from '../users/verify-seller.ts';
import type { AccountOption } from './payloads.ts';
import { signUp, type TestApp, type TestUser } from './test-app.ts';

/** The kinds of account a test needs. A buyer's and an admin's account option is the default, Buyers Account. */
export type Role = 'buyer' | 'seller' | 'verifiedSeller' | 'admin';

/**
 * A user of the role, signed up through the real auth routes. An admin is made one by the users module's
 * own rule (as ADMIN_EMAIL, or another admin, would), a seller verified by its rule (as an admin's
 * PATCH /api/user/sellers/:id would).
 */
export async function signUpAs(
  app: TestApp,
  role: Role,
  input: { name?: string; email?: string; option?: AccountOption } = {},
): Promise<TestUser> {
  // A buyer or an admin is signed up as the sign-up form does by default, without an option.
  const option = input.option ?? (role === 'seller' || role === 'verifiedSeller' ? SELLER_OPTION : undefined);
  const user = await signUp(app, { ...input, option });
  if (role === 'admin') await makeAdmin(app.ctx.db, await usersRepository(app.ctx.db).getById(user.id));
  if (role === 'verifiedSeller') await verify(app, user);
  return user;
}

/** Verifies a seller, as an admin's PATCH /api/user/sellers/:id does. */
export async function verify(app: TestApp, seller: Pick<TestUser, 'id'>): Promise<void> {
  await verifySeller(app.ctx.db, await usersRepository(app.ctx.db).getById(seller.id));
}

/** An admin; `option` gives the account another option than the default. */
export function signUpAdmin(app: TestApp, option?: AccountOption): Promise<TestUser> {
  return signUpAs(app, 'admin', { option });
}

/** Who calls: nobody, or one of the four signed-in users every access test is run with. */
export type Actor = 'anonymous' | 'buyer' | 'seller' | 'otherSeller' | 'admin';
export const ACTORS: readonly Actor[] = ['anonymous', 'buyer', 'seller', 'otherSeller', 'admin'];

export interface Cast {
  buyer: TestUser;
  seller: TestUser;
  otherSeller: TestUser;
  /** An admin whose account option is the default, Buyers Account. */
  admin: TestUser;
}

/** A buyer, two sellers and an admin, signed up through the real auth routes. */
export async function signUpCast(app: TestApp): Promise<Cast> {
  const buyer = await signUpAs(app, 'buyer', { name: 'Bina Buyer' });
  const seller = await signUpAs(app, 'seller', { name: 'Sami Seller' });
  const otherSeller = await signUpAs(app, 'seller', { name: 'Omar Seller' });
  const admin = await signUpAs(app, 'admin');
  return { buyer, seller, otherSeller, admin };
}

export function actorUser(cast: Cast, actor: Actor): TestUser | null {
  return actor === 'anonymous' ? null : cast[actor];
}

export type Via = 'cookie' | 'bearer';

/** The one way a test authenticates: headers of the user's session cookie, or of their /api/jwt access token. */
export function as(who: TestUser | null | undefined, via: Via = 'cookie'): Record<string, string> {
  if (!who) return {};
  return via === 'cookie' ? { cookie: who.cookie } : { authorization: `Bearer ${who.token}` };
}
