import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the route schemas: JSON at /api/docs/json, a page at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Market API', version: '1.0.0', description: 'Every call of the Market marketplace, under /api.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The access token from GET /api/jwt' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
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
