import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** One table of the database as a backup sees it. */
export interface TableInfo {
  name: string;
  /** The columns a row is written with, in the table's order: every column but generated ones, which the database computes. */
  columns: string[];
  /** The primary key's columns: rows are dumped in this order, so that two dumps of one database are alike. */
  key: string[];
  /** Tables whose rows this one's foreign keys point at. */
  references: string[];
  /** Whether a column is `generated always as identity`: inserting its value then needs `overriding system value`. */
  identityAlways: boolean;
}

/** Something that runs SQL: the database or a transaction of it. */
export type Runner = Pick<Db, 'execute'>;

export async function rowsOf<Row>(runner: Runner, query: SQL): Promise<Row[]> {
  const result: unknown = await runner.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** A name quoted as an SQL identifier ("user" is a reserved word). */
export const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Market's tables, read from the database's own catalogue rather than from schema.ts, so a dump holds
 * whatever the database holds whichever build reads it; in an order where every table comes after the
 * tables it references, the order rows can be inserted in. Everything lives in the `public` schema;
 * drizzle's migrations table (schema `drizzle`) is not data: a restore migrates the target instead.
 */
export async function readTables(runner: Runner): Promise<TableInfo[]> {
  const columns = await rowsOf<{ table: string; column: string; generated: string; identity: string | null }>(
    runner,
    sql`select table_name as "table", column_name as "column", is_generated as "generated", identity_generation as "identity"
        from information_schema.columns c
        where table_schema = 'public' and exists (
          select 1 from information_schema.tables t
          where t.table_schema = 'public' and t.table_name = c.table_name and t.table_type = 'BASE TABLE')
        order by table_name, ordinal_position`,
  );
  const keys = await rowsOf<{ table: string; column: string }>(
    runner,
    sql`select k.table_name as "table", k.column_name as "column"
        from information_schema.table_constraints c
        join information_schema.key_column_usage k
          on k.constraint_schema = c.constraint_schema and k.constraint_name = c.constraint_name and k.table_name = c.table_name
        where c.table_schema = 'public' and c.constraint_type = 'PRIMARY KEY'
        order by k.table_name, k.ordinal_position`,
  );
  const references = await rowsOf<{ table: string; parent: string }>(
    runner,
    sql`select child.relname as "table", parent.relname as "parent"
        from pg_constraint f
        join pg_class child on child.oid = f.conrelid
        join pg_class parent on parent.oid = f.confrelid
        where f.contype = 'f' and f.connamespace = 'public'::regnamespace`,
  );
  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    const table = tables.get(c.table) ?? { name: c.table, columns: [], key: [], references: [], identityAlways: false };
    tables.set(c.table, table);
    if (c.generated === 'ALWAYS') continue;
    table.columns.push(c.column);
    if (c.identity === 'ALWAYS') table.identityAlways = true;
  }
  for (const k of keys) tables.get(k.table)?.key.push(k.column);
  for (const r of references) {
    const table = tables.get(r.table);
    if (table && r.parent !== r.table && !table.references.includes(r.parent)) table.references.push(r.parent);
  }
  return referencedFirst([...tables.values()]);
}

/** The tables ordered so that each comes after those it references; among equals, by name. */
export function referencedFirst(tables: TableInfo[]): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const names = new Set(tables.map((t) => t.name));
  let waiting = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (waiting.length > 0) {
    const ready = waiting.filter((t) => t.references.every((r) => placed.has(r) || !names.has(r)));
    // A cycle of foreign keys has no such order; Market's schema has none, and a restore would need
    // deferred constraints to load one.
    if (ready.length === 0) throw new Error(`the foreign keys of ${waiting.map((t) => t.name).join(', ')} form a cycle`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
    waiting = waiting.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** When the newest migration applied to the database was written, or undefined if it was never migrated. */
export async function appliedMigration(runner: Runner): Promise<number | undefined> {
  const [found] = await rowsOf<{ exists: boolean }>(
    runner,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!found?.exists) return undefined;
  const [row] = await rowsOf<{ latest: string | null }>(
    runner,
    sql`select max(created_at)::text as "latest" from drizzle.__drizzle_migrations`,
  );
  return row?.latest ? Number(row.latest) : undefined;
}
