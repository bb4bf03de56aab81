import { makeAutoObservable, runInAction } from 'mobx';
import type { Envelope } from '@wl/api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What a page shows while its data is on the way, once it failed, or once it is there. */
export type ViewState = 'loading' | 'failed' | 'ready';

/** What a fetcher of a Remote gives back: the value, or the failed answer to show. */
export type Fetched<T> = { value: T } | { failure: Envelope };

/** Answers worth asking again: the service or the connection was away (-503, or disconnect). */
export function isRetryable(failure: Envelope | null): boolean {
  if (!failure) return false;
  return failure.statusCode === -503 || (failure.statusCode === 0 && failure.message === 'disconnect');
}

/**
 * One thing a page shows from the platform: loaded once, kept, and fetched again only after a failure,
 * which the page shows in place (with a retry when asking again may help) rather than in a dialog.
 */
export class Remote<T> {
  status: LoadStatus = 'idle';
  value: T | null = null;
  failure: Envelope | null = null;
  private pending: Promise<void> | null = null;

  /** `initial`: the value the page already carries (a server-rendered page), shown in the first render. */
  constructor(
    private readonly fetcher: () => Promise<Fetched<T>>,
    initial?: Fetched<T>,
  ) {
    if (initial && 'value' in initial) {
      this.value = initial.value;
      this.status = 'ready';
    }
    makeAutoObservable<this, 'fetcher' | 'pending'>(
      this,
      { fetcher: false, pending: false },
      { deep: false },
    );
  }

  get view(): ViewState {
    if (this.status === 'ready') return 'ready';
    return this.status === 'failed' ? 'failed' : 'loading';
  }

  get retryable(): boolean {
    return this.status === 'failed' && isRetryable(this.failure);
  }

  /** Loads unless loaded or loading; `again` loads even what is there (the retry button). */
  load(again = false): Promise<void> {
    if (this.pending) return this.pending;
    if (this.status === 'ready' && !again) return Promise.resolve();
    this.status = 'loading';
    this.failure = null;
    this.pending = this.fetcher()
      .catch((error: unknown): Fetched<T> => ({
        failure: { statusCode: -503, message: 'serviceUnavailable', details: String(error) },
      }))
      .then((result) => {
        runInAction(() => {
          if ('value' in result) {
            this.value = result.value;
            this.status = 'ready';
          } else {
            this.failure = result.failure;
            this.status = 'failed';
          }
          this.pending = null;
        });
      });
    return this.pending;
  }
}
