import { makeAutoObservable, runInAction } from 'mobx';
import {
  CLIENT_SEED_PATTERN,
  getMinigameRounds,
  rotateSeed,
  type FairnessSeeds,
  type MinigameRound,
  type RevealedSeeds,
} from '@wl/api';
import type { LoadStatus, PlatformRequests } from '@wl/core';
import { failureKey, shownInPlace } from '../lib/answers';
import { checkRound, type FairCrypto, type RoundCheck } from './check-round';

/** Rounds asked for at a time. */
export const ROUNDS_PAGE = 20;

export interface FairnessDeps {
  requests: PlatformRequests;
  crypto: FairCrypto;
  /** The seeds in use (the overview's). */
  seeds: () => FairnessSeeds | null;
  setSeeds: (seeds: FairnessSeeds) => void;
}

/** A round's check: on its way, done, or failed (Web Crypto missing: not a secure page). */
export type CheckState = { state: 'checking' } | { state: 'done'; check: RoundCheck } | { state: 'failed' };

/**
 * Provable fairness as the player checks it (`minigame/rounds`, `minigame/rotate_seed`): the player's
 * rounds newest first, a page at a time; ending the seeds in use (which reveals their server seed) with
 * a client seed of the player's; and each revealed round recomputed in the browser with @wl/fairness,
 * the hash commitment checked too.
 */
export class FairnessStore {
  rounds: MinigameRound[] = [];
  hasMore = false;
  status: LoadStatus = 'idle';
  errorKey: string | null = null;
  loadingMore = false;
  /** Checks by round id. */
  checks: ReadonlyMap<number, CheckState> = new Map();
  clientSeed = '';
  rotating = false;
  rotateError: string | null = null;
  /** The seeds the last rotation ended, their server seed revealed. */
  revealed: RevealedSeeds | null = null;

  constructor(private readonly deps: FairnessDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { deep: false, autoBind: true });
  }

  get loading(): boolean {
    return (this.status === 'idle' || this.status === 'loading') && this.rounds.length === 0;
  }

  /** The new client seed is one the platform takes. */
  get clientSeedValid(): boolean {
    return CLIENT_SEED_PATTERN.test(this.clientSeed);
  }

  checkOf(roundId: number): CheckState | null {
    return this.checks.get(roundId) ?? null;
  }

  /** The newest rounds (again, on Try again or after a rotation). */
  async load(): Promise<void> {
    if (this.rounds.length === 0) this.status = 'loading';
    this.errorKey = null;
    const outcome = await this.deps.requests.forMember(
      'rounds',
      (member) => getMinigameRounds(this.deps.requests.api, { ...member, limit: ROUNDS_PAGE }),
      { quiet: shownInPlace, accept: (answer) => Array.isArray(answer.rounds) },
    );
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    runInAction(() => {
      if (ok) {
        this.rounds = this.withRevealed(answer.rounds ?? []);
        this.hasMore = answer.has_more ?? false;
        this.status = 'ready';
      } else if (this.rounds.length === 0) {
        this.status = 'failed';
        this.errorKey = failureKey(answer);
      }
    });
  }

  /** The next page: rounds older than the oldest shown. */
  async loadMore(): Promise<void> {
    const oldest = this.rounds.at(-1);
    if (!oldest || !this.hasMore || this.loadingMore) return;
    this.loadingMore = true;
    const outcome = await this.deps.requests.forMember(
      'more',
      (member) =>
        getMinigameRounds(this.deps.requests.api, {
          ...member,
          before_round_id: oldest.round_id,
          limit: ROUNDS_PAGE,
        }),
      { quiet: shownInPlace, accept: (answer) => Array.isArray(answer.rounds) },
    );
    runInAction(() => {
      this.loadingMore = false;
      if (!outcome?.current || !outcome.ok) return;
      const known = new Set(this.rounds.map((round) => round.round_id));
      const older = this.withRevealed(outcome.answer.rounds ?? []).filter(
        (round) => !known.has(round.round_id),
      );
      this.rounds = [...this.rounds, ...older];
      this.hasMore = outcome.answer.has_more ?? false;
    });
  }

  setClientSeed(text: string): void {
    this.clientSeed = text.trim();
    this.rotateError = null;
  }

  /** Ends the seeds in use: their server seed is revealed, so the rounds played with them can be checked. */
  async rotate(): Promise<boolean> {
    if (this.rotating || !this.clientSeedValid) return false;
    this.rotating = true;
    this.rotateError = null;
    const clientSeed = this.clientSeed;
    const outcome = await this.deps.requests.forMember(
      'rotate',
      (member) => rotateSeed(this.deps.requests.api, { ...member, client_seed: clientSeed }),
      { quiet: shownInPlace, accept: (answer) => Boolean(answer.revealed && answer.seeds) },
    );
    runInAction(() => {
      this.rotating = false;
    });
    if (!outcome?.current) return false;
    const { answer, ok } = outcome;
    if (!ok || !answer.revealed || !answer.seeds) {
      runInAction(() => {
        this.rotateError = failureKey(answer);
      });
      return false;
    }
    const revealed = answer.revealed;
    this.deps.setSeeds(answer.seeds);
    runInAction(() => {
      this.revealed = revealed;
      this.clientSeed = '';
      // The rounds shown of the ended seeds can be checked at once.
      this.rounds = this.withRevealed(this.rounds);
    });
    return true;
  }

  /** Recomputes a revealed round in the browser and keeps what it found. */
  async verify(round: MinigameRound): Promise<void> {
    const serverSeed = round.server_seed;
    if (serverSeed === null || this.checkOf(round.round_id)?.state === 'checking') return;
    this.setCheck(round.round_id, { state: 'checking' });
    try {
      const check = await checkRound(round, serverSeed, this.deps.crypto);
      this.setCheck(round.round_id, { state: 'done', check });
    } catch (error: unknown) {
      console.warn('A round could not be checked', error);
      this.setCheck(round.round_id, { state: 'failed' });
    }
  }

  /** A round was just played: it heads the list when the list is there. */
  played(round: MinigameRound): void {
    if (this.status !== 'ready' || this.rounds.some((shown) => shown.round_id === round.round_id)) return;
    this.rounds = [round, ...this.rounds];
  }

  clear(): void {
    this.rounds = [];
    this.hasMore = false;
    this.status = 'idle';
    this.errorKey = null;
    this.loadingMore = false;
    this.checks = new Map();
    this.clientSeed = '';
    this.rotating = false;
    this.rotateError = null;
    this.revealed = null;
  }

  /**
   * Rounds of the seeds this page saw revealed carry their server seed, also when their list was asked
   * for before the rotation and answered after it.
   */
  private withRevealed(rounds: MinigameRound[]): MinigameRound[] {
    const revealed = this.revealed;
    if (!revealed) return rounds;
    return rounds.map((round) =>
      round.server_seed === null && round.server_seed_hash === revealed.server_seed_hash
        ? { ...round, server_seed: revealed.server_seed }
        : round,
    );
  }

  private setCheck(roundId: number, state: CheckState): void {
    this.checks = new Map(this.checks).set(roundId, state);
  }
}
