import type { PGliteOptions } from '@electric-sql/pglite';

type Filesystem = NonNullable<PGliteOptions['fs']>;
type Init = Filesystem['init'];

/** The part of Emscripten's NODEFS (the WebAssembly engine's files on the real disk) changed here. */
interface NodeFsOps {
  node_ops?: { setattr?: (node: unknown, attr: { mode?: number }) => void };
}

/**
 * Keeps PGlite's files on disk its owner's alone. PostgreSQL in WebAssembly creates each file through
 * Emscripten's file system, which sets its mode once it is made (0666 for nearly all), past the
 * process's umask: every table and the write-ahead log would be readable and writable by every local
 * user. Here every mode it sets loses the group's and others' bits, for files made at any time: the
 * first start's unpacked database, new tables, new log segments. Changes `fs` (PGlite's NodeFS) and
 * answers it.
 */
export function ownerOnlyFiles<T extends Filesystem>(fs: T): T {
  const init: Init = fs.init.bind(fs);
  fs.init = async (pg, options) => {
    const { emscriptenOpts } = await init(pg, options);
    const preRun = [...(emscriptenOpts.preRun ?? []), keepModesToOwner];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  };
  return fs;
}

function keepModesToOwner(module: { NODEFS: unknown }): void {
  const ops = (module.NODEFS as NodeFsOps).node_ops;
  const setattr = ops?.setattr;
  // A PGlite whose file system is built otherwise must not start with files open to everyone.
  if (!ops || typeof setattr !== 'function') throw new Error('PGlite’s file system has no NODEFS setattr to keep its files owner-only');
  ops.setattr = (node, attr) => setattr(node, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~0o077 });
}
