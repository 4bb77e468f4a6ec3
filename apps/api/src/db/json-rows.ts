// Rows passed through JSON: to_jsonb gives a row with column names as keys and timestamps as ISO text; a function such
// as place_order takes one through jsonb_populate_record. Both are mapped by the table's own column definitions.

import { getTableColumns, type Table } from 'drizzle-orm';

/** A row as to_jsonb gives it, with the schema's property names and Date for every timestamp. */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name] ?? null;
    row[key] = value !== null && column.dataType === 'date' ? new Date(value as string) : value;
  }
  return row as T['$inferSelect'];
}

/**
 * Row values keyed by column name, for jsonb_populate_record; properties left undefined are left out. Generated
 * columns may be given too (the caller inserts with OVERRIDING SYSTEM VALUE).
 */
export function rowToJson<T extends Table>(
  table: T,
  values: T['$inferInsert'] & Partial<T['$inferSelect']>,
): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column`);
    if (value !== undefined) record[column.name] = value;
  }
  return record;
}

/**
 * A whole row keyed by column name, for a function that inserts it with jsonb_populate_record: there a column left
 * out becomes null, not its default, so every column must be given (the type says so, and this checks it).
 */
export function wholeRowToJson<T extends Table>(table: T, row: T['$inferSelect']): Record<string, unknown> {
  const given = row as Record<string, unknown>;
  const missing = Object.keys(getTableColumns(table)).filter((key) => given[key] === undefined);
  if (missing.length > 0) throw new Error(`a whole row needs every column; missing: ${missing.join(', ')}`);
  return rowToJson(table, row);
}
