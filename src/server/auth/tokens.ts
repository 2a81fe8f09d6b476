import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'market';
// Short: a token outlives sign-out until it expires; after that the session cookie still works.
const LIFETIME = '1h';

/** The short-lived `/jwt` access token of SPEC §7, signed with the server's secret. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(`${secret}:access-token`);
  return {
    async sign(user: { id: string; email: string }): Promise<string> {
      return new SignJWT({ email: user.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(key);
    },
    /** The user id the token was issued to, or null when it is forged, expired or malformed. */
    async verify(token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
