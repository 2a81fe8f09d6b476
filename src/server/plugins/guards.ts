import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { DEFAULT_LANG } from '#shared/language.ts';
import { BUYER_OPTION } from '#shared/constants.ts';
import type { Auth } from '../auth/better-auth.ts';
import type { TokenService } from '../auth/tokens.ts';
import { hasRole, isAdmin, type Role, type UserRow } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../http-error.ts';
import { usersRepository } from '../users/repository.ts';

/*
 * Market's guards: who is calling (a bearer access token or the session cookie), and whether they may
 * call a route at all (signed in, a role). Whose data they may touch is access.ts's.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below; absent on a route without one. `callerOf` reads it where a guard stood. */
    user?: UserRow;
    /** The session the caller is signed in with (the cookie's, or the one the bearer token was minted from). */
    sessionId?: string;
  }
}

type Deps = { auth: Auth; tokens: TokenService; db: Db };
export type Caller = { user: UserRow; sessionId: string };
/** A request as far as the guards set it. */
export type GuardedRequest = Pick<FastifyRequest, 'user' | 'sessionId'>;

/** The caller a guard let through; 401 on a route that has no guard, so a missing one fails closed. */
export function callerOf(request: GuardedRequest): Caller {
  const { user, sessionId } = request;
  if (!user || sessionId === undefined) throw unauthorized();
  return { user, sessionId };
}

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
      language: u.language ?? DEFAULT_LANG,
      suspendedAt: u.suspendedAt ?? null,
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
    // Suspending ends the user's sessions; this refuses whatever still carries one (a call made meanwhile).
    if (caller.user.suspendedAt) throw forbidden('account-suspended');
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
