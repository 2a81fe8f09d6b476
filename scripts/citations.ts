/**
 * Citations in documents and code comments that must stay true: a path in the repository, a decision
 * record by number, a numbered section of docs/architecture.md or docs/product.md; and no issue numbers:
 * the repository and its documents are the reference, and a reader must never need anything else.
 * `npm run lint` runs it over the tree through scripts/lint-docs.ts.
 */
import path from 'node:path';
import ts from 'typescript';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** What a citation may point at: the repository's files (relative, with `/`) and what follows from them. */
export interface Repo {
  files: ReadonlySet<string>;
  dirs: ReadonlySet<string>;
  /** The names at the root (`src`, `docs`, `README.md`, `.ci` …): a path starting with one is a repository path. */
  topLevel: ReadonlySet<string>;
  /** Basenames of every file, for a bare `citations.ts`. */
  basenames: ReadonlySet<string>;
  /** Decision record numbers (`012`) to their file. */
  decisions: ReadonlyMap<string, string>;
  /** The numbered sections (`## 8. Growing`) of each document that code and documents cite by number. */
  sections: ReadonlyMap<string, ReadonlySet<number>>;
  /** Every Markdown document's headings, lowercased and without their numbers, for `README's "Backups"`. */
  headings: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The documents cited as "architecture §N" and "product §N". */
export const NUMBERED_DOCUMENTS = { architecture: 'docs/architecture.md', product: 'docs/product.md' } as const;

const DECISIONS_DIR = 'docs/decisions/';

export function headingsOf(markdown: string): Set<string> {
  const headings = new Set<string>();
  for (const match of markdown.matchAll(/^#{1,6} +(?:\d+\. +)?(.+?) *#*$/gm)) headings.add(match[1]!.toLowerCase());
  return headings;
}

export function numberedSections(markdown: string): Set<number> {
  const numbers = new Set<number>();
  for (const match of markdown.matchAll(/^## (\d+)\. /gm)) numbers.add(Number(match[1]));
  return numbers;
}

/** A Repo from its list of files; `read` gives the text of the numbered documents. */
export function repoOf(fileList: readonly string[], read: (file: string) => string | undefined): Repo {
  const files = new Set(fileList);
  const dirs = new Set<string>();
  const topLevel = new Set<string>();
  const basenames = new Set<string>();
  const decisions = new Map<string, string>();
  for (const file of files) {
    const parts = file.split('/');
    topLevel.add(parts[0]!);
    basenames.add(parts[parts.length - 1]!);
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
    const decision = /^docs\/decisions\/(\d{3})-[^/]+\.md$/.exec(file);
    if (decision) decisions.set(decision[1]!, file);
  }
  const sections = new Map<string, Set<number>>();
  for (const file of Object.values(NUMBERED_DOCUMENTS)) {
    const text = files.has(file) ? read(file) : undefined;
    if (text !== undefined) sections.set(file, numberedSections(text));
  }
  const headings = new Map<string, Set<string>>();
  for (const file of files) {
    const text = file.endsWith('.md') ? read(file) : undefined;
    if (text !== undefined) headings.set(file, headingsOf(text));
  }
  return { files, dirs, topLevel, basenames, decisions, sections, headings };
}

// ---------------------------------------------------------------------------------------------------
// Where citations are: the whole of a Markdown document; the comments of code.

/** A stretch of text to check, and where it starts in its file. */
interface Segment {
  text: string;
  offset: number;
}

/**
 * The comments of a TypeScript or JavaScript file, found by TypeScript's own parser so that strings,
 * template literals and regular expressions (which may hold `//` or a path) are never taken for one.
 * Each comment's markers (`//`, `/*`, a JSDoc line's leading `*`) become spaces, offsets unchanged.
 */
export function commentsOf(file: string, text: string): Segment[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.[mc]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const segments: Segment[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const raw = text.slice(range.pos, range.end);
      const plain = raw.replace(/^\/\/|^\/\*+|\*+\/$/g, (m) => ' '.repeat(m.length)).replace(/(\n[ \t]*)\*(?!\/)/g, '$1 ');
      segments.push({ text: plain, offset: range.pos });
    }
  };
  const visit = (node: ts.Node) => {
    const name = testName(node, source);
    if (name) segments.push(name);
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return segments.sort((a, b) => a.offset - b.offset);
}

/** A test's name (`describe('…')`, `it('…')`, `test.each(…)('…')`): prose like a comment, read the same way. */
function testName(node: ts.Node, source: ts.SourceFile): Segment | undefined {
  if (!ts.isCallExpression(node)) return undefined;
  const [first] = node.arguments;
  if (!first || !(ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) return undefined;
  const callee = node.expression.getText(source);
  if (!/^(?:describe|it|test)\b/.test(callee)) return undefined;
  return { text: first.text, offset: first.getStart(source) + 1 };
}

/** The comments of a shell script: from a `#` at a line's start (the first line's `#!` aside). */
export function shellCommentsOf(text: string): Segment[] {
  const segments: Segment[] = [];
  for (const match of text.matchAll(/^[ \t]*#(?!!)(.*)$/gm))
    segments.push({ text: match[1]!, offset: match.index + match[0].indexOf('#') + 1 });
  return segments;
}

// ---------------------------------------------------------------------------------------------------
// The checks.

/** Extensions a bare file name (`citations.ts`) is checked for; a bare `main.js` is usually a built file. */
const BARE_EXTENSIONS = /\.(?:ts|tsx|mts|cts|mjs|cjs|md)$/;
/** Extensions a partial path (`e2e/README.md`) is checked for, against the end of some file's path. */
const PARTIAL_EXTENSIONS = /\.(?:ts|tsx|mts|cts|mjs|cjs|md|json|css|html|sql|yaml|yml)$/;
/** First parts of paths that are made at run or build time, never in the repository. */
const GENERATED = new Set(['dist', 'data', 'node_modules', 'test-results', 'coverage', 'DATA_DIR', 'tmp']);
/** What a path is made of. */
const PATH_CHARS = String.raw`[\w@.\-/]`;
const PATH_TOKEN = new RegExp(String.raw`(?<![\w@.\-/:$#~*<>{}%&=?\\+])(${PATH_CHARS}+)(?![\w@.\-/*<>{}$\\])`, 'g');
const URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s)>\]`'"]*/gi;

/**
 * Where a token points, or undefined when it is not a citation of the repository: a URL, an npm
 * package (`@fastify/static`), a runtime directory (`DATA_DIR/images`), a glob or a placeholder.
 */
function checkPath(token: string, fromDir: string, repo: Repo, relativeToFile: boolean): string | undefined {
  let cited = token.replace(/[.,:;]+$/, '');
  if (!cited || cited.includes('//') || cited.startsWith('/') || cited.startsWith('@')) return undefined;
  if (!/[A-Za-z]/.test(cited) || cited.includes('NNN')) return undefined;
  if (relativeToFile || cited.startsWith('../')) {
    cited = path.posix.normalize(path.posix.join(fromDir, cited));
    if (cited.startsWith('../')) return `${token}: outside the repository`;
  } else if (cited.startsWith('./')) {
    // `./routes.tsx` beside the file, or `./dist/client` of the working directory (the repository's root).
    const beside = path.posix.normalize(path.posix.join(fromDir, cited));
    if (repo.files.has(beside) || repo.dirs.has(beside.replace(/\/$/, ''))) return undefined;
    cited = cited.slice(2);
  }
  const bare = cited.replace(/\/$/, '');
  const parts = bare.split('/');
  const first = parts[0]!;
  if (GENERATED.has(first)) return undefined;
  if (repo.topLevel.has(first) && (parts.length > 1 || /\.\w+$/.test(first) || first.startsWith('.'))) {
    const decision = /^docs\/decisions\/(\d{3})(?:$|-)/.exec(bare);
    if (decision && !repo.decisions.has(decision[1]!)) return `decision ${decision[1]} does not exist (${token})`;
    if (decision && /^docs\/decisions\/\d{3}$/.test(bare)) return undefined;
    if (repo.files.has(bare) || repo.dirs.has(bare)) return undefined;
    return `${token} does not exist`;
  }
  if (first.startsWith('.') || first.startsWith('-')) return undefined;
  if (parts.length > 1) {
    if (!PARTIAL_EXTENSIONS.test(bare)) return undefined;
    const suffix = `/${bare}`;
    for (const file of repo.files) if (file.endsWith(suffix)) return undefined;
    return `${token}: no file of the repository ends so`;
  }
  if (BARE_EXTENSIONS.test(bare) && /^[\w.-]+$/.test(bare) && !repo.basenames.has(bare)) return `${token}: no file of that name`;
  return undefined;
}

const NUMBER_LIST = String.raw`(\d{3}(?:\s*(?:,|\band\b|\bor\b)\s*\d{3})*)`;
const DECISION = new RegExp(String.raw`\bdecisions?(?:\s+records?)?\s+${NUMBER_LIST}\b`, 'gi');
const SECTION_LIST = String.raw`(\d+(?:\s*(?:,|\band\b|\bor\b)\s*§?\s?\d+)*)`;
const QUALIFIED_SECTION = new RegExp(String.raw`\b(architecture|product)(?:\.md)?(?:'s)?\s+§\s?${SECTION_LIST}`, 'gi');
const BARE_SECTION = /§\s?(\d+)/g;
const OWN_SECTION = new RegExp(String.raw`\bsections?\s+${SECTION_LIST}\b`, 'gi');
const TRACKER = [
  /\bissues?\s+#?\d+/gi,
  /(?<![\w&#/'"=`-])#\d{1,5}\b(?![\w-])/g,
  /\b(?:see|in|per|from|of|by|for)\s+the\s+issue\b(?!r)/gi,
  /\bissues?\s+["“]/gi,
  /\b(?:issue|bug)\s+tracker\b|\bthe\s+tracker\b/gi,
];

/** A document's section by its heading: `README's "Backups"`, `docs/performance.md, "On a phone"`, `README.md ("Configuration")`. */
const NAMED_SECTION = /\b((?:[\w-]+\/)*(?:README|[\w-]+\.md))(?:'s)?,?\s*\(?["“]([^"”\n]{2,80})["”]/g;

function documentNamed(name: string, repo: Repo): string | undefined {
  const file = name.endsWith('.md') ? name : `${name}.md`;
  if (repo.files.has(file)) return file;
  if (file.includes('/')) return undefined;
  return [...repo.files].find((candidate) => candidate.endsWith(`/${file}`));
}

const numbersIn = (list: string) => [...list.matchAll(/\d+/g)].map((m) => m[0]);

/** Every problem of one stretch of text; `at(offset)` names the line. */
function checkSegment(segment: Segment, file: string, repo: Repo, markdown: boolean): { offset: number; message: string }[] {
  const problems: { offset: number; message: string }[] = [];
  const report = (index: number, message: string) => problems.push({ offset: segment.offset + index, message });
  const text = segment.text.replace(URL, (m) => ' '.repeat(m.length));
  const fromDir = path.posix.dirname(file);

  // Markdown links are relative to the document; every other path is written from the repository's root.
  const linked = new Set<number>();
  if (markdown) {
    for (const match of text.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)) {
      const target = match[1]!;
      const at = match.index + 2;
      linked.add(at);
      if (/^[a-z]+:/i.test(target)) continue;
      const problem = checkPath(target, fromDir, repo, true);
      if (problem) report(at, problem);
    }
  }
  for (const match of text.matchAll(PATH_TOKEN)) {
    if (linked.has(match.index)) continue;
    const problem = checkPath(match[1]!, fromDir, repo, false);
    if (problem) report(match.index, problem);
  }

  for (const match of text.matchAll(DECISION)) {
    for (const number of numbersIn(match[1]!)) {
      if (!repo.decisions.has(number)) report(match.index, `decision ${number} does not exist`);
    }
  }

  const qualified: [number, number][] = [];
  for (const match of text.matchAll(QUALIFIED_SECTION)) {
    qualified.push([match.index, match.index + match[0].length]);
    const document = NUMBERED_DOCUMENTS[match[1]!.toLowerCase() as keyof typeof NUMBERED_DOCUMENTS];
    const sections = repo.sections.get(document);
    for (const number of numbersIn(match[2]!)) {
      if (!sections?.has(Number(number))) report(match.index, `${document} has no section ${number} (${match[0].trim()})`);
    }
  }
  const own = repo.sections.get(file);
  for (const match of text.matchAll(BARE_SECTION)) {
    if (qualified.some(([start, end]) => match.index >= start && match.index < end)) continue;
    if (!own) report(match.index, `${match[0]}: say which document (architecture §N, product §N)`);
    else if (!own.has(Number(match[1]))) report(match.index, `${file} has no section ${match[1]}`);
  }
  if (own) {
    for (const match of text.matchAll(OWN_SECTION)) {
      for (const number of numbersIn(match[1]!)) if (!own.has(Number(number))) report(match.index, `${file} has no section ${number}`);
    }
  }

  for (const match of text.matchAll(NAMED_SECTION)) {
    const document = documentNamed(match[1]!, repo);
    const headings = document && repo.headings.get(document);
    if (headings && !headings.has(match[2]!.toLowerCase())) report(match.index, `${document} has no section "${match[2]}"`);
  }

  for (const pattern of TRACKER) {
    for (const match of text.matchAll(pattern)) {
      report(match.index, `cites an issue (${match[0].trim()}): cite the document, section or decision record that says it`);
    }
  }
  return problems;
}

function lineOf(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

export type Kind = 'markdown' | 'code' | 'shell';

export function kindOf(file: string): Kind | undefined {
  if (file.endsWith('.md')) return 'markdown';
  if (/\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/.test(file)) return 'code';
  if (file === '.ci/run' || file.endsWith('.sh')) return 'shell';
  return undefined;
}

/** The problems of one file: its citations, and for a decision record its date and status. */
export function checkFile(file: string, text: string, repo: Repo, kind: Kind | undefined = kindOf(file)): Problem[] {
  if (!kind) return [];
  const segments = kind === 'markdown' ? [{ text, offset: 0 }] : kind === 'code' ? commentsOf(file, text) : shellCommentsOf(text);
  const line = lineOf(text);
  const problems = segments.flatMap((segment) =>
    checkSegment(segment, file, repo, kind === 'markdown').map(({ offset, message }) => ({ file, line: line(offset), message })),
  );
  if (/^docs\/decisions\/\d{3}-[^/]+\.md$/.test(file)) problems.push(...checkDecisionRecord(file, text));
  return problems;
}

/**
 * A decision record says when it was made and whether it still holds, as a list under its title:
 * "- Date: 2026-11-23" and "- Status: accepted" (or "- Status: superseded by [016](016-….md)").
 */
export function checkDecisionRecord(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  const head = text.split('\n').slice(0, 8).join('\n');
  const number = /^docs\/decisions\/(\d{3})-/.exec(file)![1]!;
  const problem = (message: string) => problems.push({ file, line: 1, message });
  if (!new RegExp(String.raw`^# ${number}: \S`).test(head)) problem(`a decision record starts with "# ${number}: <title>"`);
  if (!/^- Date: \d{4}-\d{2}-\d{2}$/m.test(head)) problem('a decision record says its date under its title ("- Date: YYYY-MM-DD")');
  const status = /^- Status: (.*)$/m.exec(head);
  if (!status) problem('a decision record says its status under its title ("- Status: accepted", or "superseded by …")');
  else if (!/^(?:accepted\b|superseded by \[(\d{3})\]\(\1-[^)]+\.md\))/.test(status[1]!)) {
    problem(`status "${status[1]}": "accepted", or "superseded by [NNN](NNN-….md)"`);
  }
  return problems;
}

/** The index of the decision records lists every record by a link to its file. */
export function checkDecisionIndex(text: string | undefined, repo: Repo): Problem[] {
  const file = `${DECISIONS_DIR}README.md`;
  if (text === undefined) return [{ file, line: 1, message: 'the index of the decision records is missing' }];
  const problems: Problem[] = [];
  for (const record of repo.decisions.values()) {
    const name = record.slice(DECISIONS_DIR.length);
    if (!text.includes(`](${name})`)) problems.push({ file, line: 1, message: `the index does not list ${name}` });
  }
  return problems;
}
