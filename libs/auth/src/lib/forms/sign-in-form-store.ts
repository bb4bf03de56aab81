import { makeAutoObservable, runInAction } from 'mobx';
import { TAC_LENGTH } from './tac';
import type { SessionStore } from '@wl/core';

export type SignInMode = 'password' | 'code';
export type SignInField = 'accountId' | 'password' | 'tac';
/** required: the field is empty; tacFormat: the code is not 6 digits. */
export type SignInProblem = 'required' | 'tacFormat';

/**
 * The sign-in form: account id and password, or account id and a one-time code when the site allows code
 * login (site.tac_login). The user store does the signing in; this holds what the player typed.
 */
export class SignInFormStore {
  mode: SignInMode = 'password';
  accountId = '';
  password = '';
  tac = '';
  problems: Partial<Record<SignInField, SignInProblem>> = {};
  submitting = false;
  sendingCode = false;
  codeSent = false;

  constructor(
    private readonly user: SessionStore,
    readonly codeLoginAllowed: boolean,
  ) {
    makeAutoObservable<this, 'user'>(this, { user: false });
  }

  setMode(mode: SignInMode): void {
    if (mode === 'code' && !this.codeLoginAllowed) return;
    this.mode = mode;
    this.problems = {};
  }

  set(field: SignInField, value: string): void {
    this[field] = field === 'tac' ? value.replace(/\D/g, '').slice(0, TAC_LENGTH) : value;
    if (this.problems[field]) this.problems = { ...this.problems, [field]: this.problemOf(field) };
  }

  /** Checks the fields of the current mode; true when the form can be sent. */
  validate(): boolean {
    const fields: SignInField[] = this.mode === 'password' ? ['accountId', 'password'] : ['accountId', 'tac'];
    const problems: Partial<Record<SignInField, SignInProblem>> = {};
    for (const field of fields) {
      const problem = this.problemOf(field);
      if (problem) problems[field] = problem;
    }
    this.problems = problems;
    return Object.keys(problems).length === 0;
  }

  /** Signs in; true on success (failures are shown by the global error dialog). */
  async submit(): Promise<boolean> {
    if (this.submitting || !this.validate()) return false;
    this.submitting = true;
    const accountId = this.accountId.trim();
    const result =
      this.mode === 'password'
        ? await this.user.login(accountId, this.password)
        : await this.user.loginWithCode(accountId, this.tac);
    runInAction(() => {
      this.submitting = false;
      if (result.ok) {
        this.password = '';
        this.tac = '';
      }
    });
    return result.ok;
  }

  /** Texts a login code to the account's phone. */
  async requestCode(): Promise<boolean> {
    const problem = this.accountId.trim() ? undefined : 'required';
    this.problems = problem ? { accountId: problem } : {};
    if (problem || this.sendingCode) return false;
    this.sendingCode = true;
    const result = await this.user.requestLoginCode(this.accountId.trim());
    runInAction(() => {
      this.sendingCode = false;
      if (result.ok) this.codeSent = true;
    });
    return result.ok;
  }

  private problemOf(field: SignInField): SignInProblem | undefined {
    const value = field === 'accountId' ? this.accountId.trim() : this[field];
    if (!value) return 'required';
    if (field === 'tac' && !new RegExp(`^\\d{${TAC_LENGTH}}$`).test(value)) return 'tacFormat';
    return undefined;
  }
}
