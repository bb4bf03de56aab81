import { makeAutoObservable, runInAction } from 'mobx';
import { checkStatus, updateProfile } from '@wl/api';
import {
  NOTICE_TOAST_MS,
  PlatformRequests,
  isRetryable,
  type FeatureStore,
  type LoadStatus,
  type SessionStore,
  type PlatformPort,
  type ToastStore,
  type Translate,
} from '@wl/core';
import { failureKey, shownInPlace } from './answers';
import { emailProblem, nameProblem, normaliseName, type ProfileProblem } from './profile-rules';

export interface ProfileStoreDeps {
  platform: PlatformPort;
  /** The session keeps the name and e-mail (they are stored with it across reloads). */
  session: Pick<SessionStore, 'member' | 'applyProfile'>;
  toasts: ToastStore;
  translate: Translate;
}

/** The edit form's fields. */
export interface ProfileForm {
  fullName: string;
  email: string;
}

/** Where a refusal of the platform is shown: at the field it is about, or above the form's button. */
export type ProfileErrorPlace = 'name' | 'email' | 'form';

const PLACES: Readonly<Record<string, ProfileErrorPlace>> = {
  invalidName: 'name',
  invalidEmail: 'email',
};

const EMPTY_FORM: ProfileForm = { fullName: '', email: '' };

/**
 * The player's profile: the phone (masked), whether it is verified and when the account was opened
 * (`settings/check_status`), and the edit form of
 * the name and e-mail (`settings/profile_update`, whose value[0] the session then keeps, so the header
 * shows the new name at once). The name and e-mail shown are the session's.
 */
export class ProfileStore implements FeatureStore {
  form: ProfileForm = EMPTY_FORM;
  /** The form was sent once: its problems are shown from then on, as the player fixes them. */
  formShown = false;
  /** The platform's refusal of the last save, by its `errors` key. */
  error: { key: string; place: ProfileErrorPlace } | null = null;
  phoneVerified: boolean | null = null;
  /** The number, masked by the platform, and when the account was opened (ISO 8601). */
  phone: string | null = null;
  registeredAt: string | null = null;
  status: LoadStatus = 'idle';
  statusError: string | null = null;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: ProfileStoreDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests'>(
      this,
      { deps: false, requests: false },
      { deep: false, autoBind: true },
    );
  }

  get saving(): boolean {
    return this.requests.isLoading('profile');
  }

  /** True until the account's status has been answered once. */
  get statusLoading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  /** The account's status: whether it may play and whether its phone is verified. */
  async loadStatus(): Promise<void> {
    if (this.phoneVerified === null) this.status = 'loading';
    this.statusError = null;
    const outcome = await this.requests.forMember(
      'status',
      (member) => checkStatus(this.requests.api, member),
      {
        quiet: isRetryable,
      },
    );
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    runInAction(() => {
      if (ok) {
        this.phoneVerified = answer.phone_verified ?? false;
        this.phone = answer.phone ?? null;
        this.registeredAt = answer.registered_at ?? null;
        this.status = 'ready';
      } else if (this.phoneVerified === null) {
        this.status = 'failed';
        this.statusError = failureKey(answer);
      }
    });
  }

  /** A fresh form holding the name and e-mail the player has now. */
  startEditing(fullName: string, email: string): void {
    this.form = { fullName, email };
    this.formShown = false;
    this.error = null;
  }

  setField(field: keyof ProfileForm, value: string): void {
    this.form = { ...this.form, [field]: value };
    const place: ProfileErrorPlace = field === 'fullName' ? 'name' : 'email';
    if (this.error?.place === place || this.error?.place === 'form') this.error = null;
  }

  /** The form's problems, once it was sent. */
  get problems(): { name?: ProfileProblem; email?: ProfileProblem } {
    if (!this.formShown) return {};
    const problems: { name?: ProfileProblem; email?: ProfileProblem } = {};
    const name = nameProblem(this.form.fullName);
    const email = emailProblem(this.form.email);
    if (name) problems.name = name;
    if (email) problems.email = email;
    return problems;
  }

  /** The platform's refusal at `place`, if the last save's was about it. */
  errorAt(place: ProfileErrorPlace): string | null {
    return this.error?.place === place ? this.error.key : null;
  }

  /** Sends the form once its fields pass the checks; true once saved. */
  async save(): Promise<boolean> {
    if (this.saving) return false;
    this.formShown = true;
    if (Object.keys(this.problems).length > 0) return false;
    return this.updateProfile(normaliseName(this.form.fullName), this.form.email.trim());
  }

  /** profile_update: on statusCode 1, value[0] holds the stored name and email, which the session keeps. */
  async updateProfile(fullName: string, contactEmail: string): Promise<boolean> {
    this.error = null;
    const outcome = await this.requests.forMember(
      'profile',
      (member) =>
        updateProfile(this.requests.api, { ...member, full_name: fullName, contact_email: contactEmail }),
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
    const saved = outcome.answer.value?.[0];
    const name = saved?.full_name ?? fullName;
    const email = saved?.contact_email ?? contactEmail;
    this.deps.session.applyProfile(name, email);
    runInAction(() => {
      this.form = { fullName: name, email };
      this.formShown = false;
    });
    this.deps.toasts.show({
      variant: 'success',
      title: this.deps.translate('messages:profileUpdated'),
      durationMs: NOTICE_TOAST_MS,
    });
    return true;
  }

  clear(): void {
    this.requests.clear();
    this.form = EMPTY_FORM;
    this.formShown = false;
    this.error = null;
    this.phoneVerified = null;
    this.phone = null;
    this.registeredAt = null;
    this.status = 'idle';
    this.statusError = null;
  }
}
