// Starts the shop: reads config, migrates, seeds the demo catalogue on first start, serves the web app and /api.
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { checkWebBuild, loadWebBuild, MissingWebBuildError } from './plugins/web-build.ts';

/** Errors that say everything the person starting the shop needs: printed as they are, without a stack. */
const EXPLAINED = new Set(['ConfigError', 'DataDirLockedError', 'EmbeddedStartError', 'MissingWebBuildError']);

/**
 * Whether there is a web build to serve: production refuses to start without one (before anything else starts),
 * development serves the API alone and says why. `npm run dev` serves the sources through Vite instead.
 */
function hasWebBuild(config: Config): config is Config & { webDistDir: string } {
  if (!config.webDistDir || config.webDevRoot) return false;
  try {
    checkWebBuild(config.webDistDir);
    return true;
  } catch (err) {
    if (config.env === 'production' || !(err instanceof MissingWebBuildError)) throw err;
    console.warn(`${err.message} Serving the API only.`);
    return false;
  }
}

async function main() {
  const config = loadConfig();
  const serveWeb = hasWebBuild(config);
  // The database starts (the embedded one is a process of its own) while the app's modules and the web build load.
  const opening = openDatabase(config.database);
  let database: Database | undefined;
  try {
    const [
      { buildApp },
      { startOutboxWorker },
      { startPhoneWorker },
      { reminderJob },
      { reconcileJob },
      { fillDemoTranslations, isCatalogueEmpty, seedDemoData },
      { seedChecklists },
      web,
    ] = await Promise.all([
      import('./app.ts'),
      import('./modules/notifications/outbox.ts'),
      import('./modules/messaging/worker.ts'),
      import('./modules/reminders/job.ts'),
      import('./modules/payments/reconcile.ts'),
      import('./db/seed/seed.ts'),
      import('./db/seed/checklists.ts'),
      serveWeb ? loadWebBuild(config.webDistDir) : config.webDevRoot ? { viteRoot: config.webDevRoot } : undefined,
    ]);
    database = await opening;
    await database.migrate();
    // Every shop inspects with a checklist, demo or not: the ones missing are made (an admin's edits are kept).
    await seedChecklists(database.db);
    if (config.seedDemoData) {
      if (await isCatalogueEmpty(database.db)) await seedDemoData(database.db);
      // A demo catalogue seeded before it had Marathi and Hindi texts gets them (nothing an operator wrote is touched).
      else await fillDemoTranslations(database.db);
    }

    const app = await buildApp(config, { database, ...(web ? { web } : {}) });
    const db = database;
    app.addHook('onClose', () => db.close());
    // Customer e-mail leaves the outbox only when SMTP_URL is set. onClose hooks run last-added first,
    // so the worker stops before the database closes.
    const stopOutbox = startOutboxWorker(app);
    app.addHook('onClose', () => stopOutbox());
    // WhatsApp and SMS leave the outbox through the providers configured; without one, they stay there.
    const stopPhone = startPhoneWorker(app);
    app.addHook('onClose', () => stopPhone());
    // Service, insurance and PUC reminders are queued by every process; each one once (decision 0014).
    const stopReminders = reminderJob(app).start();
    app.addHook('onClose', () => stopReminders());
    // Gateway links still open after 15 minutes are asked about, in case their webhook was lost; one process a run.
    const stopReconcile = reconcileJob(app).start();
    app.addHook('onClose', () => stopReconcile());

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
  } catch (err) {
    // Whatever failed after the database started, it is stopped again (the embedded one would outlive us).
    await (database ?? (await opening.catch(() => undefined)))?.close().catch(() => {});
    throw err;
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || (err instanceof Error && EXPLAINED.has(err.name))) console.error(err.message);
  else console.error('MotoMitra failed to start:', err);
  process.exit(1);
});
