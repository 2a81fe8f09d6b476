import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { validationIn } from '#shared/texts/in-language.ts';
import { HttpError } from '../http-error.ts';
import type { Lang } from '#shared/language.ts';
import { requestLang, textsFor } from '../language.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  /** A zod issue's code and the rest of it (fastify-type-provider-zod), for its words in another language. */
  keyword?: string;
  params?: Record<string, unknown>;
}

/** zod's own words for a refusal its schema gave no message of its own, by language (English is zod's default). */
const ZOD_WORDS = { bn: z.locales.bn() };

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

/**
 * The first refused field and why, in the caller's language: a schema's own sentence by its catalogue id,
 * zod's generic one in zod's words for the language. The field's path stays as the API names it.
 */
function describeValidation(err: FastifyError, request: FastifyRequest): string {
  const lang = requestLang(request.headers['accept-language']);
  const issues = (err.validation ?? []) as ValidationIssue[];
  const first = issues[0];
  if (!first) return textsFor(lang).API_ERRORS['validation-failed'];
  const where = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const context = err.validationContext ?? 'body';
  const english = first.message ?? 'is not valid';
  const why = lang === 'en' ? english : (validationIn(english, textsFor(lang)) ?? zodWords(lang, first, english));
  return `${context}${where ? `.${where}` : ''}: ${why}`;
}

/** A zod issue without a message of its schema's own, in zod's words for `lang`; as it came when zod has none. */
function zodWords(lang: Exclude<Lang, 'en'>, issue: ValidationIssue, english: string): string {
  if (!issue.keyword) return english;
  const words = ZOD_WORDS[lang].localeError({ ...issue.params, code: issue.keyword } as never);
  return typeof words === 'string' ? words : (words?.message ?? english);
}

/**
 * An error's `{ error, message }` in the caller's language (Accept-Language): each handler answers with the
 * English catalogue's sentence for its code, and this puts the same id's sentence of the caller's catalogue
 * in its place. A message of any other words (the auth library's own) is left as it is.
 */
export function registerErrorLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload;
    const { error, message } = payload as { error?: unknown; message?: unknown };
    const lang = requestLang(request.headers['accept-language']);
    if (lang === 'en' || typeof error !== 'string' || !Object.hasOwn(API_ERRORS, error)) return payload;
    const code = error as keyof typeof API_ERRORS;
    return message === API_ERRORS[code] ? { ...payload, message: textsFor(lang).API_ERRORS[code] } : payload;
  });
}

/** One error handler: 4xx carry a code and a message; 5xx are logged and answered without detail. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
      return reply.status(err.statusCode).send({ error: err.code, message: err.message });
    }
    if (err.validation) {
      return reply.status(400).send({ error: 'validation-failed', message: describeValidation(err, request) });
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
