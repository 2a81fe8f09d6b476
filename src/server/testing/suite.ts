import { afterAll, beforeAll } from 'vitest';
import { type Cast, signUpCast } from './fixtures.ts';
import { buildAppFromTemplate } from './template.ts';
import type { TestApp } from './test-app.ts';

/**
 * The set-up most server test files share: one app on a copy of the template database with the usual
 * cast of users signed up, built before the file's first test and closed after its last. `ready`
 * receives both, and may add whatever else the file needs.
 */
export function withAppAndCast(ready: (app: TestApp, cast: Cast) => void | Promise<void>, env: Record<string, string> = {}): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildAppFromTemplate(env);
    await ready(app, await signUpCast(app));
  });
  afterAll(() => app?.close());
}
