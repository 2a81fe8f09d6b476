import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAIL_KINDS, type MailKind, type MailSettings } from '#shared/schemas/mail.ts';
import type { Db } from '../db/client.ts';
import { mailOptOuts, user } from '../db/schema.ts';

/** Whom an e-mail goes to: their address and the name it greets. */
export interface Recipient {
  email: string;
  name: string;
}

/** The kinds of e-mail each user turned off (`mail_opt_outs`), and where their e-mail goes. */
export function mailRepository(db: Db) {
  return {
    /** The user's address and name, unless the account is gone or its owner turned `kind` off. */
    async recipient(userId: string, kind: MailKind): Promise<Recipient | null> {
      const [row] = await db
        .select({ email: user.email, name: user.name })
        .from(user)
        .where(
          and(
            eq(user.id, userId),
            sql`not exists (select 1 from ${mailOptOuts} where ${mailOptOuts.userId} = ${user.id} and ${mailOptOuts.kind} = ${kind})`,
          ),
        );
      return row ?? null;
    },

    /** Which kinds the user gets: every kind but the ones turned off. */
    async settings(userId: string): Promise<MailSettings> {
      const rows = await db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.userId, userId));
      const off = new Set(rows.map((r) => r.kind));
      return Object.fromEntries(MAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as MailSettings;
    },

    /** Turns kinds on (true) and off (false); a kind left out, or already so, stays as it is. */
    async update(userId: string, changes: Partial<MailSettings>): Promise<void> {
      const off = MAIL_KINDS.filter((kind) => changes[kind] === false);
      const on = MAIL_KINDS.filter((kind) => changes[kind] === true);
      if (off.length)
        await db
          .insert(mailOptOuts)
          .values(off.map((kind) => ({ userId, kind })))
          .onConflictDoNothing();
      if (on.length) await db.delete(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), inArray(mailOptOuts.kind, on)));
    },

    /** Turns one kind off for the user, if the account still exists (an old e-mail's link may outlive it); again changes nothing. */
    async optOut(userId: string, kind: MailKind): Promise<void> {
      await db
        .insert(mailOptOuts)
        .select(
          db
            .select({ userId: user.id, kind: sql<string>`${kind}`.as('kind'), createdAt: sql<Date>`now()`.as('created_at') })
            .from(user)
            .where(eq(user.id, userId)),
        )
        .onConflictDoNothing();
    },
  };
}
