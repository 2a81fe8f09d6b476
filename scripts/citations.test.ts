import { describe, expect, it } from 'vitest';
import { checkDecisionIndex, checkFile, repoOf, type Problem } from './citations.ts';

/** A small repository: two numbered documents, two decision records, a few source files. */
const TEXTS: Record<string, string> = {
  'docs/architecture.md': '# Architecture\n\n## 1. Shape\n\n## 8. Growing\n\n## 9. Rendering\n',
  'docs/product.md': '# Product\n\n## 1. What it does\n\n## 2. Screens\n\n## 6. Roles\n',
  'README.md': '# Market\n\n## Quick start\n\n### Running several instances\n',
  'docs/decisions/README.md': '# Decisions\n\n- [001](001-first.md)\n- [012](012-search.md)\n',
  'docs/decisions/001-first.md': '# 001: First\n\n- Date: 2026-11-22\n- Status: accepted\n\n## Context\n',
  'docs/decisions/012-search.md': '# 012: Search\n\n- Date: 2026-11-23\n- Status: accepted\n\n## Context\n',
};
const FILES = [
  ...Object.keys(TEXTS),
  'package.json',
  '.ci/run',
  'src/web/routes.tsx',
  'src/web/router.tsx',
  'src/server/plugins/auth.ts',
  'src/server/products/search.ts',
  // A link to node_modules that git lists as a file: still not the repository's.
  'node_modules',
];
const repo = repoOf(FILES, (file) => TEXTS[file]);
const messages = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line}: ${p.message}`);

describe('citations in a Markdown document', () => {
  it('reports a stale path, a missing decision, a missing section and an issue number, each on its line', () => {
    const doc = [
      '# Notes', // 1
      '', // 2
      'Routes are in `src/web/routers.tsx`.', // 3
      'Why: decision 016, and docs/decisions/099.', // 4
      'See architecture §12 and product §2 and §7.', // 5
      'Built for issue 11 (#11).', // 6
      'More in [the guide](docs/guide.md).', // 7
      'As the README\'s "Backups" says.', // 8
    ].join('\n');
    const problems = messages(checkFile('docs/notes.md', doc, repo));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^docs\/notes\.md:3: src\/web\/routers\.tsx does not exist/),
        expect.stringMatching(/^docs\/notes\.md:4: decision 016 does not exist/),
        expect.stringMatching(/^docs\/notes\.md:4: decision 099 does not exist/),
        expect.stringMatching(/^docs\/notes\.md:5: docs\/architecture\.md has no section 12/),
        expect.stringMatching(/^docs\/notes\.md:5: docs\/product\.md has no section 7/),
        expect.stringMatching(/^docs\/notes\.md:6: cites an issue \(issue 11\)/),
        expect.stringMatching(/^docs\/notes\.md:6: cites an issue \(#11\)/),
        // A link is relative to its document, so this one points inside docs/ twice.
        expect.stringMatching(/^docs\/notes\.md:7: docs\/guide\.md does not exist/),
        expect.stringMatching(/^docs\/notes\.md:8: README\.md has no section "Backups"/),
      ]),
    );
    expect(problems).toHaveLength(9);
  });

  it('passes a clean document: real paths, decisions and sections; URLs, packages, globs and run-time folders', () => {
    const doc = [
      '# Notes',
      'Routes are in `src/web/routes.tsx`, the router in `src/web/router.tsx`; guards in `plugins/auth.ts`',
      '(`src/server/`), `settle`-free. See README.md, package.json and `.ci/run`.',
      'Search: decision 012 (`docs/decisions/012-search.md`, docs/decisions/012), decisions 001 and 012.',
      'See architecture §8 and §9, product §1, §2 and §6; the product (section 2) of architecture §1.',
      'https://github.com/drizzle-team/drizzle-orm/blob/main/src/web/nothing.ts, `@fastify/static`, `preact/compat`,',
      '`src/**/*.test.ts`, `src/server/<resource>/routes.ts`, `dist/server/main.js`, `node_modules/.bin`, `DATA_DIR/images`,',
      'colour `#111827`, [the index](decisions/README.md), [search](decisions/012-search.md#context).',
      'README.md ("Quick start"), the README\'s "Running several instances", docs/architecture.md, "Growing".',
    ].join('\n');
    expect(messages(checkFile('docs/notes.md', doc, repo))).toEqual([]);
  });

  it("checks a numbered document's own sections, written § N or section N", () => {
    const doc = '# Architecture\n\n## 1. Shape\n\nAs §8 says, and section 9; not §4 nor section 5.\n\n## 8. Growing\n\n## 9. Rendering\n';
    expect(messages(checkFile('docs/architecture.md', doc, repo))).toEqual([
      'docs/architecture.md:5: docs/architecture.md has no section 4',
      'docs/architecture.md:5: docs/architecture.md has no section 5',
    ]);
  });
});

describe('citations in code', () => {
  it('reads comments and test names, never strings', () => {
    const code = [
      "import { x } from './y.ts';", // 1
      '/** Built as architecture §8 says (decision 012); see src/server/products/search.ts. */', // 2
      "const route = 'src/web/routers.tsx'; // issue 10", // 3
      "const colour = '#11'; /* and architecture §12 */", // 4
      "describe('the search (issue 10)', () => {});", // 5
      'const path = `docs/decisions/099 ${route}`;', // 6
    ].join('\n');
    expect(messages(checkFile('src/server/example.ts', code, repo))).toEqual([
      expect.stringMatching(/^src\/server\/example\.ts:3: cites an issue \(issue 10\)/),
      expect.stringMatching(/^src\/server\/example\.ts:4: docs\/architecture\.md has no section 12/),
      expect.stringMatching(/^src\/server\/example\.ts:5: cites an issue \(issue 10\)/),
    ]);
  });

  it('resolves ./ beside the file', () => {
    const code = '// The routes are in ./routes.tsx, not ./routing.tsx.\nexport {};\n';
    expect(messages(checkFile('src/web/main.tsx', code, repo))).toEqual([
      expect.stringMatching(/^src\/web\/main\.tsx:1: \.\/routing\.tsx/),
    ]);
  });
});

describe('decision records', () => {
  it('each says its date and status, and the index lists every one', () => {
    const bare = '# 012: Search\n\n## Context\n';
    expect(messages(checkFile('docs/decisions/012-search.md', bare, repo))).toEqual([
      expect.stringContaining('docs/decisions/012-search.md:1: a decision record says its date'),
      expect.stringContaining('docs/decisions/012-search.md:1: a decision record says its status'),
    ]);
    const superseded = '# 001: First\n\n- Date: 2026-11-22\n- Status: superseded by [012](012-search.md)\n';
    expect(checkFile('docs/decisions/001-first.md', superseded, repo)).toEqual([]);
    expect(checkDecisionIndex(TEXTS['docs/decisions/README.md'], repo)).toEqual([]);
    expect(messages(checkDecisionIndex('# Decisions\n\n- [001](001-first.md)\n', repo))).toEqual([
      'docs/decisions/README.md:1: the index does not list 012-search.md',
    ]);
  });
});
