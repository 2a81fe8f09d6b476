import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '#shared/language.ts';
import { MAIL_KINDS, type MailKind, type MailSettings } from '#shared/schemas/mail.ts';
import type { Db } from '../db/client.ts';
import { mailOptOuts, user } from '../db/schema.ts';

/** Whom an e-mail goes to: their address, the name it greets, and the language it is written in. */
export interface Recipient {
  email: string;
  name: string;
  language: Lang;
}

/** The kinds of e-mail each user turned off (`mail_opt_outs`), and where their e-mail goes. */
export function mailRepository(db: Db) {
  return {
    /** The user's address and name, unless the account is gone or its owner turned `kind` off. */
    async recipient(userId: string, kind: MailKind): Promise<Recipient | null> {
      const [row] = await db
        .select({ email: user.email, name: user.name, language: user.language })
        .from(user)
        .where(
          and(
            eq(user.id, userId),
            sql`not exists (select 1 from ${mailOptOuts} where ${mailOptOuts.userId} = ${user.id} and ${mailOptOuts.kind} = ${kind})`,
          ),
        );
      return row ?? null;
    },

    /** `recipient` for many users at once: those whose account is there and who get `kind`, by id. */
    async recipients(userIds: readonly string[], kind: MailKind): Promise<Map<string, Recipient>> {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: user.id, email: user.email, name: user.name, language: user.language })
        .from(user)
        .where(
          and(
            // One parameter however many: a new listing may be told to thousands.
            sql`${user.id} = any(${sql.param(ids)}::text[])`,
            sql`not exists (select 1 from ${mailOptOuts} where ${mailOptOuts.userId} = ${user.id} and ${mailOptOuts.kind} = ${kind})`,
          ),
        );
      return new Map(rows.map(({ id, ...to }) => [id, to]));
    },

    /** Which kinds the user gets (every kind but the ones turned off), and in which language. */
    async settings(userId: string): Promise<MailSettings> {
      const [rows, [owner]] = await Promise.all([
        db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.userId, userId)),
        db.select({ language: user.language }).from(user).where(eq(user.id, userId)),
      ]);
      const off = new Set(rows.map((r) => r.kind));
      const kinds = Object.fromEntries(MAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as Omit<MailSettings, 'language'>;
      return { ...kinds, language: owner?.language ?? 'en' };
    },

    /** Turns kinds on (true) and off (false), and sets the language; what is left out, or already so, stays as it is. */
    async update(userId: string, changes: Partial<MailSettings>): Promise<void> {
      if (changes.language) await db.update(user).set({ language: changes.language }).where(eq(user.id, userId));
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
