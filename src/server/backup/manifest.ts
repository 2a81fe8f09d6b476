import { z } from 'zod';
import { IMAGE_KEY_PATTERN } from '#shared/schemas/common.ts';

/**
 * A backup is one gzipped tar file, the same whichever engine it came from or goes to:
 *
 *   manifest.json        what follows: format, schema version (newest migration), tables with their
 *                        columns and row counts, photo count
 *   auth-secret          the generated AUTH_SECRET of DATA_DIR, when there is one (sessions stay valid)
 *   photos/<key>         each local photo, under its store key (`ab/ab12…-card.webp`)
 *   tables/<name>.jsonl  each table's rows, one JSON object per line keyed by column name, tables in
 *                        an order where a row comes after the rows it references
 *
 * Photos come before the rows, so that a restore puts every photo in place (on disk, or in a bucket,
 * which gives it its new URL) before it writes a row that names it.
 */
export const FORMAT = 'market-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const AUTH_SECRET_ENTRY = 'auth-secret';
export const PHOTOS_PREFIX = 'photos/';
export const TABLES_PREFIX = 'tables/';
export const tableEntry = (table: string) => `${TABLES_PREFIX}${table}.jsonl`;
export { IMAGE_KEY_PATTERN as PHOTO_KEY_PATTERN };

/** A lower-case SQL name: what Market's tables and columns are called, and all a manifest may name. */
const sqlName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);
const count = z.number().int().min(0);

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  /** The engine the rows were read from. */
  source: z.enum(['pglite', 'postgres']),
  /** The newest migration applied to the database dumped: the schema its rows fit. */
  migration: z.object({ when: z.number().int().positive(), tag: z.string().nullable() }),
  tables: z.array(z.object({ name: sqlName, columns: z.array(sqlName).min(1), rows: count })),
  photos: z.object({ count, bytes: count }),
  authSecret: z.boolean(),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestTable = Manifest['tables'][number];
