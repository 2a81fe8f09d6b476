import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'market';
const LIFETIME = '1h';

/** Whom a token speaks for: the user, and the session it was minted from (it works only while that lives). */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/** The short-lived `/jwt` access token of product §7, signed with the server's secret and tied to one session. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(`${secret}:access-token`);
  return {
    async sign(user: { id: string; email: string }, sessionId: string): Promise<string> {
      return new SignJWT({ email: user.email, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(key);
    },
    /** The claims of a genuine, unexpired token; null when it is forged, expired, malformed or has no session. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
