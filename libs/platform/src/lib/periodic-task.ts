export interface PeriodicTask {
  stop(): void;
}

/**
 * Runs a task every `ms` (the first run after `ms`), never two at once, without keeping the process
 * alive; a failure is reported and the next run comes as planned.
 */
export function every(
  ms: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): PeriodicTask {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      task().catch(onError).finally(schedule);
    }, ms);
    timer.unref();
  };
  schedule();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
