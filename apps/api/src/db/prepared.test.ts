// queryPrepared: the same rows as db.execute, through a named statement that the connection keeps, one per distinct text.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app.ts';
import { type Database, openDatabase } from './client.ts';
import { raisedMessage } from './errors.ts';
import { queryPrepared } from './prepared.ts';

let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;

beforeAll(async () => {
  fresh = await createTestDatabase();
  // One connection, so that the statements it has prepared can be listed.
  database = await openDatabase({ ...fresh.config, poolSize: 1 });
});

afterAll(async () => {
  await database?.close();
  await fresh?.drop();
});

const square = (n: number) => sql`select ${n}::int * ${n}::int as square, ${`n=${n}`}::text as label`;

describe('queryPrepared', () => {
  it('answers the rows of the query, with its parameters', async () => {
    expect(await queryPrepared(database.db, square(3))).toEqual([{ square: 9, label: 'n=3' }]);
    expect(await queryPrepared(database.db, square(12))).toEqual([{ square: 144, label: 'n=12' }]);
  });

  it('gives every type as db.execute gives it: dates and timestamps as text, json parsed, numbers as numbers', async () => {
    const query = sql`select ${'2025-03-01'}::date as day, ${'2025-03-01T10:00:00Z'}::timestamptz as at,
      ${'[1,2]'}::jsonb as list, 7::int as n, 7::bigint as big, array[${'2025-03-01'}::date] as days`;
    const plain = ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    expect(await queryPrepared(database.db, query)).toEqual(plain);
    expect(plain[0]).toMatchObject({ day: '2025-03-01', list: [1, 2], n: 7 });
  });

  it('passes a database error through, its SQLSTATE and message readable by raisedMessage', async () => {
    const err = await queryPrepared(database.db, sql`select 1 / ${0}::int`).catch((e: unknown) => e);
    expect(raisedMessage(err, '22012')).toBe('division by zero');
    expect(raisedMessage(err, 'MM409')).toBeNull();
  });

  it('prepares each distinct text once on a connection, under a name of its own', async () => {
    const prepared = async () =>
      (
        (await database.db.execute(
          sql`select name, statement from pg_prepared_statements where name like 'mm\\_%' order by name`,
        )) as unknown as { rows: { name: string; statement: string }[] }
      ).rows;
    await queryPrepared(database.db, square(4));
    await queryPrepared(database.db, square(5));
    const once = await prepared();
    expect(once.filter((s) => s.statement.includes('as square'))).toHaveLength(1);
    await queryPrepared(database.db, sql`select ${1}::int as other`);
    const names = (await prepared()).map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBe(once.length + 1);
  });
});
