import { defineConfig } from 'vitest/config';

/**
 * Several real server processes on one PostgreSQL database and Redis (tests/cluster). One file at a
 * time: the instances of a file already use both cores, and files share the one Redis's channels.
 */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.cluster.ts'],
    environment: 'node',
    globalSetup: ['tests/support/build.ts', 'tests/cluster/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
