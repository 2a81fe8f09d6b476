import type { Api } from './api.ts';

let baseline = '[]';

/** The body the baseline route answers with: the benchmark sets it to a listing of the same size. */
export function setBaselinePayload(json: string): void {
  baseline = json;
}

/** Fixed JSON with no database and no validation: what the server costs without any work. */
export function benchRoutes(app: Api): void {
  app.get('/bench/baseline', { schema: { hide: true } }, async (_request, reply) => reply.type('application/json').send(baseline));
}
