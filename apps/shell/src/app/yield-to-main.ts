interface TaskScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so that the browser can answer a tap or paint in between:
 * starting the page is several steps of script that would otherwise run as one long task on a slow phone.
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place in the queue), else a
 * message to itself, which (unlike a timer) a background tab does not slow down.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
