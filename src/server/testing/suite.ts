import { afterAll, beforeAll } from 'vitest';
import { type Cast, signUpCast } from './accounts.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

type Env = Record<string, string> | (() => Record<string, string>);

/**
 * The set-up most server test files share: one app (buildTestApp) with the usual cast of users signed up,
 * built before the file's first test and closed after its last. `ready` receives both, and may add
 * whatever else the file needs. `env` may be a function, read when the app is built (after the file's
 * earlier beforeAll hooks, which may start what the app needs).
 */
export function withAppAndCast(ready: (app: TestApp, cast: Cast) => void | Promise<void>, env: Env = {}): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp(typeof env === 'function' ? env() : env);
    await ready(app, await signUpCast(app));
  });
  afterAll(() => app?.close());
}
