import { makeAutoObservable } from 'mobx';
import { updateProfile } from '@wl/api';
import {
  NOTICE_TOAST_MS,
  PlatformRequests,
  type FeatureStore,
  type SessionStore,
  type PlatformPort,
  type ToastStore,
  type Translate,
} from '@wl/core';

export interface ProfileStoreDeps {
  platform: PlatformPort;
  /** The session keeps the name and e-mail (they are stored with it across reloads). */
  session: Pick<SessionStore, 'member' | 'applyProfile'>;
  toasts: ToastStore;
  translate: Translate;
}

/** The player's profile changes; the name and e-mail shown are the session's. */
export class ProfileStore implements FeatureStore {
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: ProfileStoreDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests'>(this, { deps: false, requests: false });
  }

  get saving(): boolean {
    return this.requests.isLoading('profile');
  }

  /** profile_update: on statusCode 1, value[0] holds the stored name and email. */
  async updateProfile(fullName: string, contactEmail: string): Promise<boolean> {
    const outcome = await this.requests.forMember('profile', (member) =>
      updateProfile(this.requests.api, { ...member, full_name: fullName, contact_email: contactEmail }),
    );
    if (!outcome?.ok) return false;
    const saved = outcome.answer.value?.[0];
    this.deps.session.applyProfile(saved?.full_name ?? fullName, saved?.contact_email ?? contactEmail);
    this.deps.toasts.show({
      variant: 'success',
      title: this.deps.translate('messages:profileUpdated'),
      durationMs: NOTICE_TOAST_MS,
    });
    return true;
  }

  clear(): void {
    this.requests.clear();
  }
}
