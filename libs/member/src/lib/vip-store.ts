import { makeAutoObservable, runInAction } from 'mobx';
import {
  getVip,
  getVipTiers,
  isSuccess,
  peekAnswer,
  type SiteRequest,
  type VipLevel,
  type VipTier,
} from '@wl/api';
import {
  PlatformRequests,
  isRetryable,
  type FeatureStore,
  type LoadStatus,
  type MemberSource,
  type PlatformPort,
} from '@wl/core';
import { currencyDigits, fromMajor, type MinorUnits } from '@wl/money';
import { failureKey } from './answers';
import { vipSummary, type VipSummary } from './vip-summary';

export interface VipStoreDeps {
  platform: PlatformPort;
  session: MemberSource;
  /** domain_name and external_id of the site call (`auth/vip_before_login`). */
  site: () => SiteRequest;
  /** The site's currency, whose digits the thresholds are read with. */
  currency: () => string;
}

/** What the next level still needs, in minor units of the site's currency (0: that threshold is reached). */
export interface VipNeeds {
  name: string;
  deposit: MinorUnits;
  turnover: MinorUnits;
}

/**
 * The signed-in player's VIP progress (spec section 3's `vip`, from `auth/vip`) and the site's level
 * table (`auth/vip_before_login`, a site call: guests see it too, and a server-rendered /vip carries it).
 */
export class VipStore implements FeatureStore {
  vip: VipSummary | null = null;
  /** nextLevel[0] of the last answer: the thresholds around the player and this cycle's amounts. */
  progress: VipLevel | null = null;
  /** The number of the player's level in the table (null: none reached, or no levels). */
  level: number | null = null;
  status: LoadStatus = 'idle';
  /** The site's levels, lowest first. */
  tiers: VipTier[] = [];
  tiersStatus: LoadStatus = 'idle';
  tiersError: string | null = null;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: VipStoreDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests'>(this, { deps: false, requests: false }, { deep: false });
  }

  /** True until the player's progress has been answered once. */
  get loading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  /** True until the level table has been answered once. */
  get tiersLoading(): boolean {
    return this.tiersStatus === 'idle' || this.tiersStatus === 'loading';
  }

  /** The player is on the site's highest level: nothing further to reach. */
  get atTop(): boolean {
    const top = this.tiers[this.tiers.length - 1];
    if (top && this.level !== null) return this.level >= top.level;
    const progress = this.progress;
    return (
      progress !== null &&
      progress.deposit_next === progress.starting_deposit &&
      progress.turnover_next === progress.starting_turnover &&
      progress.vip_name_next === progress.vip_name
    );
  }

  /** What reaching the next level still takes, in the site's currency; null at the top or without levels. */
  get needs(): VipNeeds | null {
    const progress = this.progress;
    if (!progress || this.atTop) return null;
    const digits = currencyDigits(this.deps.currency());
    const minor = (major: number) => fromMajor(major, digits);
    const left = (next: number, start: number, cycle: number) =>
      Math.max(0, minor(next) - minor(start) - minor(cycle));
    return {
      name: progress.vip_name_next,
      deposit: left(progress.deposit_next, progress.starting_deposit, progress.cycle_deposit),
      turnover: left(progress.turnover_next, progress.starting_turnover, progress.cycle_turnover),
    };
  }

  async fetchVip(): Promise<void> {
    if (!this.progress) this.status = 'loading';
    const outcome = await this.requests.forMember('vip', (member) => getVip(this.requests.api, member));
    if (!outcome?.current) return;
    if (!outcome.ok) {
      runInAction(() => {
        if (!this.progress) this.status = 'failed';
      });
      return;
    }
    const { answer } = outcome;
    const level = answer.nextLevel?.[0];
    runInAction(() => {
      this.vip = level ? vipSummary(level) : null;
      this.progress = level ?? null;
      this.level = answer.currentLevel?.level ?? null;
      this.status = 'ready';
    });
  }

  /**
   * The level table from the answer the page carries (a server-rendered /vip), during the first render
   * on the server and in the browser alike; the page's load then has nothing to ask.
   */
  primeTiers(): void {
    if (this.tiersStatus === 'ready') return;
    const answer = peekAnswer(this.requests.api, (api) => getVipTiers(api, this.deps.site()));
    if (answer && isSuccess(answer)) this.applyTiers(answer.value ?? []);
  }

  /** The level table, once (it is the site's, the same for everyone). */
  async loadTiers(): Promise<void> {
    if (this.tiersStatus === 'ready' || this.tiersStatus === 'loading') return;
    this.tiersStatus = 'loading';
    this.tiersError = null;
    const outcome = await this.requests.run('tiers', () => getVipTiers(this.requests.api, this.deps.site()), {
      quiet: isRetryable,
    });
    runInAction(() => {
      if (outcome.ok) {
        this.applyTiers(outcome.answer.value ?? []);
      } else {
        this.tiersStatus = 'failed';
        this.tiersError = failureKey(outcome.answer);
      }
    });
  }

  loadMember(): Promise<void> {
    return this.fetchVip();
  }

  /** The player's progress goes; the site's level table stays (it is no one's). */
  clear(): void {
    this.requests.clear();
    this.vip = null;
    this.progress = null;
    this.level = null;
    this.status = 'idle';
  }

  private applyTiers(tiers: VipTier[]): void {
    this.tiers = [...tiers].sort((a, b) => a.level - b.level);
    this.tiersStatus = 'ready';
  }
}
