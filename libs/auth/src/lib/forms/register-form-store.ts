import { makeAutoObservable, runInAction } from 'mobx';
import { requestRegisterTac, verifyTac } from '@wl/api';
import { PlatformRequests, type RootStore, type SessionStore, type SignupFields } from '@wl/core';
import {
  confirmationProblem,
  emailProblem,
  normalisePhone,
  normaliseUsername,
  passwordProblem,
  phoneProblem,
  referralCodeProblem,
  tacDigits,
  tacProblem,
  usernameProblem,
} from './account-checks';
import { accountFormDeps, notify, pageStorage, type AccountFormDeps } from './account-form-deps';
import type { FieldProblem } from './field-rules';
import { ResendTimer } from './resend-timer';
import { signupAttribution, type SignupAttribution } from './signup-attribution';

/** The fields of the sign-up form, in the order they are shown (the first with a problem gets focus). */
export const REGISTER_FIELDS = [
  'accountId',
  'password',
  'confirmPassword',
  'contactPhone',
  'contactEmail',
  'referrerCode',
  'acceptTerms',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number] | 'tac';
type TextField = Exclude<RegisterField, 'acceptTerms'>;

/**
 * details: the sign-up form; verify: signed in, the phone is verified with a texted code (or later);
 * done: the player goes on to the page they came from.
 */
export type RegisterStep = 'details' | 'verify' | 'done';

export interface RegisterFormDeps extends AccountFormDeps {
  user: Pick<SessionStore, 'register'>;
  /** Where the sign-up came from: the referral code fills the form's field, the rest is sent as it is. */
  attribution: SignupAttribution;
  /** The attribution again, a link kept from an earlier visit allowed (see `takeKeptLink`). */
  withKeptLink?: () => SignupAttribution;
}

/**
 * The sign-up form: the platform's rules checked as the player types, one /auth/signup (the new player is
 * signed in and welcomed), then the phone verified with a code when the platform texts one.
 */
export class RegisterFormStore {
  step: RegisterStep = 'details';
  accountId = '';
  password = '';
  confirmPassword = '';
  contactPhone = '';
  contactEmail = '';
  referrerCode = '';
  acceptTerms = false;
  tac = '';
  problems: Partial<Record<RegisterField, FieldProblem>> = {};
  submitting = false;
  sendingCode = false;
  verifying = false;
  /** The masked phone the verification code went to; null until one was sent. */
  codeSentTo: string | null = null;
  readonly resend: ResendTimer;
  /** The username the account was created with. */
  private registeredAs = '';
  private readonly requests: PlatformRequests;

  /** Where the sign-up came from; a link kept from an earlier visit can join it once the page is live. */
  private attribution: SignupAttribution;

  constructor(private readonly deps: RegisterFormDeps) {
    this.attribution = deps.attribution;
    this.referrerCode = deps.attribution.referrer_code ?? '';
    this.resend = new ResendTimer(deps.repeat);
    this.requests = new PlatformRequests(deps);
    makeAutoObservable<this, 'deps' | 'registeredAs' | 'requests'>(this, {
      deps: false,
      resend: false,
      registeredAs: false,
      requests: false,
    });
  }

  /**
   * The form of the page's site: its store tree, and the link, cookie and storage of this browser (on a
   * server, the request's link). It starts from the page's own link only, as a server render does, so
   * the browser hydrates the fields the server rendered; `takeKeptLink` adds a link kept from an earlier
   * visit once the page is live.
   */
  static forSite(root: RootStore, win: Window | null = globalThis.window ?? null): RegisterFormStore {
    const attributionOf = (keptLink: boolean) =>
      signupAttribution({
        search: win?.location.search ?? root.navigation.current().search,
        cookie: win?.document.cookie ?? '',
        storage: pageStorage(win),
        now: Date.now(),
        keptLink,
      });
    return new RegisterFormStore({
      ...accountFormDeps(root),
      user: root.session,
      attribution: attributionOf(false),
      withKeptLink: () => attributionOf(true),
    });
  }

  /**
   * Takes up a link kept from an earlier visit when the page came without one: its referral code fills
   * the field unless the visitor has typed one.
   */
  takeKeptLink(): void {
    const next = this.deps.withKeptLink?.();
    if (!next || this.attribution.referrer_code || !next.referrer_code) return;
    this.attribution = next;
    if (!this.referrerCode) this.referrerCode = next.referrer_code;
  }

  /** True when the referral code came with the link the visitor arrived by. */
  get referralFromLink(): boolean {
    return Boolean(this.attribution.referrer_code);
  }

  /** The first field with a problem, in the order of the form. */
  get firstProblem(): RegisterField | undefined {
    return [...REGISTER_FIELDS, 'tac' as const].find((field) => this.problems[field]);
  }

  set(field: TextField, value: string): void {
    this[field] = field === 'tac' ? tacDigits(value) : value;
    this.recheck(field);
    // A changed password can make a typed confirmation match, or stop matching.
    if (field === 'password' && this.confirmPassword) {
      this.problems = { ...this.problems, confirmPassword: this.problemOf('confirmPassword') };
    }
    if (field === 'accountId') this.recheck('password');
  }

