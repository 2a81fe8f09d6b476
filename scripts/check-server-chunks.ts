/**
 * Loads every chunk that Market's own code imports lazily (`await import(...)`) from the server bundle,
 * in a Node.js process of its own, as a configuration that uses it would: so that a chunk that cannot
 * load, or a package whose bundled chunk lacks a name that Node.js itself gives (a CommonJS package
 * bundled into a chunk of its own exports only `default`), fails the build instead of the first start
 * with REDIS_URL, PAYMENTS=stripe or IMAGE_STORE=s3.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';

export interface LazyChunk {
  /** What the source imports: a source file, or a package by its name. */
  target: string;
  /** Whether the target is a package (its chunk must give what Node.js's own import of it gives). */
  isPackage: boolean;
  /** The output file that holds it. */
  chunk: string;
  /** The source files that import it lazily. */
  importers: string[];
}

const isPackage = (input: string) => input.includes('node_modules/');

/** The chunks the sources under `ownDir` import lazily, found in the build's metafile. */
export function lazyChunks(metafile: Metafile, ownDir = 'src/'): LazyChunk[] {
  const chunkOf = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (output.entryPoint) chunkOf.set(output.entryPoint, file);
  }
  const found = new Map<string, LazyChunk>();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    if (!input.startsWith(ownDir)) continue;
    for (const edge of imports) {
      if (edge.kind !== 'dynamic-import' || edge.external) continue;
      const chunk = chunkOf.get(edge.path);
      if (!chunk) continue;
      const ofPackage = isPackage(edge.path);
      const entry = found.get(chunk) ?? {
        target: ofPackage ? (edge.original ?? edge.path) : edge.path,
        isPackage: ofPackage,
        chunk,
        importers: [],
      };
      entry.importers.push(input);
      found.set(chunk, entry);
    }
  }
  return [...found.values()];
}

/**
 * Imports each chunk in a fresh Node.js process (run from `cwd`, where the packages are installed) and
 * compares a package's chunk with the package as Node.js loads it. Returns one sentence per problem.
 */
export function checkLazyChunks(chunks: LazyChunk[], cwd = process.cwd()): string[] {
  const problems: string[] = [];
  for (const { target, isPackage: ofPackage, chunk, importers } of chunks) {
    const url = pathToFileURL(path.resolve(cwd, chunk)).href;
    const program = `
      const bundled = Object.keys(await import(${JSON.stringify(url)}));
      const own = ${ofPackage ? `Object.keys(await import(${JSON.stringify(target)}))` : 'bundled'};
      console.log(JSON.stringify(own.filter((name) => !bundled.includes(name))));`;
    try {
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', program], {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const missing = JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as string[];
      if (missing.length > 0) {
        problems.push(
          `${chunk} (${target}, imported lazily by ${importers.join(', ')}) lacks ${missing.join(', ')}, which Node.js's own import of the package gives: leave the package out of the bundle (external)`,
        );
      }
    } catch (err) {
      const stderr = (err as { stderr?: string }).stderr ?? String(err);
      const reason = stderr.split('\n').find((line) => /Error|error:/.test(line)) ?? stderr.trim().split('\n')[0];
      problems.push(`${chunk} (${target}, imported lazily by ${importers.join(', ')}) does not load: ${reason}`);
    }
  }
  return problems;
}
