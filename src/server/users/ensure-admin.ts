import type { AppContext } from '../context.ts';
import { usersRepository } from './repository.ts';

/**
 * When ADMIN_EMAIL and ADMIN_PASSWORD are set, that account exists, is an admin and signs in with
 * ADMIN_PASSWORD after start. If the address was already signed up with another password (anyone
 * may sign up with any address), that password and its sessions stop working before the account
 * becomes an admin, so nobody inherits admin rights by registering the address first.
 */
export async function ensureAdmin(ctx: Pick<AppContext, 'config' | 'db' | 'auth'>): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = ctx.config;
  if (!email || !password) return;
  const normalized = email.toLowerCase();
  const users = usersRepository(ctx.db);
  const existing = await users.findByEmail(normalized);
  if (!existing) {
    await ctx.auth.api.signUpEmail({ body: { name: 'Admin', email: normalized, password } });
  } else {
    const auth = await ctx.auth.$context;
    const credential = (await auth.internalAdapter.findAccounts(existing.id)).find((a) => a.providerId === 'credential');
    const current = credential?.password ? await auth.password.verify({ hash: credential.password, password }) : false;
    if (!current) {
      const hash = await auth.password.hash(password);
      if (credential) await auth.internalAdapter.updatePassword(existing.id, hash);
      else
        await auth.internalAdapter.linkAccount({ userId: existing.id, providerId: 'credential', accountId: existing.id, password: hash });
      await users.deleteSessions(existing.id);
    }
  }
  await users.setAdminByEmail(normalized);
}