  setAcceptTerms(value: boolean): void {
    this.acceptTerms = value;
    this.recheck('acceptTerms');
  }

  /** Checks a field the player has left, once something was typed in it. */
  leave(field: TextField): void {
    if (this[field] !== '') this.problems = { ...this.problems, [field]: this.problemOf(field) };
  }

  /** Checks every field of the form; true when it can be sent. */
  validate(): boolean {
    const problems: Partial<Record<RegisterField, FieldProblem>> = {};
    for (const field of REGISTER_FIELDS) {
      const problem = this.problemOf(field);
      if (problem) problems[field] = problem;
    }
    this.problems = problems;
    return Object.keys(problems).length === 0;
  }

  /** The /auth/signup fields: what the player typed and where the sign-up came from. */
  get request(): SignupFields {
    const fields: SignupFields = {
      ...this.attribution,
      account_id: normaliseUsername(this.accountId),
      password: this.password,
      contact_phone: normalisePhone(this.contactPhone) ?? this.contactPhone.trim(),
      contact_email: this.contactEmail.trim(),
    };
    // The field's code, which the link filled in and the player may have changed or cleared.
    const referrer = this.referrerCode.trim();
    if (referrer) fields.referrer_code = referrer;
    else delete fields.referrer_code;
    return fields;
  }

  /**
   * Creates the account, once: a second press while it is on its way, or after it succeeded, sends
   * nothing. Then the verification code is asked for. Failures are shown by the global error dialog.
   */
  async submit(): Promise<boolean> {
    if (this.step !== 'details' || this.submitting || !this.validate()) return false;
    this.submitting = true;
    const request = this.request;
    const result = await this.deps.user.register(request);
    runInAction(() => {
      this.submitting = false;
      if (!result.ok) return;
      this.registeredAs = request.account_id;
      this.password = '';
      this.confirmPassword = '';
      this.step = 'verify';
    });
    if (result.ok) await this.requestCode();
    return result.ok;
  }

  /** Texts a code to the registered phone; a phone already verified needs none. */
  async requestCode(): Promise<boolean> {
    if (this.step !== 'verify' || this.sendingCode || !this.resend.ready) return false;
    this.sendingCode = true;
    const site = this.deps.site();
    // A phone already verified needs no code: the form finishes instead of showing an error.
    const { answer, ok: sent } = await this.requests.run(
      'code',
      () => requestRegisterTac(this.deps.api, { ...site, account_id: this.registeredAs }),
      { quiet: (failure) => failure.message === 'alreadyVerified' },
    );
    runInAction(() => {
      this.sendingCode = false;
      if (sent) {
        this.codeSentTo = answer.phone ?? '';
        this.resend.start(answer.resend_in);
      } else if (answer.message === 'alreadyVerified') {
        this.finish();
      }
    });
    if (sent) notify(this.deps, this.t('messages:codeSent', { phone: answer.phone ?? '' }));
    return sent;
  }

  /** Verifies the phone with the texted code. */
  async verify(): Promise<boolean> {
    if (this.step !== 'verify' || this.verifying) return false;
    const problem = tacProblem(this.tac);
    this.problems = problem ? { tac: problem } : {};
    if (problem) return false;
    this.verifying = true;
    const site = this.deps.site();
    const { answer, ok } = await this.requests.run(
      'verify',
      () => verifyTac(this.deps.api, { ...site, account_id: this.registeredAs, tac: this.tac }),
      { quiet: (failure) => failure.message === 'alreadyVerified' },
    );
    const verified = ok || answer.message === 'alreadyVerified';
    runInAction(() => {
      this.verifying = false;
      if (verified) this.finish();
    });
    if (verified) notify(this.deps, this.t('messages:authPhoneVerified'));
    return verified;
  }

  /** The player verifies the phone another time. */
  later(): void {
    if (this.step === 'verify') this.finish();
  }

  /** Stops the resend countdown (the form is gone). */
  dispose(): void {
    this.resend.dispose();
  }

  private finish(): void {
    this.step = 'done';
    this.tac = '';
    this.resend.dispose();
  }

  private recheck(field: RegisterField): void {
    if (this.problems[field]) this.problems = { ...this.problems, [field]: this.problemOf(field) };
  }

  private t(key: string, options?: Record<string, unknown>): string {
    return this.deps.translate(key, options);
  }

  private problemOf(field: RegisterField): FieldProblem | undefined {
    switch (field) {
      case 'accountId':
        return usernameProblem(this.accountId);
      case 'password':
        return passwordProblem(this.password, this.accountId);
      case 'confirmPassword':
        return confirmationProblem(this.confirmPassword, this.password);
      case 'contactPhone':
        return phoneProblem(this.contactPhone);
      case 'contactEmail':
        return emailProblem(this.contactEmail);
      case 'referrerCode':
        return referralCodeProblem(this.referrerCode);
      case 'acceptTerms':
        return this.acceptTerms ? undefined : 'acceptTerms';
      case 'tac':
        return tacProblem(this.tac);
    }
  }
}
