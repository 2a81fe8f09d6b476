import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { authPaths } from './auth-docs.ts';

/**
 * Who may call a route, for the document: `public` (anyone), `user` (session cookie or bearer token),
 * `cookie` (the session cookie only). Routes may say so with `config: { auth }`; otherwise a route
 * under /api with a preHandler is taken to be behind a guard (plugins/guards.ts), and one without to be public.
 */
export type RouteAuth = 'public' | 'user' | 'cookie';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, as the OpenAPI document says (plugins/docs.ts). */
    auth?: RouteAuth;
  }
}

type Json = Record<string, unknown>;
type Operation = Json & { operationId?: string; parameters?: Json[]; responses?: Record<string, unknown>; security?: unknown };
type Document = Json & { paths: Record<string, Record<string, Operation>>; components: Json & { schemas?: Json } };

const USER_SECURITY = [{ cookie: [] }, { bearer: [] }];
const COOKIE_SECURITY = [{ cookie: [] }];
const ERROR_REF = { $ref: '#/components/schemas/Error' };

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const camel = (s: string) => s.replace(/[-_.]+(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * A stable, readable operationId from the method and the route's path: `GET /api/itemName/:id` is
 * `getItemNameById`, `POST /api/payments/sandbox/confirm` is `postPaymentsSandboxConfirm`.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
  const words = segments.map((s) => (s.startsWith(':') ? `By${upperFirst(camel(s.slice(1)))}` : upperFirst(camel(s))));
  return method.toLowerCase() + words.join('');
}

/** Who may call the route: its explicit marker, else whether a guard (a preHandler) stands before it. */
function routeAuth(app: FastifyInstance, route: RouteOptions): RouteAuth {
  const marked = route.config?.auth;
  if (marked) return marked;
  const handlers = [route.preHandler].flat().filter(Boolean);
  if (!handlers.length) return 'public';
  // The guard that takes the session cookie only (GET /api/jwt); the app's context is there by the time the document is made.
  const cookieOnly: unknown = app.hasDecorator('ctx') ? app.ctx.guards.sessionCookie : undefined;
  return handlers.some((h) => h === cookieOnly) ? 'cookie' : 'user';
}

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [String(s), { description: ERROR_TEXT[s] ?? 'Error', ...json(ERROR_REF) }]));
const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input',
  401: 'Not signed in, or wrong email or password',
  403: 'Not allowed, or an untrusted origin',
  404: 'Not found',
  409: 'The state forbids it',
  422: 'The account exists already',
  429: 'Rate limited',
};
/** One parameter name per path template: `/user/sellers/{email}` (GET) and `/user/sellers/{id}` (PATCH) become one path. */
function mergeParameterNames(doc: Document): void {
  const groups = new Map<string, string[]>();
  for (const p of Object.keys(doc.paths)) {
    const template = p.replace(/\{[^}]+\}/g, '{}');
    groups.set(template, [...(groups.get(template) ?? []), p]);
  }
  for (const paths of groups.values()) {
    if (paths.length < 2) continue;
    // The id names the resource; a call that takes an email in its place says so in its parameter's description.
    const target = paths.find((p) => /\{id\}/.test(p)) ?? paths[0]!;
    const targetNames = [...target.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const merged: Record<string, Operation> = {};
    for (const p of paths) {
      const names = [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      for (const [method, op] of Object.entries(doc.paths[p]!)) {
        for (const param of op.parameters ?? []) {
          const i = param.in === 'path' ? names.indexOf(param.name as string) : -1;
          if (i < 0 || names[i] === targetNames[i]) continue;
          param.description ??= `This call takes the ${String(param.name)} here, where the path's other calls take the ${targetNames[i]}.`;
          param.name = targetNames[i];
        }
        merged[method] = op;
      }
    }
    // In the place of the first of them, so the document keeps the order of the routes.
    doc.paths = Object.fromEntries(
      Object.entries(doc.paths).flatMap(([p, ops]) => (p === paths[0] ? [[target, merged]] : paths.includes(p) ? [] : [[p, ops]])),
    );
  }
}

/** The document as clients need it: servers, security schemes, the sign-in calls, a 4xx wherever a call can fail. */
function finish(doc: Document): Document {
  const paths = { ...doc.paths };
  delete paths['/api/auth/{*}']; // the wildcard mount; its calls are listed one by one below
  doc.paths = paths;
  mergeParameterNames(doc);
  Object.assign(
    doc.paths,
    authPaths((status) => errors(status)[String(status)]!),
  );
  doc.components.schemas = {
    ...doc.components.schemas,
    Error: {
      type: 'object',
      description: 'Every error (product §8); the sign-in calls add the library’s own `code`.',
      properties: { error: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' } },
      required: ['error', 'message'],
    },
  };
  const seen = new Set<string>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      // Routes the transform did not name (several methods on one route, say) are named here; a repeat gets a number.
      const id = op.operationId ?? operationIdOf(method, path.replace(/\{([^}]+)\}/g, ':$1'));
      let unique = id;
      for (let n = 2; seen.has(unique); n++) unique = `${id}${n}`;
      op.operationId = unique;
      seen.add(unique);
      // A call with input (parameters or a body) can be refused for bad input.
      const responses = (op.responses ??= {});
      const canFail = Boolean(op.parameters?.length || op.requestBody);
      if (canFail && !Object.keys(responses).some((s) => s.startsWith('4'))) responses['400'] = errors(400)['400'];
    }
  }
  return doc;
}

/** The OpenAPI document, generated from the route schemas: JSON at /api/docs/json, a page at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Market API',
        version: '1.0.0',
        description: 'Every call of the Market marketplace, under /api.',
      },
      servers: [{ url: '/', description: 'The origin that serves this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from GET /api/jwt' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token', description: 'The session cookie set at sign-in' },
        },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const { route, url } = input;
      const methods = [route.method].flat();
      if (methods.length !== 1 || !url.startsWith('/api/') || url.startsWith('/api/auth/')) return out;
      const auth = routeAuth(app, route);
      const schema: Json = { ...out.schema };
      schema.operationId ??= operationIdOf(methods[0]!, url);
      schema.security = auth === 'public' ? [] : auth === 'cookie' ? COOKIE_SECURITY : USER_SECURITY;
      return { ...out, schema };
    },
    transformObject: (input) =>
      'openapiObject' in input
        ? (finish(input.openapiObject as unknown as Document) as unknown as typeof input.openapiObject)
        : input.swaggerObject,
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html').send(docsPage(app)));
}

/** A plain readable page of the document (no third-party scripts, so the CSP stays strict). */
function docsPage(app: FastifyInstance): string {
  const doc = app.swagger() as { paths?: Record<string, Record<string, { summary?: string; tags?: string[] }>> };
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const rows = Object.entries(doc.paths ?? {})
    .flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ p, method, op })))
    .map(
      ({ p, method, op }) =>
        `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${esc(p)}</code></td><td>${esc(op.summary ?? '')}</td><td>${esc((op.tags ?? []).join(', '))}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Market API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}code{font-size:.95em}</style>
</head><body><h1>Market API</h1><p>The machine-readable document is at <a href="/api/docs/json">/api/docs/json</a> (OpenAPI 3).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Area</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}
