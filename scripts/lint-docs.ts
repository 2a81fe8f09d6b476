/**
 * npm run lint (lint:docs): every citation in the documents and in code comments points at something
 * that exists, and none is an issue number (scripts/citations.ts says what is checked).
 * Prints one line per problem, `file:line: message`, and exits 1 when there is any.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { checkDecisionIndex, checkFile, kindOf, repoOf } from './citations.ts';

/** What is not the project's own: installed, built, or written by a run. */
const NOT_OURS = new Set(['.git', 'node_modules', 'dist', 'data', 'test-results', 'coverage']);

/** Every file under dir, relative, for a copy of the project that is not a git checkout. */
function walk(dir: string): string[] {
  return readdirSync(dir || '.', { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NOT_OURS.has(entry.name) ? [] : walk(file);
    return entry.isFile() ? [file] : [];
  });
}

/** Tracked files and new ones not ignored: what a clean clone has, plus what is about to be committed. */
function projectFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\n')
      .filter((file) => file && existsSync(file));
  } catch {
    return walk('');
  }
}

const listed = projectFiles();
const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
const repo = repoOf(listed, read);

const problems = listed
  .filter((file) => kindOf(file) && !file.startsWith('src/server/db/migrations/'))
  .flatMap((file) => checkFile(file, read(file) ?? '', repo));
problems.push(...checkDecisionIndex(read('docs/decisions/README.md'), repo));

for (const { file, line, message } of problems) console.log(`${file}:${line}: ${message}`);
if (problems.length > 0) {
  console.log(`\n${problems.length} stale citation${problems.length === 1 ? '' : 's'}.`);
  process.exit(1);
}
