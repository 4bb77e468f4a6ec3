// Backups of the shop's database as one file, for the embedded PostgreSQL (whose binaries include no pg_dump) and any
// other: every row of every table, read in one consistent snapshot while the shop keeps taking orders, and restored all
// or nothing into an empty database (restore.ts). On a managed PostgreSQL, pg_dump/pg_restore do the same (README,
// "Backups").
//
// The file is gzip'd text: a header line (JSON: format, the migrations the rows belong to, row counts, sequences,
// how many photos follow), then lines `<table>\t<JSON array of rows>` (PostgreSQL's own jsonb text, so numbers and
// timestamps keep every digit; no line ever holds more than CHUNK rows), then one line per inspection photo
// (backup-photos.ts), then a last line `end`.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import type pg from 'pg';
import { OUTBOX_ROW_FOR_BACKUP } from '../modules/notifications/outbox-queue.ts';
import type { PhotoStore } from '../modules/photos/store.ts';
import { isPhotoLine, photoKeysIn, photoLines, photoOfLine } from './backup-photos.ts';
import type { Database } from './client.ts';

const FORMAT = 'motomitra-backup';
/** 2: with the inspection photos' bytes. */
const VERSION = 2;
const CHUNK = 2000;

export type Header = {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** drizzle migration hashes, in order: the schema the rows belong to. */
  migrations: string[];
  /** Tables in an order that inserts parents before children, with their row counts. */
  tables: { name: string; rows: number }[];
  /** Sequences (identity columns) and their last value (null: never used). */
  sequences: { name: string; lastValue: string | null }[];
  /** The inspection photos the rows name: one line each after the tables' (its bytes, or that it was missing). */
  photos: number;
};

/** What a backup holds, and the photos whose bytes its store no longer had (their rows are in it, their bytes not). */
export type BackupSummary = Header & { missingPhotos: number };

export class BackupError extends Error {
  override name = 'BackupError';
}

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * How a table's row `t` is written, where not as it is: an unsent password-reset e-mail is written withdrawn and without
 * its link, so that a backup never holds a working reset link.
 */
const ROW_IN_BACKUP: Record<string, string> = { outbox: OUTBOX_ROW_FOR_BACKUP };

/** The public tables, parents before children (by their foreign keys). */
export async function tablesInOrder(client: pg.PoolClient): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: string[]) => {
    if (placed.has(name) || path.includes(name)) return;
    for (const e of edges) if (e.child === name) visit(e.parent, [...path, name]);
    placed.add(name);
    ordered.push(name);
  };
  for (const t of tables) visit(t.name, []);
  return ordered;
}

async function sequences(client: pg.PoolClient): Promise<Header['sequences']> {
  const { rows } = await client.query<{ name: string; last_value: string | null }>(
    `select sequencename as name, last_value::text from pg_sequences where schemaname = 'public' order by 1`,
  );
  return rows.map((r) => ({ name: r.name, lastValue: r.last_value }));
}

async function appliedMigrations(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>(
    `select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((r) => r.hash);
}

/**
 * Writes a backup of the whole database to `file`, with the bytes of every inspection photo from `photos` (made under
 * a temporary name and renamed when complete, so an interrupted backup never looks like one). Returns what it holds.
 */
export async function backupDatabase(database: Database, file: string, photos: PhotoStore): Promise<BackupSummary> {
  const client = await database.db.$client.connect();
  const tmp = `${file}.partial`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  try {
    // One snapshot for every table: orders taken meanwhile are either wholly in the backup or not at all.
    await client.query('begin isolation level repeatable read read only');
    const tables = await tablesInOrder(client);
    const header: Header = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables: [],
      sequences: await sequences(client),
      photos: 0,
    };
    const lines: string[] = [];
    for (const name of tables) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${ident(name)}`);
      const count = rows[0]?.n ?? 0;
      header.tables.push({ name, rows: count });
      for (let offset = 0; offset < count; offset += CHUNK) {
        const chunk = await client.query<{ rows: string }>(
          `select coalesce(jsonb_agg(${ROW_IN_BACKUP[name] ?? 'to_jsonb(t)'}), '[]')::text as rows
             from (select * from ${ident(name)} order by ctid limit $1 offset $2) t`,
          [CHUNK, offset],
        );
        lines.push(`${name}\t${chunk.rows[0]?.rows ?? '[]'}`);
      }
    }
    // The photos the snapshot's rows name; their bytes are read after it (backup-photos.ts says why that is safe).
    const keys = await photoKeysIn(client);
    header.photos = keys.length;
    await client.query('commit');
    let missingPhotos = 0;
    async function* text() {
      yield `${JSON.stringify(header)}\n`;
      for (const line of lines) yield `${line}\n`;
      yield* photoLines(keys, photos, () => missingPhotos++);
      yield 'end\n';
    }
    await pipeline(text, zlib.createGzip(), fs.createWriteStream(tmp));
    const fd = fs.openSync(tmp, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(tmp, file);
    return { ...header, missingPhotos };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    fs.rmSync(tmp, { force: true });
    throw err;
  } finally {
    client.release();
  }
}

