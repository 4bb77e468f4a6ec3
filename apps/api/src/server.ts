// Starts the shop: reads config, migrates, seeds the demo catalogue on first start, serves the web app and /api.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, openDatabase } from './db/client.ts';
import { isCatalogueEmpty, seedDemoData } from './db/seed/seed.ts';
import { startOutboxWorker } from './modules/notifications/outbox.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  if (config.seedDemoData && (await isCatalogueEmpty(database.db))) await seedDemoData(database.db);

  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());
  // Customer e-mail leaves the outbox only when SMTP_URL is set. onClose hooks run last-added first,
  // so the worker stops before the database closes.
  const stopOutbox = startOutboxWorker(app);
  app.addHook('onClose', () => stopOutbox());

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ host: config.host, port: config.port });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('MotoMitra failed to start:', err);
  }
  process.exit(1);
});
