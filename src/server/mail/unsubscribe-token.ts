import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailKind } from '#shared/schemas/mail.ts';

/**
 * The token of a one-click unsubscribe link: the user's id and the server's signature of that user
 * and one kind of e-mail, so that the link works without a sign-in, for that user and kind alone, on
 * every instance (they share the secret), and nobody can make one for someone else. It does not
 * expire: an e-mail read a year later still unsubscribes (RFC 8058 asks links to keep working).
 */
export function createUnsubscribeTokens(secret: string) {
  const key = `${secret}:mail-unsubscribe`;
  const signature = (userId: string, kind: MailKind) => createHmac('sha256', key).update(`${userId}|${kind}`).digest();
  return {
    sign(userId: string, kind: MailKind): string {
      return `${Buffer.from(userId).toString('base64url')}.${signature(userId, kind).toString('base64url')}`;
    },
    /** The user a genuine token of `kind` stands for; null for a forged, altered or malformed one, or one of another kind. */
    verify(token: string, kind: MailKind): string | null {
      const [user, signed, extra] = token.split('.');
      if (!user || !signed || extra !== undefined) return null;
      const userId = Buffer.from(user, 'base64url').toString();
      const given = Buffer.from(signed, 'base64url');
      const expected = signature(userId, kind);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
