import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './vite.config.ts';

const shared = { testTimeout: 60_000, hookTimeout: 120_000, pool: 'forks' } as const;

/** The server renderer's test: it renders in Node, with Preact as the built renderer does. */
const SERVER_RENDERER = 'src/web/entry-server.test.ts';

/**
 * What makes a project render with the Preact that ships (docs/decisions/008): the aliases, and the
 * libraries that import React run through Vite (not loaded by Node as they are) in their ES module
 * builds, so the aliases reach their imports too (react-router's CommonJS build, which Node's
 * conditions pick, and Testing Library's main call require('react')).
 */
const esModulesFirst = { conditions: ['module', 'node', 'development|production'] };
const inlineReactLibraries = {
  deps: {
    inline: [
      'react-router',
      '@tanstack/react-query',
      'react-hot-toast',
      'react-hook-form',
      '@hookform/resolvers',
      '@stripe/react-stripe-js',
      '@testing-library/react',
    ],
  },
};

/**
 * Three projects: `*.test.ts` in Node (server, contract, plain client logic); the client's component
 * and hook tests, `*.test.tsx`, in a DOM (happy-dom) with Testing Library, so that the server tests
 * never pay for a DOM; and the server renderer's test in Node on Preact.
 */
export default defineConfig({
  resolve: {
    alias: {
      ...reactOnPreact,
      '@testing-library/react': '@testing-library/react/dist/@testing-library/react.esm.js',
    },
  },
  test: {
    // Tests that start the server as a process run the build, made once per run (tests/support/build.ts).
    globalSetup: ['tests/support/build.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [SERVER_RENDERER],
          environment: 'node',
          ...shared,
        },
      },
      {
        extends: true,
        ssr: { resolve: esModulesFirst },
        test: { name: 'renderer', include: [SERVER_RENDERER], environment: 'node', server: inlineReactLibraries, ...shared },
      },
      {
        extends: true,
        resolve: esModulesFirst,
        test: {
          name: 'dom',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/testing/setup.ts'],
          server: inlineReactLibraries,
          ...shared,
        },
      },
    ],
  },
});
