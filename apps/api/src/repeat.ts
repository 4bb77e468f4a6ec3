// A task every API process repeats on a timer (the outbox's delivery, the reminders): once at once, then `everyMs`
// after each run ends, so runs never overlap; stopping waits for a run in progress.

/** Starts repeating `run` (which handles its own errors); returns stop. */
export function repeatEvery(everyMs: number, run: () => Promise<void>): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      await run();
      if (!stopped) timer = setTimeout(tick, everyMs);
    })();
  };
  timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
