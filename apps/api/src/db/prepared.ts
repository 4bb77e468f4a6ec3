// The hottest queries as named prepared statements: PostgreSQL then parses and plans each once per connection instead
// of on every call. Planning the checkout read cost PostgreSQL more than running it (pg_stat_statements, npm run bench).

import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * Dates, times and intervals (and their arrays) stay text, as Drizzle's own pg session gives them: pg would
 * turn a `date` into a Date at local midnight, the day before in UTC.
 */
const TEXT_TYPES = new Set([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * Runs `query` and returns its rows as `db.execute` would: column names as selected, json parsed, dates as text.
 * The statement is named after a hash of its text, so one name always means one text. Only for queries whose selected
 * columns keep their types whatever a migration does to the tables (no `select *`), since a prepared statement
 * outlives a migration on an open connection.
 */
export async function queryPrepared<Row>(db: Db, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `mm_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  return (await db.$client.query<Row & pg.QueryResultRow>({ name, text, values: params, types })).rows;
}
