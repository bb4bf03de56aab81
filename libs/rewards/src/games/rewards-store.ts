import { makeAutoObservable, runInAction } from 'mobx';
import {
  getMinigameOverview,
  rollDice,
  spinWheel,
  type BalanceResponse,
  type FairnessSeeds,
  type MinigameOverview,
  type MinigameRound,
  type WheelSegment,
} from '@wl/api';
import {
  PlatformRequests,
  type FeatureStore,
  type LoadStatus,
  type MemberSource,
  type PlatformPort,
} from '@wl/core';
import { DiceBet, type DiceBetRequest } from '../dice/dice-bet';
import { UNAVAILABLE, failureKey, shownInPlace, unanswered } from '../lib/answers';
import { newRequestId } from '../lib/request-id';
import { FairnessStore } from '../verify/fairness-store';
import { overviewOf } from './overview';
import type { FairCrypto } from '../verify/check-round';

/** The balance fields a round's or a claim's answer carries. */
export type BalanceAnswer = Partial<
  Pick<BalanceResponse, 'currency' | 'game_balance' | 'game_token' | 'frozen_token'>
>;

export interface RewardsDeps {
  platform: PlatformPort;
  session: MemberSource;
  /** The site offers rewards (its startup's gamify_status); when it does not, nothing is asked. */
  offered: () => boolean;
  /** The player's tokens, as every header shows them (the wallet store's). */
  tokens: () => number;
  /** Shows the balances an answer carries in every header at once (the wallet store's). */
  applyBalance: (answer: BalanceAnswer) => void;
  /** The cryptography the verify view recomputes rounds with (Web Crypto in the browser). */
  crypto: FairCrypto;
  newRequestId?: () => string;
  now?: () => number;
}

/** The claimable count is asked again at most this often when the player comes back to the page. */
export const COUNT_REFRESH_MS = 30_000;

export type Minigame = MinigameRound['game'];

/** A round sent whose answer never came: sent again as it was, with its request id. */
type PendingRound =
  | { game: 'spin'; body: { request_id: string; free: boolean } }
  | { game: 'dice'; body: DiceBetRequest & { request_id: string } };

/** A refusal of the last round (its `errors` key); `retry` when the answer never came. */
export interface RoundError {
  game: Minigame;
  key: string;
  retry: boolean;
}

/**
 * The token games (`minigame/*`): the rules and the player's standing (overview: wheel, spin cost, free
 * spin, dice rules, seeds, claimable rewards), a spin of the wheel and a roll of the dice, and through
 * `fairness` the rounds, the seeds' rotation and each round's check. The claimable count is the rewards
 * icon's badge on every page. Every round and claim answer's balances go to the wallet store, so every
 * header's tokens move at once. Forgotten when the session ends.
 */
