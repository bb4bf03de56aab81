import { runInAction } from 'mobx';
import { STATUS_OK, type ApiTransport, type Envelope } from '@wl/api';

/** A call's outcome: its answer, or the platform's error key (a fallback's key when none came back). */
export type Outcome<A> = { ok: true; answer: A } | { ok: false; error: string };

/** The error key shown when an answer names none. */
export const UNKNOWN_ERROR = 'serviceUnavailable';

/**
 * Runs the back office's calls: every answer is read the same way, and a `staffSignInRequired` answer
 * (the session ended: idle, revoked, disabled) always sends the user back to sign-in.
 */
export class StaffCalls {
  constructor(
    readonly transport: ApiTransport,
    private readonly onSignInRequired: () => void,
  ) {}

  async run<A extends Envelope>(call: (transport: ApiTransport) => Promise<A>): Promise<Outcome<A>> {
    const answer = await call(this.transport);
    if (answer.statusCode === STATUS_OK) return { ok: true, answer };
    if (answer.message === 'staffSignInRequired') this.onSignInRequired();
    return { ok: false, error: answer.message || UNKNOWN_ERROR };
  }
}

/** What a screen shows of a store's load: under way, or the error key it ended with. */
export interface LoadState {
  loading: boolean;
  error: string | undefined;
}

/**
 * A store's load: marks it under way, runs the call and hands its answer to `apply`. A refused call, or
 * an answer `apply` cannot show (it returns false), leaves the error key for the screen.
 */
export async function loadInto<A extends Envelope>(
  state: LoadState,
  run: () => Promise<Outcome<A>>,
  apply: (answer: A) => boolean | void,
): Promise<void> {
  runInAction(() => {
    state.loading = true;
    state.error = undefined;
  });
  const outcome = await run();
  runInAction(() => {
    state.loading = false;
    if (!outcome.ok) state.error = outcome.error;
    else if (apply(outcome.answer) === false) state.error = UNKNOWN_ERROR;
  });
}
