import { useEffect, useRef } from 'react';
import { useStores } from './store-context';

/**
 * The loads a server render waits for. The server renders a page twice: the first render collects the
 * loads of every store the page shows (their answers are recorded), the second renders the stores filled
 * from those answers, and the browser hydrates from the same answers.
 */
export class FirstViewLoads {
  private pending: Promise<unknown>[] = [];

  add(load: () => unknown): void {
    this.pending.push(
      Promise.resolve()
        .then(load)
        .catch(() => undefined),
    );
  }

  /** Waits for every load, including those a finished load started. */
  async settle(): Promise<void> {
    while (this.pending.length > 0) await Promise.all(this.pending.splice(0));
  }
}

/**
 * A page's load of its first view: in the browser after mount (and again when `key` changes), and during
 * the collecting pass of a server render, so the server's page holds the data. A store that can fill
 * itself from the page's answers (see `peekAnswer`) shows them in the first render on both sides.
 */
export function useFirstViewLoad(load: () => unknown, key: unknown = null): void {
  const store = useStores();
  const latest = useRef(load);
  latest.current = load;
  store.firstViewLoads?.add(load);
  useEffect(() => {
    void latest.current();
  }, [key]);
}
