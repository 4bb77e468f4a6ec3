// `npm run codes [-- NUMBER]`: prints the login codes of the last 15 minutes from the outbox, where they stay while no
// SMS or WhatsApp provider is configured (decision 0019), so that a developer can log in with a mobile number on a
// laptop. Older rows no longer hold their codes (forget-codes.ts).
// Outside production only: there a code reaches its owner's phone and nobody else.
import { ConfigError, loadConfig } from '../../config.ts';
import { DataDirLockedError, EmbeddedStartError } from '../../db/embedded.ts';
import { NoShopError, openToolDatabase } from '../../db/tool-database.ts';
import { latestCodes, numberOf } from './codes.ts';
import { FORGET_CODES_AFTER_MINUTES } from './forget-codes.ts';

const typed = process.argv[2];

try {
  const config = loadConfig();
  if (config.env === 'production') {
    console.error('npm run codes prints login codes only outside production (NODE_ENV=production is set).');
    process.exit(1);
  }
  const to = typed === undefined ? undefined : numberOf(typed);
  if (to === null) {
    console.error(`${typed} is not an Indian mobile number (10 digits, optionally after +91).`);
    process.exit(2);
  }
  const database = await openToolDatabase(config.database, {
    command: 'npm run codes',
    mayCreate: false,
    newShop: false,
  });
  try {
    const codes = await latestCodes(database.db, to ? { to } : {});
    if (codes.length === 0)
      console.log(`No login code${to ? ` for ${to}` : ''} in the last ${FORGET_CODES_AFTER_MINUTES} minutes.`);
    for (const c of codes) {
      const time = c.at.toLocaleTimeString('en-IN', { hour12: false });
      console.log(`${c.to}  ${c.code}  (${c.channel}, ${c.status}, asked at ${time})`);
    }
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof NoShopError) {
    // The tool's message names where it looked; it made nothing there.
    console.error(err.message.split('\n').slice(0, 2).join('\n'));
    process.exit(1);
  }
  const known = err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof EmbeddedStartError;
  console.error(known ? err.message : err);
  process.exit(1);
}
