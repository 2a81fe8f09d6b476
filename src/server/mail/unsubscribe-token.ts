import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailKind } from '#shared/schemas/mail.ts';

/** A signature's length in base64url: 32 bytes of HMAC-SHA256. */
const SIGNATURE_CHARACTERS = 43;

/**
 * The token of a one-click unsubscribe link: the server's signature of a user and one kind of e-mail,
 * then the user's id (both base64url, with no separator: a dot would make the page's address look like a
 * file's to the server, plugins/client.ts), so that the link works without a sign-in, for that user and kind alone, on
 * every instance (they share the secret), and nobody can make one for someone else. It does not
 * expire: an e-mail read a year later still unsubscribes (RFC 8058 asks links to keep working).
 */
export function createUnsubscribeTokens(secret: string) {
  const key = `${secret}:mail-unsubscribe`;
  const signature = (userId: string, kind: MailKind) => createHmac('sha256', key).update(`${userId}|${kind}`).digest();
  return {
    sign(userId: string, kind: MailKind): string {
      return `${signature(userId, kind).toString('base64url')}${Buffer.from(userId).toString('base64url')}`;
    },
    /** The user a genuine token of `kind` stands for; null for a forged, altered or malformed one, or one of another kind. */
    verify(token: string, kind: MailKind): string | null {
      const userId = Buffer.from(token.slice(SIGNATURE_CHARACTERS), 'base64url').toString();
      if (!userId) return null;
      const given = Buffer.from(token.slice(0, SIGNATURE_CHARACTERS), 'base64url');
      const expected = signature(userId, kind);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
