// Work a request leaves for after its answer has gone out: the forgotten-password e-mail, whose answer must neither
// wait for nor so reveal the work done only for an account. Closing the app waits for it; a failure is
// tried again twice, then logged, so a passing database error does not lose the e-mail.
import fp from 'fastify-plugin';

export type AfterReply = {
  /** Starts `task` now (call it once the answer is sent, from an onResponse hook); never throws. */
  run(what: string, task: () => Promise<void>): void;
  /** Resolves once no such work is left (closing the app; tests). */
  settled(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    afterReply: AfterReply;
  }
}

/** Waits before the second and third try. */
const RETRY_AFTER_MS = [1_000, 5_000];

export const afterReplyPlugin = fp(async (app) => {
  const running = new Set<Promise<void>>();
  const attempt = async (what: string, task: () => Promise<void>) => {
    for (let tried = 0; ; tried++) {
      try {
        await task();
        return;
      } catch (err) {
        const wait = RETRY_AFTER_MS[tried];
        if (wait === undefined) {
          app.log.error({ err, what }, 'work after the answer failed');
          return;
        }
        app.log.warn({ err, what }, 'work after the answer failed; trying again');
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  };
  app.decorate('afterReply', {
    run(what, task) {
      const work: Promise<void> = attempt(what, task).finally(() => running.delete(work));
      running.add(work);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  } satisfies AfterReply);
  app.addHook('onClose', () => app.afterReply.settled());
});
