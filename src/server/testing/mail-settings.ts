import type { Lang } from '#shared/language.ts';
import { MAIL_KINDS, type MailKind } from '#shared/schemas/mail.ts';

/** A user's e-mail settings as GET /api/settings/mail answers them: every kind on but those `off`. */
export function mailSettings(off: readonly MailKind[] = [], language: Lang = 'en') {
  return { ...Object.fromEntries(MAIL_KINDS.map((kind) => [kind, !off.includes(kind)])), language };
}