/** The lines of a gzip'd file, one at a time (each without its newline), then what followed the last newline. */
async function* linesOf(file: string): AsyncGenerator<string, string> {
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of gunzip) {
    rest += decoder.write(chunk as Buffer);
    let newline = rest.indexOf('\n');
    while (newline >= 0) {
      yield rest.slice(0, newline);
      rest = rest.slice(newline + 1);
      newline = rest.indexOf('\n');
    }
  }
  return rest + decoder.end();
}

type Read = { header: Header; chunks: { table: string; rows: string }[]; photos: number };

/**
 * Reads and checks a backup file; throws BackupError on anything that is not a complete backup of ours. The tables'
 * rows are kept (unless `keepRows` is false); each photo is handed to `onPhoto` as it is read, never kept.
 */
export async function readBackup(
  file: string,
  onPhoto: (key: string, bytes: Buffer | null) => Promise<void> = async () => {},
  keepRows = true,
): Promise<Read> {
  let header: Header | null = null;
  const chunks: Read['chunks'] = [];
  let photos = 0;
  let ended = false;
  let rest: string;
  const lines = linesOf(file);
  try {
    for (;;) {
      const next = await lines.next();
      if (next.done) {
        rest = next.value;
        break;
      }
      const line = next.value;
      if (!header) {
        header = headerOf(file, line);
      } else if (ended) {
        throw new BackupError(`${file} goes on after its end: it is damaged or changed.`);
      } else if (line === 'end') {
        ended = true;
      } else if (isPhotoLine(line)) {
        const photo = photoOfLine(line);
        if (!photo) throw new BackupError(`${file} holds a damaged photo line.`);
        photos++;
        await onPhoto(photo.key, photo.bytes);
      } else {
        const tab = line.indexOf('\t');
        if (keepRows) chunks.push({ table: line.slice(0, tab), rows: line.slice(tab + 1) });
      }
    }
  } catch (err) {
    // Stopped early: the file is closed.
    await lines.return('').catch(() => {});
    if (err instanceof BackupError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`No file at ${file}.`);
    throw new BackupError(`${file} is not a MotoMitra backup, or it is damaged (cut short or changed).`);
  }
  if (!header) throw new BackupError(`${file} is not a MotoMitra backup.`);
  if (!ended || rest !== '') throw new BackupError(`${file} is cut short: restore it from a complete copy.`);
  if (photos !== header.photos) {
    throw new BackupError(`${file} lists ${header.photos} photos and holds ${photos}: it is damaged or changed.`);
  }
  return { header, chunks, photos };
}

function headerOf(file: string, line: string): Header {
  let header: Header;
  try {
    header = JSON.parse(line) as Header;
  } catch {
    throw new BackupError(`${file} is not a MotoMitra backup.`);
  }
  if (header?.format !== FORMAT) throw new BackupError(`${file} is not a MotoMitra backup.`);
  if (header.version !== VERSION) {
    throw new BackupError(`${file} is a backup in format ${header.version}; this version reads format ${VERSION}.`);
  }
  return header;
}
