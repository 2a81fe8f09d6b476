/**
 * A local OpenID Connect provider that stands in for Google in tests: discovery, JWKS,
 * authorization code with PKCE, RS256 id_tokens carrying the `nonce`, userinfo. It runs over
 * plain http on 127.0.0.1 with a free port. Its login and consent screens complete by
 * themselves: every authorization signs in the configured test user and grants what is asked.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';

export interface OidcTestUser {
  /** Stable subject identifier; defaults to one derived from the email. */
  sub?: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

export interface OidcProviderOptions {
  clientId?: string;
  clientSecret?: string;
  /**
   * Exact redirect URIs the client may use. With `appUrl` instead, the callback paths of
   * better-auth's Google provider under that origin are registered.
   */
  redirectUris?: string[];
  appUrl?: string;
  user?: OidcTestUser;
  port?: number;
}

export interface OidcTestProvider {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** The user the next authorization signs in. */
  setUser: (user: OidcTestUser) => void;
  /** How many authorizations completed (a sign-in really went through the provider). */
  readonly logins: number;
  close: () => Promise<void>;
}

const CALLBACK_PATHS = ['/api/auth/callback/google', '/api/auth/oauth2/callback/google'];

const subjectOf = (user: OidcTestUser) => user.sub ?? `test-${Buffer.from(user.email.toLowerCase()).toString('hex').slice(0, 40)}`;

/** oidc-provider warns at construction about its in-memory store, which is what tests want. */
async function quietly<T>(make: () => T | Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING')) return;
    warn(...args);
  };
  try {
    return await make();
  } finally {
    console.warn = warn;
  }
}

export async function startOidcProvider(options: OidcProviderOptions = {}): Promise<OidcTestProvider> {
  const clientId = options.clientId ?? 'market-test-client';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('hex');
  const redirectUris = options.redirectUris ?? (options.appUrl ? CALLBACK_PATHS.map((p) => new URL(p, options.appUrl).toString()) : []);
  if (redirectUris.length === 0) throw new Error('startOidcProvider: give redirectUris or appUrl');

  let user: OidcTestUser = options.user ?? { email: 'google.user@example.com', name: 'Google User' };
  let logins = 0;
  const accounts = new Map<string, OidcTestUser>();

  // The port must be known before the issuer URL exists, so listen first and attach the handler after.
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server: Server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-rs256', alg: 'RS256', use: 'sig' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    // Like Google: the id_token itself carries email and name.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Explicit lifetimes (seconds); the defaults print a notice each time they are used.
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Grant: 3600, Session: 3600 },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
    },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, email: account.email, email_verified: account.emailVerified ?? true, name: account.name };
        },
      };
    },
    // Consent is automatic: whatever the client asks for is granted.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['sub', 'email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'json';
      ctx.body = out;
    },
  };

  const { default: Provider } = await quietly(() => import('oidc-provider'));
  const provider = await quietly(() => new Provider(issuer, configuration));
  const callback = provider.callback();

  handler = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)$/.exec(url.pathname);
    if (!match) {
      void callback(req, res);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'login') {
          const sub = subjectOf(user);
          accounts.set(sub, { ...user });
          logins += 1;
          await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
        } else {
          // Reached only if a grant is still missing something: grant what is missing and go on.
          const accountId = details.session?.accountId;
          if (!accountId) throw new Error('consent without a signed-in account');
          const grant = details.grantId
            ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId }))
            : new provider.Grant({ accountId, clientId });
          const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
          if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
          if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
          const grantId = await grant.save();
          await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
        }
      } catch (err) {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'interaction-failed', message: (err as Error).message }));
      }
    })();
  };

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    setUser(next) {
      user = next;
    },
    get logins() {
      return logins;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
