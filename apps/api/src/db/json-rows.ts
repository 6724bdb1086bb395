import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

// ADR 0031: a bulk import sends its rows as one JSON array a statement, which Postgres unpacks
// (jsonb_array_elements), each value cast to its column's type. drizzle's own insert builds the
// statement value by value, which cost most of a sample's import.

// One statement per this many rows: a sample of tens of thousands goes in with a handful.
const ROWS_PER_STATEMENT = 10_000;

/**
 * Inserts `rows`, each an array of values in the order of `columns` (keys of the table), inside the
 * caller's transaction. Numbers travel as the decimal strings that were checked, so Postgres parses
 * exactly the digits of the file; null is SQL null.
 */
export async function insertJsonRows<T extends PgTable>(
  db: Db,
  table: T,
  columns: readonly (keyof T['_']['columns'] & string)[],
  rows: readonly (readonly unknown[])[],
  /** Fewer for wide rows (a series of ADR 0039 is a few KB): one statement's JSON stays a few MB. */
  rowsPerStatement = ROWS_PER_STATEMENT,
): Promise<void> {
  const byKey = getTableColumns(table);
  const picked = columns.map((key) => {
    const column = byKey[key];
    if (!column) throw new Error(`insertJsonRows: no column ${key}`);
    return column;
  });
  const head = sql`insert into ${table} (${sql.join(
    picked.map((column) => sql.identifier(column.name)),
    sql`, `,
  )}) select ${sql.raw(picked.map((column, i) => `(r->>${i})::${column.getSQLType()}`).join(', '))} from jsonb_array_elements(`;
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const batch = JSON.stringify(rows.slice(i, i + rowsPerStatement));
    await db.execute(sql`${head}${batch}::jsonb) as r`);
  }
}
