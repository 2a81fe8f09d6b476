import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { HttpError } from '../http-error.ts';
import { buildTestApp, expectError, type TestApp } from '../testing/fixtures.ts';

/** The one error handler: 4xx carry a code and a message; anything unexpected is logged and answered 500 without detail. */
let app: TestApp;
const logged = vi.fn();

beforeAll(async () => {
  app = await buildTestApp();
  // Routes that fail on purpose, added before the app is ready; every request logs into `logged`.
  app.addHook('onRequest', async (request) => {
    request.log = { ...request.log, error: logged, info: () => undefined } as typeof request.log;
  });
  app.get('/api/test/crash', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2');
  });
  app.get('/api/test/throw-string', async () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- what a careless dependency might throw
    throw 'a bare string with internal detail';
  });
  app.get('/api/test/type-error', async () => (undefined as unknown as { x: { y: number } }).x.y);
  app.get('/api/test/bad-response', { schema: { response: { 200: z.object({ count: z.number() }) } } }, async () => ({
    count: 'secret-row-data',
  }));
  app.get('/api/test/http-error', async () => {
    throw new HttpError(404, 'product-not-found');
  });
  app.get('/api/test/unique-violation', async () => {
    throw Object.assign(new Error('duplicate key value violates unique constraint "x"'), { cause: { code: '23505' } });
  });
  app.get('/api/test/check-violation', async () => {
    throw Object.assign(new Error('new row violates check constraint'), { code: '23514' });
  });
  app.get('/api/test/pg-internal', async () => {
    throw Object.assign(new Error('could not write to file "base/1234": No space left on device'), { code: '53100' });
  });
  app.get('/api/test/teapot', async () => {
    throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
  });
  app.get('/api/test/too-many', async () => {
    throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: 429 });
  });
  await app.ready();
});
afterAll(() => app?.close());

const INTERNAL = { error: 'internal-error', message: API_ERRORS['internal-error'] };

describe('unexpected errors', () => {
  test.each(['/api/test/crash', '/api/test/throw-string', '/api/test/type-error', '/api/test/bad-response', '/api/test/pg-internal'])(
    '%s answers 500 { error: internal-error } with no detail, and is logged with it',
    async (url) => {
      logged.mockClear();
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(INTERNAL);
      expect(res.body).not.toMatch(/ECONNREFUSED|hunter2|stack|bare string|undefined|secret-row-data|No space|at /);
      expect(logged).toHaveBeenCalled();
    },
  );
});

describe('expected errors', () => {
  test('an HttpError answers its status, code and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/http-error' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'product-not-found', message: API_ERRORS['product-not-found'] });
  });

  test('a database constraint refusal is the client’s fault, without the database’s words', async () => {
    const unique = await app.inject({ method: 'GET', url: '/api/test/unique-violation' });
    expectError(unique, 409, 'bad-request');
    expect(unique.body).not.toMatch(/duplicate key|constraint/);
    const check = await app.inject({ method: 'GET', url: '/api/test/check-violation' });
    expectError(check, 400, 'bad-request');
    expect(check.body).not.toMatch(/constraint/);
  });

  test('other 4xx errors keep their status with a kebab-case code', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/test/teapot' }), 418, 'bad-request');
    expect((await app.inject({ method: 'GET', url: '/api/test/too-many' })).json()).toEqual({
      error: 'too-many-requests',
      message: API_ERRORS['too-many-requests'],
    });
  });

  test('a validation failure names the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/report', payload: {}, headers: { 'content-type': 'application/json' } });
    // Anonymous: validation runs before the guard, and still answers in the same shape.
    expectError(res, 400, 'validation-failed');
    expect((res.json() as { message: string }).message).toMatch(/^body/);
  });
});
