import { defineConfig } from 'vitest/config';

/**
 * Browser journeys (tests/e2e): each file starts the built server on a fresh data directory and a
 * headless Chromium, so files run in parallel, one per core.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/support/build.ts', 'tests/e2e/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
