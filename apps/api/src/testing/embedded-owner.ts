// A process that owns an embedded PostgreSQL in the directory given as argument, commits 100 rows, says 'committed'
// and waits to be killed: embedded.test.ts kills it (SIGKILL) to prove the next owner recovers.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embedded-owner.ts <data dir>');
const database = await openDatabase({ kind: 'embedded', dataDir, poolSize: 1 });
await database.db.execute(sql`create table acknowledged (n int)`);
await database.db.execute(sql`insert into acknowledged select generate_series(1, 100)`);
process.stdout.write('committed\n');
setInterval(() => {}, 60_000);
