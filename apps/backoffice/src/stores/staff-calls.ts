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
