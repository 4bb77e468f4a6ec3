// The reminder job of an API process (issue 16): every REMINDER_POLL_MS, and once at start, it queues the
// reminders due by the app's clock. Every process runs it; queueDueReminders makes each reminder's e-mail once.
import type { FastifyInstance } from 'fastify';
import { queueDueReminders } from './service.ts';

export type ReminderJob = {
  /** One run now (what each tick does): how many reminders it queued. */
  runNow(): Promise<number>;
  /** Runs now and then every REMINDER_POLL_MS, until stop. */
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
};

export function reminderJob(app: FastifyInstance): ReminderJob {
  const ctx = { publicUrl: app.config.publicUrl, brand: app.config.brandName, secret: app.config.sessionSecret };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  const runNow = () => queueDueReminders(app.db, ctx, app.now());
  const tick = () => {
    running = (async () => {
      try {
        const queued = await runNow();
        if (queued) app.log.info({ queued }, 'reminders queued');
      } catch (err) {
        app.log.error({ err }, 'reminders failed');
      }
      if (!stopped) timer = setTimeout(tick, app.config.reminders.pollMs);
    })();
  };
  return {
    runNow,
    start: () => {
      timer = setTimeout(tick, 0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
