import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { profileUpdate, signUpFields } from '#shared/schemas/auth.ts';
import type { Auth } from '../auth/better-auth.ts';
import { assertStoredPhotos, type ImageStore } from '../images/store/store.ts';
import { badRequest, validationFailed } from '../http-error.ts';
import { type Limit, limitNamesOf, named } from './limits.ts';
import { urlOnOrigin } from './origins.ts';

/*
 * The sign-in library's own routes at /api/auth/*, passed through to it as Fetch requests, with Market's
 * rate limits and body checks first and its { error, message } answers after.
 */

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

/**
 * The limits a write (POST) to the library passes before the library sees it: `all` of them, then its
 * path's under /api/auth (`/sign-in/email`) from `byPath`, or `otherwise` for a path not listed there,
 * so that a call the library adds is limited too. Reads (GET) pass none.
 */
export interface AuthLimits {
  all: Limit[];
  byPath: Record<string, Limit[]>;
  otherwise: Limit[];
}

export interface AuthRouteOptions {
  limits: AuthLimits;
  /** The origin the request was made to (plugins/origins.ts). */
  origin: (request: FastifyRequest) => string;
  /** The image store a profile photo must be in (images/store). */
  images: ImageStore;
}

/**
 * The path of an auth call under /api/auth, without its query, as the library will see it: the URL
 * handed to it resolves `.` and `..` segments, so `/sign-in/./email` is the sign-in and meets its limits.
 */
const authPath = (url: string) => new URL(url, 'http://market.invalid').pathname.slice('/api/auth'.length);

/**
 * Market's rules for the library's calls, on the parsed body: the fields it would store unchecked
 * (name, photo) validated like Market's own; a password change always ends the user's other sessions,
 * so whatever stole one of them (or a token minted from it) stops working.
 */
async function checkAuthBody(path: string, body: unknown, images: ImageStore): Promise<unknown> {
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
    if (typeof image === 'string') await assertStoredPhotos(images, [image]);
    return parsed.data;
  }
  if (path === '/change-password') return { ...body, revokeOtherSessions: true };
  return body;
}

/** Mounts better-auth's own routes at /api/auth/*, passing requests through as Fetch requests. */
export function mountAuthRoutes(app: FastifyInstance, auth: Auth, options: AuthRouteOptions) {
  const { all, byPath, otherwise } = options.limits;
  const limitsOf = (request: FastifyRequest): Limit[] => {
    if (request.method !== 'POST') return [];
    const path = authPath(request.url);
    return [...all, ...(Object.hasOwn(byPath, path) ? byPath[path]! : otherwise)];
  };
  const everyLimit = [...all, ...Object.values(byPath).flat(), ...otherwise];
  const limitCalls = named([...new Set(everyLimit.flatMap(limitNamesOf))], async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of limitsOf(request)) await limit(request, reply);
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    preHandler: limitCalls,
    async handler(request: FastifyRequest, reply: FastifyReply) {
      // The address the request was made to, so that the library trusts the page it came from (plugins/origins.ts).
      const url = urlOnOrigin(options.origin(request), request.url);
      const headers = fromNodeHeaders(request.headers);
      let body: string | undefined;
      if (request.method !== 'GET' && request.body !== undefined) {
        // The database cannot store a NUL character; refuse it here rather than fail in the library.
        if (hasNul(request.body)) throw badRequest('bad-request');
        const checked = await checkAuthBody(authPath(request.url), request.body, options.images);
        try {
          body = typeof checked === 'string' ? checked : JSON.stringify(checked);
        } catch {
          throw badRequest('bad-request'); // nested too deeply to write back out
        }
      }
      const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
      for (const limit of limitsOf(request)) await limit.settle?.(request, response.status);
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
