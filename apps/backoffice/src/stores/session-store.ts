import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer } from '@wl/contract';
import { getStaffProfile, staffSignOut } from '@wl/api/backoffice';
import type { StaffCalls } from './staff-calls';

export type StaffProfile = CallAnswer<'backoffice/auth/me'>['staff'];
export type SessionState = 'starting' | 'signedOut' | 'signedIn';

/** Who is signed in: asked once on start, replaced by a sign-in, ended by sign-out or by the platform. */
export class SessionStore {
  state: SessionState = 'starting';
  profile: StaffProfile | undefined = undefined;
  /** The session ended by itself (idle, revoked): the sign-in page says so. */
  ended = false;
  /** Why the start could not ask who is signed in (an error key), when it was not a missing session. */
  startError: string | undefined = undefined;

  constructor(
    private readonly calls: () => StaffCalls,
    private readonly onSignedOut: () => void,
  ) {
    makeAutoObservable<SessionStore, 'calls' | 'onSignedOut'>(this, { calls: false, onSignedOut: false });
  }

  get isOwner(): boolean {
    return this.profile?.role === 'owner';
  }

  /** The password was given by someone else: the member chooses their own before anything else. */
  get mustChangePassword(): boolean {
    return this.profile?.password_change_required === true;
  }

  /** The member's own password is saved. */
  passwordChanged(): void {
    if (this.profile) this.profile.password_change_required = false;
  }

  async start(): Promise<void> {
    const outcome = await this.calls().run((t) => getStaffProfile(t, {}));
    runInAction(() => {
      if (outcome.ok && outcome.answer.staff) {
        this.signedIn(outcome.answer.staff);
        return;
      }
      // A missing session on start is the usual case, not an ended one.
      this.ended = false;
      this.state = 'signedOut';
      if (!outcome.ok && outcome.error !== 'staffSignInRequired') this.startError = outcome.error;
    });
  }

  signedIn(profile: StaffProfile): void {
    this.profile = profile;
    this.state = 'signedIn';
    this.ended = false;
    this.startError = undefined;
  }

  /** The platform answered staffSignInRequired: back to sign-in, saying the session ended. */
  sessionEnded(): void {
    if (this.state !== 'signedIn') return;
    this.clear();
    this.ended = true;
  }

  async signOut(): Promise<void> {
    // Signed out here whatever the answer: an ended session is signed out already.
    await this.calls().run((t) => staffSignOut(t, {}));
    runInAction(() => {
      this.clear();
      this.ended = false;
    });
  }

  private clear(): void {
    this.profile = undefined;
    this.state = 'signedOut';
    this.onSignedOut();
  }
}
