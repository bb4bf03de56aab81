import { makeAutoObservable, runInAction } from 'mobx';
import {
  getSecurityOverview,
  logoutOthers,
  logoutSession,
  setCodeLogin,
  type ActiveSession,
  type CodeLoginSetting,
  type SignInAttempt,
  type SignInRecord,
} from '@wl/api';
import {
  PlatformRequests,
  isRetryable,
  type FeatureStore,
  type LoadStatus,
  type MemberSource,
  type PlatformPort,
} from '@wl/core';
import { failureKey, shownInPlace } from '../lib/answers';

export interface SecurityDeps {
  platform: PlatformPort;
  session: MemberSource;
}

/** What the page says after an action: sessions signed out, or the sign-in-by-code setting saved. */
export type SecurityNotice =
  { kind: 'sessionEnded' } | { kind: 'othersEnded'; count: number } | { kind: 'codeLogin'; enabled: boolean };

/** The action on its way: one session's sign-out (its id), every other one's, or the code setting. */
export type SecurityAction = number | 'others' | 'codeLogin';

/**
 * /security: the player's last sign-in before this session, the recent sign-in attempts, the live
 * sessions (signing one out, or every one but this), and sign-in by one-time code where the site offers
 * it (`security/*`). Forgotten when the session ends.
 */
export class SecurityStore implements FeatureStore {
  lastLogin: SignInRecord | null = null;
  attempts: SignInAttempt[] = [];
  sessions: ActiveSession[] = [];
  codeLogin: CodeLoginSetting | null = null;
  status: LoadStatus = 'idle';
  errorKey: string | null = null;
  busy: SecurityAction | null = null;
  notice: SecurityNotice | null = null;
  /** A refusal of the last action (by its `errors` key), shown beside what it was about. */
  actionError: { action: SecurityAction; key: string } | null = null;
  private readonly requests: PlatformRequests;

  constructor(deps: SecurityDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'requests'>(this, { requests: false }, { deep: false, autoBind: true });
  }

  get loading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  /** The sessions of other devices and browsers: what "sign out everywhere else" ends. */
  get otherSessions(): ActiveSession[] {
    return this.sessions.filter((session) => !session.current);
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorKey = null;
    const outcome = await this.requests.forMember(
      'overview',
      (member) => getSecurityOverview(this.requests.api, member),
      { quiet: isRetryable, accept: (answer) => Array.isArray(answer.sessions) },
    );
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    runInAction(() => {
      if (ok) {
        this.lastLogin = answer.last_login ?? null;
        this.attempts = answer.attempts ?? [];
        this.sessions = answer.sessions ?? [];
        this.codeLogin = answer.code_login ?? null;
        this.status = 'ready';
      } else {
        this.status = 'failed';
        this.errorKey = failureKey(answer);
      }
    });
  }

  /** Signs out one other session; this one is never offered (the header's log out ends it). */
  async signOutSession(sessionId: number): Promise<boolean> {
    if (this.busy !== null) return false;
    const ok = await this.act(sessionId, (member) =>
      logoutSession(this.requests.api, { ...member, session_id: sessionId }),
    );
    if (ok) {
      runInAction(() => {
        this.sessions = this.sessions.filter((session) => session.session_id !== sessionId);
        this.notice = { kind: 'sessionEnded' };
      });
    }
    return ok;
  }

  /** Signs out every session but this one. */
  async signOutOthers(): Promise<boolean> {
    if (this.busy !== null) return false;
    let ended = 0;
    const ok = await this.act('others', async (member) => {
      const answer = await logoutOthers(this.requests.api, member);
      ended = answer.ended ?? 0;
      return answer;
    });
    if (ok) {
      runInAction(() => {
        this.sessions = this.sessions.filter((session) => session.current);
        this.notice = { kind: 'othersEnded', count: ended };
      });
    }
    return ok;
  }

  /** Allows or refuses sign-in by code on this account. */
  async setCodeLogin(enabled: boolean): Promise<boolean> {
    if (this.busy !== null || !this.codeLogin?.available) return false;
    let setting: CodeLoginSetting | null = null;
    const ok = await this.act('codeLogin', async (member) => {
      const answer = await setCodeLogin(this.requests.api, { ...member, enabled });
      setting = answer.code_login ?? null;
      return answer;
    });
    if (ok) {
      runInAction(() => {
        this.codeLogin = setting ?? { available: true, enabled };
        this.notice = { kind: 'codeLogin', enabled: this.codeLogin.enabled };
      });
    }
    return ok;
  }

  clear(): void {
    this.requests.clear();
    this.lastLogin = null;
    this.attempts = [];
    this.sessions = [];
    this.codeLogin = null;
    this.status = 'idle';
    this.errorKey = null;
    this.busy = null;
    this.notice = null;
    this.actionError = null;
  }

  /** One action of the page: marked busy, its refusal shown in place, its success left to the caller. */
  private async act(
    action: SecurityAction,
    call: Parameters<PlatformRequests['forMember']>[1],
  ): Promise<boolean> {
    this.busy = action;
    this.notice = null;
    this.actionError = null;
    const outcome = await this.requests.forMember(String(action), call, { quiet: shownInPlace });
    runInAction(() => {
      this.busy = null;
      if (outcome?.current && !outcome.ok) this.actionError = { action, key: failureKey(outcome.answer) };
    });
    return Boolean(outcome?.current && outcome.ok);
  }
}
