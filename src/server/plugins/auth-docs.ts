import { z } from 'zod';
import {
  authSession,
  authSessionList,
  authStatus,
  changePasswordBody,
  oauthStart,
  oauthStartBody,
  profileUpdateBody,
  revokeSessionBody,
  signedIn,
  signedOut,
  signedUp,
  signInBody,
  signUpBody,
} from '#shared/schemas/auth.ts';

/*
 * The sign-in library's calls (better-auth, mounted at /api/auth by plugins/auth-proxy.ts) that Market's
 * client makes, for the OpenAPI document (plugins/docs.ts). The mount is one wildcard route, so its calls
 * are listed here; their bodies and answers are the shared zod schemas of src/shared/schemas/auth.ts.
 */

type Json = Record<string, unknown>;
type Security = Record<string, string[]>[];

const COOKIE: Security = [{ cookie: [] }];
const PUBLIC: Security = [];

interface AuthCall {
  method: 'get' | 'post';
  path: string;
  operationId: string;
  summary: string;
  security: Security;
  body?: z.ZodType;
  answer: { description: string; schema: z.ZodType };
  /** The error statuses the call can answer, each as `{ error, message }`. */
  errors: number[];
}

const CALLS: AuthCall[] = [
  {
    method: 'post',
    path: '/sign-up/email',
    operationId: 'signUpEmail',
    summary: 'Create an account with email and password, and sign in',
    security: PUBLIC,
    body: signUpBody,
    answer: { description: 'Signed up and in; the session cookie is set', schema: signedUp },
    errors: [400, 403, 422, 429],
  },
  {
    method: 'post',
    path: '/sign-in/email',
    operationId: 'signInEmail',
    summary: 'Sign in with email and password',
    security: PUBLIC,
    body: signInBody,
    answer: { description: 'Signed in; the session cookie is set', schema: signedIn },
    errors: [400, 401, 403, 429],
  },
  {
    method: 'post',
    path: '/sign-in/oauth2',
    operationId: 'signInOAuth2',
    summary: 'Start signing in with Google: answers the address to send the browser to',
    security: PUBLIC,
    body: oauthStartBody,
    answer: { description: 'The authorization address', schema: oauthStart },
    errors: [400, 403, 404, 429],
  },
  {
    method: 'post',
    path: '/sign-out',
    operationId: 'signOut',
    summary: 'Sign out: ends the session and clears the cookie',
    security: COOKIE,
    answer: { description: 'Signed out', schema: signedOut },
    errors: [400, 401, 403, 429],
  },
  {
    method: 'get',
    path: '/get-session',
    operationId: 'getSession',
    summary: 'The current session and its user, or null when not signed in',
    security: [{}, ...COOKIE],
    answer: { description: 'The session, or null', schema: authSession },
    errors: [],
  },
  {
    method: 'post',
    path: '/change-password',
    operationId: 'changePassword',
    summary: "Change the signed-in user's password; ends every other session",
    security: COOKIE,
    body: changePasswordBody,
    answer: { description: 'Changed', schema: signedUp },
    errors: [400, 401, 403, 429],
  },
  {
    method: 'post',
    path: '/update-user',
    operationId: 'updateUser',
    summary: "Change the signed-in user's name, photo or account option",
    security: COOKIE,
    body: profileUpdateBody,
    answer: { description: 'Changed', schema: authStatus },
    errors: [400, 401, 403, 429],
  },
  {
    method: 'get',
    path: '/list-sessions',
    operationId: 'listSessions',
    summary: "The signed-in user's sessions",
    security: COOKIE,
    answer: { description: 'The sessions', schema: authSessionList },
    errors: [401],
  },
  {
    method: 'post',
    path: '/revoke-session',
    operationId: 'revokeSession',
    summary: 'End one of the signed-in user’s sessions, by its token',
    security: COOKIE,
    body: revokeSessionBody,
    answer: { description: 'Ended', schema: authStatus },
    errors: [400, 401, 403, 429],
  },
];

/** A zod schema as OpenAPI 3.0's JSON Schema, as the transform of Market's own routes writes them. */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Json;
  return rest;
};
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

/** The paths of the sign-in calls, their errors given by `errorResponse` (the document's shared `Error`). */
export function authPaths(errorResponse: (status: number) => Json): Record<string, Record<string, Json>> {
  const paths: Record<string, Record<string, Json>> = {};
  for (const call of CALLS) {
    const responses: Json = { '200': { description: call.answer.description, ...json(jsonSchema(call.answer.schema, 'output')) } };
    for (const status of call.errors) responses[String(status)] = errorResponse(status);
    (paths[`/api/auth${call.path}`] ??= {})[call.method] = {
      operationId: call.operationId,
      summary: call.summary,
      tags: ['auth'],
      security: call.security,
      ...(call.body ? { requestBody: { required: true, ...json(jsonSchema(call.body, 'input')) } } : {}),
      responses,
    };
  }
  return paths;
}
