import { makeAutoObservable, runInAction } from 'mobx';
import { getVip } from '@wl/api';
import { PlatformRequests, type FeatureStore, type MemberSource, type PlatformPort } from '@wl/core';
import { vipSummary, type VipSummary } from './vip-summary';

/** The signed-in player's VIP progress (spec section 3's `vip`). */
export class VipStore implements FeatureStore {
  vip: VipSummary | null = null;
  private readonly requests: PlatformRequests;

  constructor(platform: PlatformPort, session: MemberSource) {
    this.requests = new PlatformRequests(platform, session);
    makeAutoObservable<this, 'requests'>(this, { requests: false }, { deep: false });
  }

  async fetchVip(): Promise<void> {
    const outcome = await this.requests.forMember('vip', (member) => getVip(this.requests.api, member));
    if (!outcome?.current || !outcome.ok) return;
    const level = outcome.answer.nextLevel?.[0];
    runInAction(() => {
      this.vip = level ? vipSummary(level) : null;
    });
  }

  loadMember(): Promise<void> {
    return this.fetchVip();
  }

  clear(): void {
    this.requests.clear();
    this.vip = null;
  }
}
