// The database of a command-line tool (operator:create, db:seed, db:backup): the configured one, but never a new shop
// made without a word. A tool run with another DATA_DIR than the running shop's used to start an empty
// PostgreSQL in ./data, create the operator there and say "created"; that operator could never log in. Now, when the
// data directory (or DATABASE_URL's database) holds no shop yet, the tool says so, naming it, and goes on only when
// told to: --new-shop, or yes on a terminal.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from './client.ts';

/** The configured database holds no shop, and the tool was not told to make one there; the message says what to do. */
export class NoShopError extends Error {}

export type ToolShop = {
  /** How the tool is run, as its user typed it ('npm run operator:create'). */
  command: string;
  /**
   * Whether the tool may start a new shop: operator:create (the first operator comes before the first start) and
   * db:seed may, with `newShop` or a yes; a backup may not (there is nothing to back up).
   */
  mayCreate: boolean;
  /** --new-shop was given. */
  newShop: boolean;
  /** Asks on the terminal; absent when stdin is not one (piped), and then the tool refuses instead. */
  ask?: ((question: string) => Promise<boolean>) | undefined;
};

/** The embedded PostgreSQL's cluster is made in DATA_DIR/pg on a shop's first start (db/embedded.ts). */
function embeddedClusterIn(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'));
}

/** A directory of the in-process engine MotoMitra ran before: the embedded start explains that one itself. */
const formerEngineIn = (dataDir: string) => fs.existsSync(path.join(dataDir, 'PG_VERSION'));

async function holdsShopTables(database: Database): Promise<boolean> {
  const found = await database.db.execute<{ found: boolean }>(
    sql`select to_regclass('public.orders') is not null as found`,
  );
  return found.rows[0]?.found === true;
}

/** A PostgreSQL URL as it may be printed: without its password. */
function printable(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return u.toString();
  } catch {
    return 'the URL in DATABASE_URL';
  }
}

/** What a tool says when the configured database holds no shop yet. */
export function noShopMessage(config: Config['database'], tool: ToolShop): string {
  const where =
    config.kind === 'embedded'
      ? `There is no MotoMitra shop in ${config.dataDir} yet: DATA_DIR (./data when unset) names this directory, ` +
        'and DATABASE_URL is not set.'
      : `The database ${printable(config.url)} (DATABASE_URL) holds no MotoMitra shop yet: none of its tables.`;
  const other =
    `If your shop runs with another DATA_DIR or with DATABASE_URL, run ${tool.command} with the same setting ` +
    `(e.g. DATA_DIR=/path/of/the/shop ${tool.command}).`;
  const next = tool.mayCreate
    ? 'To start a new shop there (as npm start would on its first start), run it again with --new-shop.'
    : 'Nothing was done: there is nothing to back up.';
  return [where, other, next].join('\n');
}

/**
 * Opens the configured database for a tool (joining a running shop's embedded PostgreSQL), once it holds a shop or
 * the tool was told to start one; else throws NoShopError having made nothing: no directory, no cluster, no tables.
 */
export async function openToolDatabase(config: Config['database'], tool: ToolShop): Promise<Database> {
  let allowed = tool.mayCreate && tool.newShop;
  const refuseUnlessAllowed = async () => {
    if (allowed) return;
    const message = noShopMessage(config, tool);
    if (!(tool.mayCreate && tool.ask)) throw new NoShopError(message);
    allowed = await tool.ask(`${message}\nStart a new shop there now? (yes/no) `);
    if (!allowed) throw new NoShopError('No new shop was started; nothing was done.');
  };
  if (config.kind === 'embedded' && !embeddedClusterIn(config.dataDir) && !formerEngineIn(config.dataDir)) {
    await refuseUnlessAllowed();
  }
  const database = await openDatabase(config, { join: true });
  try {
    if (!(await holdsShopTables(database))) await refuseUnlessAllowed();
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}

/** A yes or no on the terminal. */
export async function askOnTerminal(question: string): Promise<boolean> {
  const terminal = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await terminal.question(question)).trim());
  } finally {
    terminal.close();
  }
}
