import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { HttpError } from '../http-error.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** Postgres error codes that mean the input was wrong, not the server. */
const PG_INPUT_ERRORS: Record<string, [number, keyof typeof API_ERRORS]> = {
  '22P02': [400, 'bad-request'],
  // A NUL character (or a byte sequence the database cannot store) in a text field.
  '22021': [400, 'bad-request'],
  '22P05': [400, 'bad-request'],
  '22001': [400, 'bad-request'],
  '22003': [400, 'bad-request'],
  '23503': [409, 'bad-request'],
  '23505': [409, 'bad-request'],
  '23514': [400, 'bad-request'],
};

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.cause?.code === 'string' ? e.cause.code : e.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

function describeValidation(err: FastifyError): string {
  const issues = (err.validation ?? []) as ValidationIssue[];
  const first = issues[0];
  if (!first) return API_ERRORS['validation-failed'];
  const where = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const context = err.validationContext ?? 'body';
  return `${context}${where ? `.${where}` : ''}: ${first.message ?? 'is not valid'}`;
}

/** One error handler: 4xx carry a code and a message; 5xx are logged and answered without detail. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
      return reply.status(err.statusCode).send({ error: err.code, message: err.message });
    }
    if (err.validation) {
      return reply.status(400).send({ error: 'validation-failed', message: describeValidation(err) });
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ error: 'invalid-json', message: API_ERRORS['invalid-json'] });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return reply.status(413).send({ error: 'payload-too-large', message: API_ERRORS['payload-too-large'] });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.status(415).send({ error: 'unsupported-media-type', message: API_ERRORS['unsupported-media-type'] });
    }
    if (err.statusCode === 429) {
      return reply.status(429).send({ error: 'too-many-requests', message: API_ERRORS['too-many-requests'] });
    }
    const pg = pgCode(err);
    if (pg && PG_INPUT_ERRORS[pg]) {
      const [status, code] = PG_INPUT_ERRORS[pg];
      request.log.info({ pg }, 'database refused input');
      return reply.status(status).send({ error: code, message: API_ERRORS[code] });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: 'bad-request', message: err.message || API_ERRORS['bad-request'] });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'internal-error', message: API_ERRORS['internal-error'] });
  });
}

/**
 * Errors Fastify raises while routing, before any handler or hook runs (a path that is not valid
 * percent-encoding, a path parameter longer than the router takes): the same `{ error, message }`.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ error: 'uri-too-long', message: API_ERRORS['uri-too-long'] });
    return;
  }
  void reply.status(400).send({ error: 'bad-request', message: API_ERRORS['bad-request'] });
}
