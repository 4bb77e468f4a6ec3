// CHECK constraints written from the domain's constants, so the database refuses what the domain has no name for.

import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

/** The SQL list of `values` as quoted literals: `'a', 'b'`. */
function literals(values: readonly string[]): SQL {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
}

/** A CHECK that `column` holds one of `values` (a null passes: NOT NULL says whether one may be missing). */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${literals(values)})`);
}
