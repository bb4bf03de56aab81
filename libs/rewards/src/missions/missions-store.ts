import { makeAutoObservable, runInAction } from 'mobx';
import { claimMission, getMissions, type Mission, type Prize } from '@wl/api';
import {
  PlatformRequests,
  type FeatureStore,
  type LoadStatus,
  type MemberSource,
  type PlatformPort,
} from '@wl/core';
import { UNAVAILABLE, failureKey, shownInPlace } from '../lib/answers';
import type { BalanceAnswer } from '../games/rewards-store';

export interface MissionsDeps {
  platform: PlatformPort;
  session: MemberSource;
  offered: () => boolean;
  applyBalance: (answer: BalanceAnswer) => void;
  /** A reward was claimed: the rewards icon's count goes down. */
  claimed: () => void;
}

/** Refusals that mean the list changed since it was read (claimed elsewhere, the period turned). */
const STALE_CLAIM = new Set(['alreadyClaimed', 'missionIncomplete', 'notFound']);

/**
 * The daily and weekly missions (`mission/list`) with the player's progress in their current period,
 * and claiming a completed one's reward once (`mission/claim`, whose answer carries the new balances).
 * Forgotten when the session ends.
 */
export class MissionsStore implements FeatureStore {
  missions: Mission[] = [];
  timeZone = 'UTC';
  status: LoadStatus = 'idle';
  errorKey: string | null = null;
  claimingId: number | null = null;
  claimError: { id: number; key: string } | null = null;
  /** The last reward claimed, said in the page's live region. */
  claimedReward: { id: number; reward: Prize } | null = null;
  /** The period end the list was last read again for. */
  private turnedAt: number | null = null;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: MissionsDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests'>(
      this,
      { deps: false, requests: false },
      { deep: false, autoBind: true },
    );
  }

  get unavailable(): boolean {
    return !this.deps.offered() || this.errorKey === UNAVAILABLE;
  }

  get view(): 'unavailable' | 'loading' | 'failed' | 'ready' {
    if (this.unavailable) return 'unavailable';
    if (this.status === 'ready') return 'ready';
    return this.status === 'failed' ? 'failed' : 'loading';
  }

  get daily(): Mission[] {
    return this.missions.filter((mission) => mission.period === 'daily');
  }

  get weekly(): Mission[] {
    return this.missions.filter((mission) => mission.period === 'weekly');
  }

  async load(): Promise<void> {
    if (!this.deps.offered()) return;
    if (this.status !== 'ready') this.status = 'loading';
    this.errorKey = null;
    const outcome = await this.requests.forMember(
      'list',
      (member) => getMissions(this.requests.api, member),
      { quiet: shownInPlace, accept: (answer) => Array.isArray(answer.missions) },
    );
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    runInAction(() => {
      if (ok) {
        this.missions = answer.missions ?? [];
        this.timeZone = answer.time_zone ?? 'UTC';
        this.status = 'ready';
      } else if (this.status !== 'ready' || failureKey(answer) === UNAVAILABLE) {
        this.status = 'failed';
        this.errorKey = failureKey(answer);
      }
    });
  }

  /** A period shown has ended (its missions start over): the list is read again, once per period end. */
  refreshIfTurned(now: number): void {
    if (this.status !== 'ready' || this.missions.length === 0) return;
    const soonest = Math.min(...this.missions.map((mission) => Date.parse(mission.period_end)));
    if (now < soonest || this.turnedAt === soonest) return;
    this.turnedAt = soonest;
    void this.load();
  }

  /** Claims a completed mission's reward: paid once, then the mission says Claimed. */
  async claim(id: number): Promise<boolean> {
    const mission = this.missions.find((candidate) => candidate.mission_id === id);
    if (this.claimingId !== null || !mission?.completed || mission.claimed) return false;
    this.claimingId = id;
    this.claimError = null;
    this.claimedReward = null;
    const outcome = await this.requests.forMember(
      'claim',
      (member) => claimMission(this.requests.api, { ...member, mission_id: id }),
      { args: [id], quiet: shownInPlace },
    );
    runInAction(() => {
      this.claimingId = null;
    });
    if (!outcome?.current) return false;
    const { answer, ok } = outcome;
    if (!ok) {
      const key = failureKey(answer);
      runInAction(() => {
        this.claimError = { id, key };
      });
      if (STALE_CLAIM.has(key)) await this.load();
      return false;
    }
    runInAction(() => {
      this.missions = this.missions.map((item) =>
        item.mission_id === id ? { ...item, claimed: true } : item,
      );
      this.claimedReward = { id, reward: answer.reward ?? mission.reward };
    });
    this.deps.applyBalance(answer);
    this.deps.claimed();
    return true;
  }

  clear(): void {
    this.requests.clear();
    this.missions = [];
    this.timeZone = 'UTC';
    this.status = 'idle';
    this.errorKey = null;
    this.claimingId = null;
    this.claimError = null;
    this.claimedReward = null;
    this.turnedAt = null;
  }
}
