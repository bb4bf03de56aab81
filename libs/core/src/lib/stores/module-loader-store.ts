import { makeAutoObservable, runInAction } from 'mobx';

/** Loading state of a lazily loaded module (a remote, a chunk of a form), with a retry after a failure. */
export class ModuleLoaderStore<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  module: T | null = null;
  private attempts = 0;

  /** `loaded`: the module when it is already there (a server render, or the browser hydrating one). */
  constructor(
    private readonly load: (retry: boolean) => Promise<T>,
    private readonly onError?: (error: unknown) => void,
    loaded?: T,
  ) {
    if (loaded !== undefined) {
      this.module = loaded;
      this.status = 'ready';
    }
    makeAutoObservable<this, 'load' | 'attempts' | 'onError'>(this, {
      load: false,
      attempts: false,
      module: false,
      onError: false,
    });
  }

  async start(): Promise<void> {
    if (this.status === 'loading' || this.status === 'ready') return;
    this.status = 'loading';
    const retry = this.attempts > 0;
    this.attempts += 1;
    try {
      const module = await this.load(retry);
      runInAction(() => {
        this.module = module;
        this.status = 'ready';
      });
    } catch (error: unknown) {
      console.warn('A remote failed to load', error);
      runInAction(() => {
        this.status = 'failed';
      });
      this.onError?.(error);
    }
  }
}
