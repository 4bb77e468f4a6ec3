// `npm run operator:create -- --email ops@example.in --name "Garage Desk" [--role rider]`: creates a member of the
// garage's staff, an admin unless told another role (decision 0021).
// The password is read from stdin when it is piped (echo 'S3cret!pass' | npm run operator:create -- …, on one line
// or twice on two lines as the prompts ask), else asked for twice on the terminal without echo. It may run while `npm start` serves the same embedded database.
// Where the data directory (or DATABASE_URL) holds no shop yet it says so and stops, unless given --new-shop or a yes
// on the terminal: the first operator may be made before the first start, but never in a shop nobody runs by mistake.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { DataDirLockedError, EmbeddedStartError } from '../../db/embedded.ts';
import { askOnTerminal, NoShopError, openToolDatabase } from '../../db/tool-database.ts';
import { createOperator, OperatorInputError, passwordFromPipe, staffRoleFrom } from './accounts.ts';

async function readPiped(): Promise<string> {
  let data = '';
  for await (const chunk of process.stdin) data += String(chunk);
  return data;
}

function ask(question: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    let value = '';
    const onData = (buf: Buffer) => {
      for (const ch of buf.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(value);
        }
        if (ch === '\u0003') process.exit(130);
        if (ch === '\u007f') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    phone: { type: 'string' },
    'new-shop': { type: 'boolean' },
  },
});
if (!values.email || !values.name) {
  console.error(
    'Usage: npm run operator:create -- --email <email> --name <name> [--role admin|advisor|technician|rider] ' +
      '[--phone <mobile>] [--new-shop]   (password on stdin or asked)',
  );
  process.exit(2);
}

let password = '';
try {
  // Before the shop is opened or the password asked: a mistyped role is said at once.
  const role = staffRoleFrom(values.role);
  const config = loadConfig();
  // Before the password is asked: a shop that is not there is said at once.
  const database = await openToolDatabase(config.database, {
    command: 'npm run operator:create -- …',
    mayCreate: true,
    newShop: values['new-shop'] === true,
    ask: process.stdin.isTTY ? askOnTerminal : undefined,
  });
  try {
    if (process.stdin.isTTY) {
      password = await ask('Password: ');
      if ((await ask('Repeat password: ')) !== password) throw new OperatorInputError('The passwords differ.');
    } else password = passwordFromPipe(await readPiped());
    await database.migrate();
    const op = await createOperator(database.db, {
      email: values.email,
      name: values.name,
      password,
      role,
      ...(values.phone !== undefined && { phone: values.phone }),
    });
    console.log(`Operator ${op.email} created (${op.role}). Log in at /login; the console is at /ops.`);
  } finally {
    await database.close();
  }
} catch (err) {
  if (
    err instanceof OperatorInputError ||
    err instanceof NoShopError ||
    err instanceof ConfigError ||
    err instanceof DataDirLockedError ||
    err instanceof EmbeddedStartError
  ) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
