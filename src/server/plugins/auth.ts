import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { BUYER_OPTION } from '#shared/constants.ts';
import { API_ERRORS } from '#shared/texts/errors.ts';
import type { Auth } from '../auth/better-auth.ts';
import type { TokenService } from '../auth/tokens.ts';
import { hasRole, isAdmin, type Role, type UserRow } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import { badRequest, forbidden, unauthorized, validationFailed } from '../http-error.ts';
import { usersRepository } from '../users/repository.ts';
import { profileUpdate, signUpFields } from '#shared/schemas/users.ts';
import type { Limit } from './limits.ts';
import { requestOrigin } from './origins.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below; present in every handler behind one. */
    user: UserRow;
    /** The session the caller is signed in with (the cookie's, or the one the bearer token was minted from). */
    sessionId: string;
  }
}

type Deps = { auth: Auth; tokens: TokenService; db: Db };
type Caller = { user: UserRow; sessionId: string };

/** The user of a bearer token, while the session it was minted from lives: sign-out, revocation or deletion ends it. */
async function callerFromToken(token: string, deps: Deps): Promise<Caller | null> {
  const claims = await deps.tokens.verify(token);
  if (!claims) return null;
  const user = await usersRepository(deps.db).findByLiveSession(claims.sessionId, claims.userId);
  return user ? { user, sessionId: claims.sessionId } : null;
}

/** The user of the session cookie. The lookup reads the user row already (with Market's fields), so it is not read twice. */
async function callerFromCookie(request: FastifyRequest, deps: Deps): Promise<Caller | null> {
  const found = await deps.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) return null;
  const u = found.user;
  return {
    sessionId: found.session.id,
    user: {
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: u.emailVerified,
      image: u.image ?? null,
      createdAt: u.createdAt,
      updatedAt: u.updatedAt,
      option: u.option ?? BUYER_OPTION,
      role: u.role ?? null,
      status: u.status ?? null,
    },
  };
}

/** Who is calling: a live bearer access token, else the session cookie, else nobody. */
export async function resolveCaller(request: FastifyRequest, deps: Deps): Promise<Caller | null> {
  const header = request.headers.authorization;
  if (header && /^bearer\s+/i.test(header)) {
    const caller = await callerFromToken(header.replace(/^bearer\s+/i, '').trim(), deps);
    if (caller) return caller;
  }
  return callerFromCookie(request, deps);
}

export interface Guards {
  signedIn: preHandlerAsyncHookHandler;
  /** Signed in with the session cookie itself: a bearer token cannot stand in (it cannot renew itself at /jwt). */
  sessionCookie: preHandlerAsyncHookHandler;
  /** The role's guard; `orAdmin` also lets admins through (they read and moderate anyone's data). */
  role: (role: Role, options?: { orAdmin?: boolean }) => preHandlerAsyncHookHandler;
}

export function createGuards(deps: Deps): Guards {
  const load = async (request: FastifyRequest, caller: Caller | null) => {
    if (!caller) throw unauthorized();
    request.user = caller.user;
    request.sessionId = caller.sessionId;
    return caller.user;
  };
  return {
    signedIn: async (request) => {
      await load(request, await resolveCaller(request, deps));
    },
    sessionCookie: async (request) => {
      await load(request, await callerFromCookie(request, deps));
    },
    role: (role, options) => async (request) => {
      const u = await load(request, await resolveCaller(request, deps));
      if (hasRole(u, role)) return;
      if (options?.orAdmin && isAdmin(u)) return;
      throw forbidden();
    },
  };
}

/** Whether any key or string in a parsed JSON body holds a NUL character (iterative: bodies may nest deeply). */
function hasNul(body: unknown): boolean {
  const pending = [body];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string' && value.includes('\u0000')) return true;
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k.includes('\u0000')) return true;
        pending.push(v);
      }
    }
  }
  return false;
}

export interface AuthRouteOptions {
  /** Limits each call passes before the library sees it, by its path under /api/auth (e.g. `/sign-in/email`). */
  limits: Record<string, Limit[]>;
  /** Whether a photo URL is one Market's image store issued. */
  issuedImage: (url: string) => boolean;
}

/** The path of an auth call under /api/auth, without its query. */
const authPath = (url: string) => url.slice('/api/auth'.length).split('?')[0] ?? '';

/**
 * Market's rules for the library's calls, on the parsed body: the fields it would store unchecked
 * (name, photo) validated like Market's own; a password change always ends the user's other sessions,
 * so whatever stole one of them (or a token minted from it) stops working.
 */
function checkAuthBody(path: string, body: unknown, issuedImage: (url: string) => boolean): unknown {
  // A body that is not a JSON object (text, a form) goes on to the library, which refuses it.
  if (!body || typeof body !== 'object') return body;
  const schema = path === '/sign-up/email' ? signUpFields : path === '/update-user' ? profileUpdate : null;
  if (schema) {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw issue ? validationFailed(['body', ...issue.path].join('.'), issue.message) : badRequest('validation-failed');
    }
    const image = (parsed.data as { image?: string | null }).image;
    if (typeof image === 'string' && !issuedImage(image)) throw badRequest('image-not-ours');
    return parsed.data;
  }
  if (path === '/change-password') return { ...body, revokeOtherSessions: true };
  return body;
}

/** Mounts better-auth's own routes at /api/auth/*, passing requests through as Fetch requests. */
export function mountAuthRoutes(app: FastifyInstance, auth: Auth, options: AuthRouteOptions) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    preHandler: async (request, reply) => {
      for (const limit of options.limits[authPath(request.url)] ?? []) await limit(request, reply);
    },
    async handler(request: FastifyRequest, reply: FastifyReply) {
      // The address the request was made to, so that the library trusts the page it came from (plugins/origins.ts).
      const url = new URL(request.url, requestOrigin(request));
      const headers = fromNodeHeaders(request.headers);
      let body: string | undefined;
      if (request.method !== 'GET' && request.body !== undefined) {
        // The database cannot store a NUL character; refuse it here rather than fail in the library.
        if (hasNul(request.body)) throw badRequest('bad-request');
        const checked = checkAuthBody(authPath(request.url), request.body, options.issuedImage);
        try {
          body = typeof checked === 'string' ? checked : JSON.stringify(checked);
        } catch {
          throw badRequest('bad-request'); // nested too deeply to write back out
        }
      }
      const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
      if (response.status >= 500) {
        // The library's error body may hold the user's row: log the status only.
        request.log.error({ status: response.status, path: url.pathname }, 'auth library failed');
        return reply.status(500).send({ error: 'internal-error', message: API_ERRORS['internal-error'] });
      }
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status >= 400 && response.headers.get('content-type')?.includes('application/json')) {
        // better-auth answers { code, message }; Market's clients read { error, message }.
        try {
          const parsed = JSON.parse(text) as { code?: string; message?: string };
          return reply.send({
            error: (parsed.code ?? 'bad-request').toLowerCase().replaceAll('_', '-'),
            message: parsed.message ?? API_ERRORS['bad-request'],
            code: parsed.code,
          });
        } catch {
          // fall through with the original text
        }
      }
      return reply.send(text || null);
    },
  });
}