export class RewardsStore implements FeatureStore {
  overview: MinigameOverview | null = null;
  status: LoadStatus = 'idle';
  errorKey: string | null = null;
  /** The game whose round is on its way. */
  playing: Minigame | null = null;
  /** The last round of each game, as answered. */
  lastRound: { spin: MinigameRound | null; dice: MinigameRound | null } = { spin: null, dice: null };
  roundError: RoundError | null = null;
  readonly dice: DiceBet;
  readonly fairness: FairnessStore;
  private pending: PendingRound | null = null;
  /** When the overview last came (ms), for the count's refresh. */
  private loadedAt = 0;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: RewardsDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    this.dice = new DiceBet(() => this.overview?.dice ?? null);
    this.fairness = new FairnessStore({
      requests: this.requests,
      crypto: deps.crypto,
      seeds: () => this.overview?.seeds ?? null,
      setSeeds: (seeds) => this.setSeeds(seeds),
    });
    makeAutoObservable<this, 'deps' | 'requests'>(
      this,
      { deps: false, requests: false, dice: false, fairness: false },
      { deep: false, autoBind: true },
    );
  }

  /** The site offers no rewards: said by its startup, or by the platform's answer. */
  get unavailable(): boolean {
    return !this.deps.offered() || this.errorKey === UNAVAILABLE;
  }

  /** What the games' pages show: the rules on their way, failed to come, there, or not on this site. */
  get view(): 'unavailable' | 'loading' | 'failed' | 'ready' {
    if (this.unavailable) return 'unavailable';
    if (this.overview) return 'ready';
    return this.status === 'failed' ? 'failed' : 'loading';
  }

  get tokens(): number {
    return this.deps.tokens();
  }

  get wheel(): readonly WheelSegment[] {
    return this.overview?.wheel ?? [];
  }

  get seeds(): FairnessSeeds | null {
    return this.overview?.seeds ?? null;
  }

  /** Missions completed and not claimed, and today's free spin: the rewards icon's badge. */
  get claimable(): number {
    return this.unavailable ? 0 : (this.overview?.claimable ?? 0);
  }

  get freeSpin(): boolean {
    return this.overview?.free_spin_available ?? false;
  }

  /** The player can spin now: free, or with enough tokens for a paid spin. */
  get canSpin(): boolean {
    if (!this.overview || this.playing !== null) return false;
    return this.freeSpin || this.tokens >= this.overview.spin_cost;
  }

  /** A round of `game` whose answer never came is waiting to be asked again. */
  awaitsRetry(game: Minigame): boolean {
    return this.pending?.game === game;
  }

  /** The rules and the player's standing: on the games' pages, with the session (the badge's count). */
  async load(): Promise<void> {
    if (!this.deps.offered()) return;
    if (!this.overview) this.status = 'loading';
    this.errorKey = null;
    const outcome = await this.requests.forMember(
      'overview',
      (member) => getMinigameOverview(this.requests.api, member),
      { quiet: shownInPlace, accept: (answer) => overviewOf(answer) !== null },
    );
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    const overview = ok ? overviewOf(answer) : null;
    runInAction(() => {
      if (overview) {
        this.overview = overview;
        this.status = 'ready';
        this.loadedAt = this.now();
        this.dice.fitRules();
      } else {
        this.status = 'failed';
        this.errorKey = failureKey(answer);
      }
    });
    if (overview) this.deps.applyBalance(answer);
  }

  /** Spins the wheel: the day's free spin while there is one, else a paid spin. */
  spin(): Promise<void> {
    if (this.pending?.game === 'spin') return this.play(this.pending);
    if (!this.canSpin) return Promise.resolve();
    return this.play({ game: 'spin', body: { request_id: this.requestId(), free: this.freeSpin } });
  }

  /** Rolls the dice with the form's bet (or sends again the roll whose answer never came). */
  roll(): Promise<void> {
    if (this.pending?.game === 'dice') return this.play(this.pending);
    const bet = this.dice.request();
    if (!bet || this.playing !== null || this.dice.stakeProblem(this.tokens) !== null) {
      return Promise.resolve();
    }
    return this.play({ game: 'dice', body: { ...bet, request_id: this.requestId() } });
  }

  /**
   * The player came back to a page (the rewards icon opens the games in another tab): the claimable count
   * is asked again, unless it came moments ago.
   */
  refreshCount(): Promise<void> {
    if (this.status === 'loading' || this.now() - this.loadedAt < COUNT_REFRESH_MS) return Promise.resolve();
    return this.load();
  }

  /** A mission's reward was claimed: one reward fewer waits. */
  noteClaimed(): void {
    if (this.overview)
      this.overview = { ...this.overview, claimable: Math.max(0, this.overview.claimable - 1) };
  }

  loadMember(): Promise<void> {
    return this.load();
  }

  clear(): void {
    this.requests.clear();
    this.overview = null;
    this.status = 'idle';
    this.errorKey = null;
    this.playing = null;
    this.lastRound = { spin: null, dice: null };
    this.roundError = null;
    this.pending = null;
    this.loadedAt = 0;
    this.dice.setStake('');
    this.fairness.clear();
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  private requestId(): string {
    return (this.deps.newRequestId ?? newRequestId)();
  }

  private async play(round: PendingRound): Promise<void> {
    if (this.playing !== null) return;
    this.playing = round.game;
    this.roundError = null;
    const outcome = await this.requests.forMember(
      round.game,
      (member) =>
        round.game === 'spin'
          ? spinWheel(this.requests.api, { ...member, ...round.body })
          : rollDice(this.requests.api, { ...member, ...round.body }),
      { quiet: shownInPlace, accept: (answer) => Boolean(answer.round) },
    );
    runInAction(() => {
      this.playing = null;
    });
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    if (!ok || !answer.round) {
      const retry = unanswered(answer);
      runInAction(() => {
        // Kept only while the round may have been played: a refusal played nothing.
        this.pending = retry ? round : null;
        this.roundError = { game: round.game, key: failureKey(answer), retry };
      });
      if (answer.message === 'freeSpinUsed' || answer.message === 'insufficientTokens') await this.load();
      return;
    }
    this.settle(answer.round);
    this.deps.applyBalance(answer);
  }

  /** A round came back: shown, its nonce used, today's free spin (one of the claimable rewards) gone. */
  private settle(round: MinigameRound): void {
    this.pending = null;
    this.lastRound = { ...this.lastRound, [round.game]: round };
    this.fairness.played(round);
    const overview = this.overview;
    if (!overview) return;
    const seeds =
      overview.seeds.server_seed_hash === round.server_seed_hash
        ? { ...overview.seeds, next_nonce: Math.max(overview.seeds.next_nonce, round.nonce + 1) }
        : overview.seeds;
    this.overview = {
      ...overview,
      seeds,
      free_spin_available: round.free ? false : overview.free_spin_available,
      claimable: round.free ? Math.max(0, overview.claimable - 1) : overview.claimable,
    };
  }

  private setSeeds(seeds: FairnessSeeds): void {
    if (this.overview) this.overview = { ...this.overview, seeds };
  }
}
