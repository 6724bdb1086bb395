/**
 * Runs `task` now and then every `intervalMs`, one run at a time (a run still going when the next is due
 * is not doubled); a failure is handed to `onError` and the next run goes ahead. The timer keeps no
 * process alive. `stop` waits for the run in progress.
 */
export function every(intervalMs: number, task: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running: Promise<unknown> | null = null;
  let isStopped = false;
  const run = () => {
    if (isStopped || running) return;
    running = task()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
