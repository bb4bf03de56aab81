import { makeAutoObservable, runInAction } from 'mobx';
import { getReferralOverview, type ReferralOverview } from '@wl/api';
import {
  PlatformRequests,
  type FeatureStore,
  type LoadStatus,
  type MemberSource,
  type PlatformPort,
} from '@wl/core';
import { failureKey, shownInPlace } from '../lib/answers';
import { referralLink } from './referral-link';

/** The site's referral setting: known once the site's content has come (a failed read counts as off). */
export type ReferralSetting = 'on' | 'off' | 'unknown';

/** What the player can copy: the code on its own, or the whole link. */
export type CopyTarget = 'code' | 'link';

export interface ReferralDeps {
  platform: PlatformPort;
  session: MemberSource;
  /** The site's show_referral (0: the site offers no referral), from the site's content. */
  setting: () => ReferralSetting;
  /** The page's origin (https://casino1.example): the link a friend opens is on this site. */
  origin: () => string;
  /** Writes text to the clipboard; rejects when the browser refuses (no permission, no secure page). */
  writeText: (text: string) => Promise<void>;
}

/** The platform's answer when the site has referral switched off. */
export const REFERRAL_UNAVAILABLE = 'referralUnavailable';

/**
 * The player's referral (`referral/overview`): the code and the link built from it, the commission
 * terms, the players referred and the days settled, and copying the code or the link. Nothing is asked
 * of the platform on a site whose setting is off. Forgotten when the session ends.
 */
export class ReferralStore implements FeatureStore {
  overview: ReferralOverview | null = null;
  status: LoadStatus = 'idle';
  errorKey: string | null = null;
  /** The last copy: what, and whether the clipboard took it (refused: the page selects the text instead). */
  copied: { target: CopyTarget; ok: boolean } | null = null;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: ReferralDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests'>(
      this,
      { deps: false, requests: false },
      { deep: false, autoBind: true },
    );
  }

  /** The site's referral setting: the page loads again once it is known. */
  get setting(): ReferralSetting {
    return this.deps.setting();
  }

  get unavailable(): boolean {
    return this.setting === 'off' || this.errorKey === REFERRAL_UNAVAILABLE;
  }

  /** Loading also while the site's setting is not known yet: the page neither asks nor says "not offered". */
  get view(): 'unavailable' | 'loading' | 'failed' | 'ready' {
    if (this.unavailable) return 'unavailable';
    if (this.status === 'ready' && this.overview) return 'ready';
    return this.status === 'failed' ? 'failed' : 'loading';
  }

  /** The link a friend opens to sign up with the player's code filled in. */
  get link(): string {
    return this.overview ? referralLink(this.deps.origin(), this.overview.code) : '';
  }

  /** Reads the overview, once the site's setting says referral is on. */
  async load(): Promise<void> {
    if (this.setting !== 'on') return;
    if (this.status !== 'ready') this.status = 'loading';
    this.errorKey = null;
    const outcome = await this.requests.forMember(
      'overview',
      (member) => getReferralOverview(this.requests.api, member),
      { quiet: shownInPlace, accept: (answer) => typeof answer.code === 'string' },
    );
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    runInAction(() => {
      if (ok && typeof answer.code === 'string') {
        this.overview = {
          code: answer.code,
          currency: answer.currency ?? '',
          commission_percent: answer.commission_percent ?? 0,
          basis: answer.basis ?? 'net_loss',
          time_zone: answer.time_zone ?? 'UTC',
          total_commission: answer.total_commission ?? 0,
          referred: answer.referred ?? [],
          days: answer.days ?? [],
        };
        this.status = 'ready';
      } else {
        // A failed refresh keeps the overview shown; only "switched off" replaces it.
        const key = failureKey(answer);
        if (this.status !== 'ready' || key === REFERRAL_UNAVAILABLE) {
          this.status = 'failed';
          this.errorKey = key;
        }
      }
    });
  }

  /** Copies the code or the link; false when the clipboard refused it. */
  async copy(target: CopyTarget): Promise<boolean> {
    const text = target === 'code' ? this.overview?.code : this.link;
    if (!text) return false;
    // Cleared first, so copying the same thing twice is announced twice.
    this.copied = null;
    let ok = true;
    try {
      await this.deps.writeText(text);
    } catch {
      ok = false;
    }
    runInAction(() => {
      this.copied = { target, ok };
    });
    return ok;
  }

  clear(): void {
    this.requests.clear();
    this.overview = null;
    this.status = 'idle';
    this.errorKey = null;
    this.copied = null;
  }
}
