import { makeAutoObservable, runInAction } from 'mobx';
import { forgotPassword, resetPassword } from '@wl/api';
import { PlatformRequests, type RootStore } from '@wl/core';
import {
  confirmationProblem,
  normalisePhone,
  normaliseUsername,
  passwordProblem,
  phoneProblem,
  tacDigits,
  tacProblem,
} from './account-checks';
import { accountFormDeps, notify, type AccountFormDeps } from './account-form-deps';
import type { FieldProblem } from './field-rules';
import { ResendTimer } from './resend-timer';

/** The fields of the forgotten-password form, in the order they are shown. */
export const FORGOT_PASSWORD_FIELDS = [
  'accountId',
  'contactPhone',
  'tac',
  'newPassword',
  'confirmPassword',
] as const;
export type ForgotPasswordField = (typeof FORGOT_PASSWORD_FIELDS)[number];

/** request: username and phone; reset: the texted code and a new password; done: log in again. */
export type ForgotPasswordStep = 'request' | 'reset' | 'done';

const STEP_FIELDS: Record<Exclude<ForgotPasswordStep, 'done'>, readonly ForgotPasswordField[]> = {
  request: ['accountId', 'contactPhone'],
  reset: ['tac', 'newPassword', 'confirmPassword'],
};

/**
 * The forgotten password: the username and the registered phone get a reset code by text
 * (/auth/forgot_password), the code and a new password set it (/auth/reset_password), then the player
 * logs in again. Failures are shown by the global error dialog.
 */
export class ForgotPasswordStore {
  step: ForgotPasswordStep = 'request';
  accountId = '';
  contactPhone = '';
  tac = '';
  newPassword = '';
  confirmPassword = '';
  problems: Partial<Record<ForgotPasswordField, FieldProblem>> = {};
  sendingCode = false;
  resetting = false;
  /** The masked phone the code went to. */
  codeSentTo = '';
  readonly resend: ResendTimer;

  private readonly requests: PlatformRequests;

  constructor(private readonly deps: AccountFormDeps) {
    this.resend = new ResendTimer(deps.repeat);
    this.requests = new PlatformRequests(deps);
    makeAutoObservable<this, 'deps' | 'requests'>(this, { deps: false, resend: false, requests: false });
  }

  static forSite(root: RootStore): ForgotPasswordStore {
    return new ForgotPasswordStore(accountFormDeps(root));
  }

  get firstProblem(): ForgotPasswordField | undefined {
    return FORGOT_PASSWORD_FIELDS.find((field) => this.problems[field]);
  }

  set(field: ForgotPasswordField, value: string): void {
    this[field] = field === 'tac' ? tacDigits(value) : value;
    this.recheck(field);
    if (field === 'newPassword' && this.confirmPassword) {
      this.problems = { ...this.problems, confirmPassword: this.problemOf('confirmPassword') };
    }
  }

  leave(field: ForgotPasswordField): void {
    if (this[field] !== '') this.problems = { ...this.problems, [field]: this.problemOf(field) };
  }

  /** Texts a reset code to the account's registered phone (also "send a new code" on the reset step). */
  async requestCode(): Promise<boolean> {
    if (this.step === 'done' || this.sendingCode || !this.resend.ready) return false;
    if (this.step === 'request' && !this.validate('request')) return false;
    this.sendingCode = true;
    const request = {
      ...this.deps.site(),
      account_id: normaliseUsername(this.accountId),
      contact_phone: normalisePhone(this.contactPhone) ?? this.contactPhone.trim(),
    };
    const { answer, ok: sent } = await this.requests.run('code', () =>
      forgotPassword(this.deps.api, request),
    );
    runInAction(() => {
      this.sendingCode = false;
      if (!sent) return;
      this.codeSentTo = answer.phone ?? '';
      this.resend.start(answer.resend_in);
      this.step = 'reset';
    });
    if (sent) notify(this.deps, this.t('messages:codeSent', { phone: answer.phone ?? '' }));
    return sent;
  }

  /** Sets the new password; every session of the account ends, so the player logs in afresh. */
  async reset(): Promise<boolean> {
    if (this.step !== 'reset' || this.resetting || !this.validate('reset')) return false;
    this.resetting = true;
    const request = {
      ...this.deps.site(),
      account_id: normaliseUsername(this.accountId),
      tac: this.tac,
      new_password: this.newPassword,
    };
    const { ok: done } = await this.requests.run('reset', () => resetPassword(this.deps.api, request));
    runInAction(() => {
      this.resetting = false;
      if (!done) return;
      this.step = 'done';
      this.tac = '';
      this.newPassword = '';
      this.confirmPassword = '';
      this.resend.dispose();
    });
    return done;
  }

  /** Back to the first step, for another username or phone. */
  restart(): void {
    this.step = 'request';
    this.tac = '';
    this.newPassword = '';
    this.confirmPassword = '';
    this.problems = {};
  }

  dispose(): void {
    this.resend.dispose();
  }

  private validate(step: 'request' | 'reset'): boolean {
    const problems: Partial<Record<ForgotPasswordField, FieldProblem>> = {};
    for (const field of STEP_FIELDS[step]) {
      const problem = this.problemOf(field);
      if (problem) problems[field] = problem;
    }
    this.problems = problems;
    return Object.keys(problems).length === 0;
  }

  private recheck(field: ForgotPasswordField): void {
    if (this.problems[field]) this.problems = { ...this.problems, [field]: this.problemOf(field) };
  }

  private t(key: string, options?: Record<string, unknown>): string {
    return this.deps.translate(key, options);
  }

  private problemOf(field: ForgotPasswordField): FieldProblem | undefined {
    switch (field) {
      case 'accountId':
        // Any username that exists: the platform answers invalidAccountOrPhone for a wrong one.
        return normaliseUsername(this.accountId) ? undefined : 'required';
      case 'contactPhone':
        return phoneProblem(this.contactPhone);
      case 'tac':
        return tacProblem(this.tac);
      case 'newPassword':
        return passwordProblem(this.newPassword, this.accountId);
      case 'confirmPassword':
        return confirmationProblem(this.confirmPassword, this.newPassword);
    }
  }
}
