import { defineConfig } from 'vitest/config';

const shared = { testTimeout: 60_000, hookTimeout: 120_000, pool: 'forks' } as const;

/**
 * Two projects: `*.test.ts` in Node (server, contract, plain client logic), and the client's
 * component and hook tests, `*.test.tsx`, in a DOM (happy-dom) with Testing Library, so that the
 * server tests never pay for a DOM.
 */
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'node', include: ['src/**/*.test.ts'], environment: 'node', ...shared } },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/testing/setup.ts'],
          ...shared,
        },
      },
    ],
  },
});
