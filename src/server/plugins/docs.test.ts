import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';
import { buildTestApp } from '../testing/fixtures.ts';
import { operationIdOf } from './docs.ts';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = {
  servers?: { url: string }[];
  components: { securitySchemes: Record<string, Record<string, string>>; schemas: Record<string, { required?: string[] }> };
  paths: Record<string, Record<string, Operation>>;
};

let app: TestApp;
let doc: Document;
let operations: { call: string; path: string; op: Operation }[];

beforeAll(async () => {
  app = await buildTestApp();
  doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, path, op })),
  );
});
afterAll(() => app?.close());

const find = (call: string) => operations.find((o) => o.call === call)?.op;
const schemes = (op: Operation | undefined) => (op?.security ?? []).flatMap((s) => Object.keys(s)).sort();

describe('the OpenAPI document is fit to generate a client from', () => {
  test('a server, and the cookie and bearer security schemes', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.components.securitySchemes.cookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  test('every operation has an operationId, and no two the same', () => {
    const ids = operations.map((o) => o.op.operationId);
    for (const { call, op } of operations) expect(op.operationId, call).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(find('GET /api/itemName/{id}')?.operationId).toBe('getItemNameById');
    expect(operationIdOf('POST', '/api/payments/sandbox/confirm')).toBe('postPaymentsSandboxConfirm');
    expect(operationIdOf('GET', '/api/user/sellers/:email')).toBe('getUserSellersByEmail');
  });

  test('every operation says who may call it: guarded calls name the schemes, public reads need none', () => {
    for (const { call, op } of operations) expect(op.security, call).toBeDefined();
    for (const call of ['GET /api/itemCategory', 'GET /api/itemName/{id}', 'GET /api/advertise', 'GET /api/config']) {
      expect(find(call)?.security, call).toEqual([]);
    }
    for (const call of [
      'GET /api/itemName',
      'POST /api/itemName',
      'POST /api/bookings',
      'GET /api/users',
      'PATCH /api/user/sellers/{id}',
    ]) {
      expect(schemes(find(call)), call).toEqual(['bearer', 'cookie']);
    }
    // A bearer token cannot mint its successor: /jwt takes the session cookie only.
    expect(schemes(find('GET /api/jwt'))).toEqual(['cookie']);
    // Every guarded Market call answers 401 without a caller, as the document says it needs one.
    for (const { call, op } of operations.filter((o) => !o.path.startsWith('/api/auth/') && o.op.security?.length)) {
      expect(Object.keys(op.responses), call).toContain('401');
    }
  });

  test('one parameter name per path template', () => {
    const byTemplate = new Map<string, string>();
    for (const path of Object.keys(doc.paths)) {
      const template = path.replace(/\{[^}]+\}/g, '{}');
      expect(byTemplate.get(template), path).toBeUndefined();
      byTemplate.set(template, path);
      for (const op of Object.values(doc.paths[path]!)) {
        const named = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
        expect(
          (op.parameters ?? [])
            .filter((p) => p.in === 'path')
            .map((p) => p.name)
            .sort(),
          path,
        ).toEqual(named);
      }
    }
    expect(Object.keys(doc.paths['/api/user/sellers/{id}']!).sort()).toEqual(['delete', 'get', 'patch']);
  });

  test('the sign-in calls are listed one by one, with bodies and error answers, instead of a wildcard', () => {
    expect(Object.keys(doc.paths).filter((p) => p.includes('*'))).toEqual([]);
    for (const call of [
      'POST /api/auth/sign-up/email',
      'POST /api/auth/sign-in/email',
      'POST /api/auth/sign-out',
      'GET /api/auth/get-session',
      'POST /api/auth/change-password',
      'POST /api/auth/update-user',
      'GET /api/auth/list-sessions',
      'POST /api/auth/revoke-session',
    ]) {
      const op = find(call);
      expect(op, call).toBeDefined();
      expect(op!.responses['200'], call).toBeDefined();
      if (call.startsWith('POST') && !call.endsWith('sign-out')) expect(op!.requestBody, call).toBeDefined();
      if (!call.endsWith('get-session'))
        expect(
          Object.keys(op!.responses).some((s) => s.startsWith('4')),
          call,
        ).toBe(true);
    }
    expect(find('POST /api/auth/sign-in/email')?.security).toEqual([]);
    expect(schemes(find('POST /api/auth/sign-out'))).toEqual(['cookie']);
  });

  test('a call with input lists a 4xx answer in the { error, message } shape', () => {
    expect(doc.components.schemas.Error?.required).toEqual(['error', 'message']);
    for (const { call, op } of operations.filter((o) => o.op.parameters?.length || o.op.requestBody)) {
      const failures = Object.keys(op.responses).filter((s) => s.startsWith('4'));
      expect(failures.length, call).toBeGreaterThan(0);
      for (const status of failures) {
        const schema = JSON.stringify(op.responses[status]?.content?.['application/json']?.schema ?? {});
        expect(schema, `${call} ${status}`).toMatch(/"error"|#\/components\/schemas\/Error/);
      }
    }
  });
});
