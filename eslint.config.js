// ESLint: TypeScript with type information, React hooks, accessibility of JSX, and the boundaries
// between the client (src/web), the server (src/server) and their contract (src/shared).
// Formatting is Prettier's job (docs/decisions/005), so eslint-config-prettier comes last.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noInlineText } from './scripts/lint/no-inline-text.js';

// Regular expressions: in the gitignore-style `group` patterns a leading # starts a comment.
const serverImports = { regex: '(^#server/|/server/)', message: 'src/web and src/shared never import the server.' };
const webImports = { regex: '(^#web/|/web/)', message: 'src/server and src/shared never import the client.' };
// A screen takes its words from its page's language (useTexts(), src/web/i18n/locale.tsx); a record imported
// directly would be English on a Bangla page. Types, and laptop.ts (a name, no words), may be imported.
const textImports = {
  regex: '^#shared/texts/(?!laptop\\.ts$|catalogue\\.ts$)',
  allowTypeImports: true,
  message: "A screen's words come from useTexts() (src/web/i18n/locale.tsx), in its page's language.",
};
// A type of the schema reaches no database, so type imports are allowed everywhere in the server.
const databaseImports = [
  {
    regex: '^drizzle-orm',
    allowTypeImports: true,
    message: "The ORM is used in repositories and cross-resource modules only (architecture §3): call the resource's repository.",
  },
  {
    regex: '/db/schema\\.ts$',
    allowTypeImports: true,
    message: "The schema is used in repositories and cross-resource modules only (architecture §3): call the resource's repository.",
  },
];
/** Where the server reaches the database: docs/architecture.md §3 names these places. */
const databasePlaces = [
  'src/server/*/repository.ts',
  // The products' repository in several files: the read model, the search.
  'src/server/products/read-model.ts',
  'src/server/products/search.ts',
  // The reviews' repository in two files: the trusted seller's rule, which the search reads too.
  'src/server/reviews/standing.ts',
  // Rules that write several resources' tables in one transaction.
  'src/server/sales/record-sale.ts',
  'src/server/products/delete-product.ts',
  'src/server/users/delete-user.ts',
  'src/server/users/suspend-user.ts',
  'src/server/phones/verify.ts',
  // The database itself, the sign-in library's adapter, backups and restores, the job queue's
  // statements inside a transaction of the app's.
  'src/server/db/**',
  'src/server/jobs/boss.ts',
  'src/server/auth/better-auth.ts',
  'src/server/backup/**',
  // Tests read and write rows directly to set up and check what they test.
  'src/server/**/*.test.ts',
  'src/server/testing/**',
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'data/', 'src/web/public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Fastify hooks and React Router loaders are async by contract even when a body does not await.
      '@typescript-eslint/require-await': 'off',
      // The zod schemas type every body; `unknown` flows through tests' res.json() on purpose.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: 'react-router', name: 'Response' }] }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Callbacks are typed as properties, so that passing one on (`onClose`, `issued`) is never an unbound method.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
    },
  },
  {
    // Tests read untyped answers (`res.json() as T`): the assertion is the point there.
    files: ['**/*.test.{ts,tsx}', 'src/server/testing/**', 'tests/**'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverImports, textImports] }],
    },
  },
  {
    // A page is reached through the router, never from another page: what two pages share lives in components/.
    files: ['src/web/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            textImports,
            { regex: '^\\.\\./(?!\\.\\.)', message: 'A page does not import another page; share through src/web/components.' },
          ],
        },
      ],
    },
  },
  {
    // The catalogues themselves, and tests, which render in English and assert its words.
    files: ['src/web/i18n/**', 'src/web/testing/**', 'src/web/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports] }] },
  },
  {
    // The database (the schema and the ORM) is reached through a repository or a module named for a rule
    // that spans resources, never from a route, a plugin or a rule of one resource (architecture §3).
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webImports, ...databaseImports] }] },
  },
  {
    files: databasePlaces,
    rules: { 'no-restricted-imports': ['error', { patterns: [webImports] }] },
  },
  {
    // The contract runs in both places: no server, no client, no Node API (its tsconfig has no DOM either).
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverImports, webImports, { regex: '^node:', message: 'src/shared uses no Node API.' }] },
      ],
    },
  },
  {
    // Words a user reads come from the text catalogue (src/shared/texts), so a second language is a second table.
    files: ['src/web/**/*.tsx', 'src/server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/testing/**', 'src/server/**/*-stand-in.ts'],
    plugins: { market: { rules: { 'no-inline-text': noInlineText } } },
    rules: { 'market/no-inline-text': 'error' },
  },
  prettier,
);
