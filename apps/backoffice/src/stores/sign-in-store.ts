import { makeAutoObservable, runInAction } from 'mobx';
import { staffConfirmEnrolment, staffSignIn, staffVerifyTotp } from '@wl/api/backoffice';
import type { SessionStore } from './session-store';
import type { StaffCalls } from './staff-calls';

/** The password, then the authenticator's code, or at the first sign-in the new authenticator's setup. */
export type SignInStep = 'password' | 'code' | 'enrol';

export interface Enrolment {
  secret: string;
  /** The QR code as a data URL (an SVG image drawn by the platform). */
  qrCode: string;
}

/** The two-step staff sign-in. */
export class SignInStore {
  step: SignInStep = 'password';
  email = '';
  password = '';
  code = '';
  enrolment: Enrolment | undefined = undefined;
  /** The last failure's error key. */
  error: string | undefined = undefined;
  busy = false;
  private challenge = '';

  constructor(
    private readonly calls: () => StaffCalls,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<SignInStore, 'calls' | 'session'>(this, { calls: false, session: false });
  }

  setEmail(value: string): void {
    this.email = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  setCode(value: string): void {
    this.code = value.replace(/\s+/g, '');
  }

  async submitPassword(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = undefined;
    const request = { email: this.email.trim(), password: this.password };
    const outcome = await this.calls().run((t) => staffSignIn(t, request));
    runInAction(() => {
      this.busy = false;
      if (!outcome.ok || !outcome.answer.challenge) {
        this.error = outcome.ok ? 'serviceUnavailable' : outcome.error;
        return;
      }
      const { challenge, step, enrolment } = outcome.answer;
      this.challenge = challenge;
      this.password = '';
      this.code = '';
      if (step === 'enrol' && enrolment) {
        this.enrolment = { secret: enrolment.secret, qrCode: enrolment.qr_code };
        this.step = 'enrol';
      } else {
        this.enrolment = undefined;
        this.step = 'code';
      }
    });
  }

  async submitCode(): Promise<void> {
    if (this.busy || this.step === 'password') return;
    this.busy = true;
    this.error = undefined;
    const request = { challenge: this.challenge, code: this.code };
    const outcome =
      this.step === 'enrol'
        ? await this.calls().run((t) => staffConfirmEnrolment(t, request))
        : await this.calls().run((t) => staffVerifyTotp(t, request));
    runInAction(() => {
      this.busy = false;
      if (outcome.ok && outcome.answer.staff) {
        this.session.signedIn(outcome.answer.staff);
        this.reset();
        return;
      }
      this.code = '';
      this.error = outcome.ok ? 'serviceUnavailable' : outcome.error;
      // A used, expired or exhausted challenge: the password step again.
      if (this.error === 'staffChallengeExpired') this.backToPassword();
    });
  }

  /** Leaves the code step for the password step (keeping the e-mail and any error shown). */
  backToPassword(): void {
    this.step = 'password';
    this.challenge = '';
    this.code = '';
    this.enrolment = undefined;
  }

  reset(): void {
    this.backToPassword();
    this.password = '';
    this.error = undefined;
  }
}
