/**
 * Runs one render at a time. The page's i18next instance is shared by the shell and the remotes (a
 * Module Federation singleton), so its language is the process's: each render sets it and renders
 * before the next one starts. Rendering is CPU work on Node's one thread, so this costs no throughput;
 * the site server's page cache keeps renders rare.
 */
export class RenderQueue {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.last.then(task, task);
    this.last = result.catch(() => undefined);
    return result;
  }
}
