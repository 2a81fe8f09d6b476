import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a proxy's id may look like to be kept. It is written into every log line of the request, so
 * nothing that could break a line, forge a field or flood the log gets in.
 */
const WELL_FORMED = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id (Fastify's genReqId): the X-Request-Id a proxy in front already gave it, so one id
 * follows the request through the proxy's log and ours; a new one when there is none, or when what
 * came is not well-formed (then a person reading the log never mistakes it for the caller's).
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/** Every answer says its request's id, so a person reporting a problem can quote it and we can find its log lines. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/** The same for the answers Fastify gives before any hook runs (a path it cannot route: see plugins/errors.ts). */
export function withRequestId(handler: (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => void) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    reply.header(REQUEST_ID_HEADER, request.id);
    handler(err, request, reply);
  };
}
