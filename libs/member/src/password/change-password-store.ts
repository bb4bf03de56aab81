import { makeAutoObservable, runInAction } from 'mobx';
import { updatePassword } from '@wl/api';
import {
  NOTICE_TOAST_MS,
  PlatformRequests,
  type FeatureStore,
  type MemberSource,
  type PlatformPort,
  type ToastStore,
  type Translate,
} from '@wl/core';
import { failureKey, shownInPlace } from '../lib/answers';
import { passwordChecks, type RuleCheck } from './password-rules';

export interface ChangePasswordDeps {
  platform: PlatformPort;
  session: MemberSource;
  toasts: ToastStore;
  translate: Translate;
}

export interface PasswordForm {
  current: string;
  next: string;
  confirmation: string;
}

/** Where a refusal is shown: at the current password, at the new one, or above the button. */
export type PasswordErrorPlace = 'current' | 'next' | 'form';

const PLACES: Readonly<Record<string, PasswordErrorPlace>> = {
  invalidPassword: 'current',
  weakPassword: 'next',
  samePassword: 'next',
};

/** A field of the form left wrong: `validation` keys. */
export type PasswordProblem = 'required' | 'passwordMismatch';

const EMPTY: PasswordForm = { current: '', next: '', confirmation: '' };

/**
 * The password change (`auth/update_password`): the current password, the new one with the platform's
 * rules as a checklist that ticks as the player types, and its confirmation. On success the platform
 * ends the player's other sessions; this one goes on. Refusals are shown at the field they are about.
 */
export class ChangePasswordStore implements FeatureStore {
  form: PasswordForm = EMPTY;
  formShown = false;
  error: { key: string; place: PasswordErrorPlace } | null = null;
  /** The password was changed (the page says so until the player starts another change). */
  done = false;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: ChangePasswordDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests'>(
      this,
      { deps: false, requests: false },
      { deep: false, autoBind: true },
    );
  }

  get saving(): boolean {
    return this.requests.isLoading('password');
  }

  /** The new password's checklist, as typed now. */
  get checks(): RuleCheck[] {
    return passwordChecks(this.form.next, {
      username: this.deps.session.member?.account_id ?? '',
      current: this.form.current,
    });
  }

  /** Every rule the browser can check is met. */
  get rulesMet(): boolean {
    return this.checks.every((check) => check.met !== false);
  }

  get problems(): Partial<Record<keyof PasswordForm, PasswordProblem>> {
    if (!this.formShown) return {};
    const problems: Partial<Record<keyof PasswordForm, PasswordProblem>> = {};
    if (!this.form.current) problems.current = 'required';
    if (!this.form.next) problems.next = 'required';
    if (!this.form.confirmation) problems.confirmation = 'required';
    else if (this.form.confirmation !== this.form.next) problems.confirmation = 'passwordMismatch';
    return problems;
  }

  errorAt(place: PasswordErrorPlace): string | null {
    return this.error?.place === place ? this.error.key : null;
  }

  setField(field: keyof PasswordForm, value: string): void {
    this.form = { ...this.form, [field]: value };
    this.done = false;
    if (!this.error) return;
    const place: PasswordErrorPlace = field === 'current' ? 'current' : field === 'next' ? 'next' : 'form';
    if (this.error.place === place || this.error.place === 'form') this.error = null;
  }

  /** Sends the change once the form is complete and the checklist met; true once changed. */
  async submit(): Promise<boolean> {
    if (this.saving) return false;
    this.formShown = true;
    this.done = false;
    if (Object.keys(this.problems).length > 0 || !this.rulesMet) return false;
    this.error = null;
    const { current, next } = this.form;
    const outcome = await this.requests.forMember(
      'password',
      (member) => updatePassword(this.requests.api, { ...member, password: current, new_password: next }),
      { quiet: shownInPlace },
    );
    if (!outcome?.current) return false;
    if (!outcome.ok) {
      const key = failureKey(outcome.answer);
      runInAction(() => {
        this.error = { key, place: PLACES[key] ?? 'form' };
      });
      return false;
    }
    runInAction(() => {
      this.form = EMPTY;
      this.formShown = false;
      this.done = true;
    });
    this.deps.toasts.show({
      variant: 'success',
      title: this.deps.translate('messages:passwordChanged'),
      durationMs: NOTICE_TOAST_MS,
    });
    return true;
  }

  /** The player left the page: the typed passwords and the outcome go (a change on its way still lands). */
  reset(): void {
    this.form = EMPTY;
    this.formShown = false;
    this.error = null;
    this.done = false;
  }

  clear(): void {
    this.requests.clear();
    this.form = EMPTY;
    this.formShown = false;
    this.error = null;
    this.done = false;
  }
}
