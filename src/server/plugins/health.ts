import { z } from 'zod';
import { errorBody } from '#shared/schemas/common.ts';
import { NOT_READY } from '#shared/texts/errors.ts';
import type { Api } from '../api.ts';

/**
 * One part the server needs before it takes requests: the database, later Redis. The app's context
 * holds the list (`ctx.readiness`); whatever adds a part the server depends on adds its check there.
 */
export interface ReadinessCheck {
  /** The part, as the answer names it: "the database". */
  name: string;
  /** Resolves to nothing when ready, or to what is wrong (a phrase of NOT_READY); a throw means it cannot be reached. */
  check: () => Promise<string | undefined>;
}

/** A load balancer asks every few seconds and must get an answer sooner than its own time-out. */
export const CHECK_TIMEOUT_MS = 1000;

const status = z.object({ status: z.literal('ok') });
const NO_STORE = 'no-store';

/** What is wrong with one part, or undefined; never waits longer than CHECK_TIMEOUT_MS. */
async function problemOf({ name, check }: ReadinessCheck): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(NOT_READY.tooSlow), CHECK_TIMEOUT_MS);
  });
  try {
    const problem = await Promise.race([check(), tooSlow]);
    return problem && `${name} ${problem}`;
  } catch {
    return `${name} ${NOT_READY.unreachable}`;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: the process runs and answers (a liveness probe; it touches nothing else).
 * GET /api/ready: every part in ctx.readiness answers, so a load balancer may send requests here;
 * 503 naming what is not ready otherwise, and from the start of a stop on (plugins/shutdown.ts).
 * Neither is rate-limited nor needs a caller: balancers call them anonymously, often.
 */
export function healthRoutes(app: Api): void {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Whether the server process is alive (for a load balancer)', response: { 200: status } } },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server can take requests: its database reachable and migrated (for a load balancer)',
        response: { 200: status, 503: errorBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      const problems = (await Promise.all(app.ctx.readiness.map(problemOf))).filter((p) => p !== undefined);
      if (problems.length) return reply.status(503).send({ error: 'not-ready', message: `${NOT_READY.prefix}: ${problems.join('; ')}.` });
      return { status: 'ok' as const };
    },
  );
}
