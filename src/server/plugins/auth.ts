import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { BUYER_OPTION } from '#shared/constants.ts';
import { API_ERRORS } from '#shared/messages.ts';
import type { Auth } from '../auth/better-auth.ts';
import type { TokenService } from '../auth/tokens.ts';
import { hasRole, isAdmin, type Role, type UserRow } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import { user as users } from '../db/schema.ts';
import { badRequest, forbidden, unauthorized } from '../http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below; present in every handler behind one. */
    user: UserRow;
  }
}

/** Who is calling: a valid bearer access token, else the session cookie, else nobody. */
export async function resolveUser(
  request: FastifyRequest,
  deps: { auth: Auth; tokens: TokenService; db: Db },
): Promise<UserRow | null> {
  const header = request.headers.authorization;
  if (header && /^bearer\s+/i.test(header)) {
    const userId = await deps.tokens.verify(header.replace(/^bearer\s+/i, '').trim());
    if (userId) {
      const [row] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    }
  }
  // The session lookup reads the user row already (with Market's fields), so it is not read twice.
  const session = await deps.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const u = session.user;
  return {
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
  };
}

export interface Guards {
  signedIn: preHandlerAsyncHookHandler;
  /** The role's guard; `orAdmin` also lets admins through (they read and moderate anyone's data). */
  role(role: Role, options?: { orAdmin?: boolean }): preHandlerAsyncHookHandler;
}

export function createGuards(deps: { auth: Auth; tokens: TokenService; db: Db }): Guards {
  const load = async (request: FastifyRequest) => {
    const found = await resolveUser(request, deps);
    if (!found) throw unauthorized();
    request.user = found;
    return found;
  };
  return {
    signedIn: async (request) => {
      await load(request);
    },
    role: (role, options) => async (request) => {
      const u = await load(request);
      if (hasRole(u, role)) return;
      if (options?.orAdmin && isAdmin(u)) return;
      throw forbidden();
    },
  };
}

/** Own data only, except for admins, who may read anyone's (DESIGN §4). */
export function assertSelfOrAdmin(request: FastifyRequest, email: string): void {
  if (isAdmin(request.user)) return;
  if (request.user.email.toLowerCase() !== email.toLowerCase()) throw forbidden('email-mismatch');
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

/** Mounts better-auth's own routes at /api/auth/*, passing requests through as Fetch requests. */
export function mountAuthRoutes(app: FastifyInstance, auth: Auth, config: { publicUrl: string }, hooks: { onRequest?: preHandlerAsyncHookHandler[] } = {}) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    onRequest: hooks.onRequest,
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(request.url, config.publicUrl);
      const headers = fromNodeHeaders(request.headers);
      let body: string | undefined;
      if (request.method !== 'GET' && request.body !== undefined) {
        // The database cannot store a NUL character; refuse it here rather than fail in the library.
        if (hasNul(request.body)) throw badRequest('bad-request');
        try {
          body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
        } catch {
          throw badRequest('bad-request'); // nested too deeply to write back out
        }
      }
      const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
      if (response.status >= 500) {
        request.log.error({ status: response.status, body: await response.text() }, 'auth library failed');
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
