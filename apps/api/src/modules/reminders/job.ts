// The reminder job of an API process (decision 0014): once at start and then every REMINDER_POLL_MS, it queues the
// reminders due by the app's clock. Every process runs it; queueDueReminders queues each reminder's messages once.
import type { FastifyInstance } from 'fastify';
import { repeatEvery } from '../../repeat.ts';
import { queueDueReminders } from './due.ts';

export type ReminderJob = {
  /** One run now (what each repeat does): how many reminders it queued. */
  runNow(): Promise<number>;
  /** Runs now and then every REMINDER_POLL_MS; returns stop, which waits for a run in progress. */
  start(): () => Promise<void>;
};

export function reminderJob(app: FastifyInstance): ReminderJob {
  const ctx = { publicUrl: app.config.publicUrl, brand: app.config.brandName, secret: app.config.sessionSecret };
  const runNow = () => queueDueReminders(app.db, ctx, app.now());
  return {
    runNow,
    start: () =>
      repeatEvery(app.config.reminders.pollMs, async () => {
        try {
          const queued = await runNow();
          if (queued) app.log.info({ queued }, 'reminders queued');
        } catch (err) {
          app.log.error({ err }, 'reminders failed');
        }
      }),
  };
}
