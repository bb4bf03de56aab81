import { makeAutoObservable, runInAction } from 'mobx';
import {
  forfeitBonus,
  getPromotions,
  isSuccess,
  optIntoPromotion,
  type Envelope,
  type FreeRoundGrant,
  type MemberRequest,
  type PlayerBonus,
  type Promotion,
  type PromotionList,
} from '@wl/api';
import {
  PlatformRequests,
  type FeatureStore,
  type LoadStatus,
  type MemberSource,
  type PlatformPort,
} from '@wl/core';
import { failureKey, shownInPlace } from '../lib/answers';

export interface PromotionsDeps {
  platform: PlatformPort;
  session: MemberSource;
}

/**
 * An action and what it is about: opting into a deposit bonus (optIn) or claiming a free-spin offer
 * (claim), both about the promotion's id; forfeiting the bonus in progress, about the bonus's id.
 */
export type BonusAction = { kind: 'optIn' | 'claim' | 'forfeit'; id: number };

/** The game page that plays a grant's free spins (and the slot's own money games): /playnow?provider_code=..&game_code=.. */
export function freeSpinsPath(grant: Pick<FreeRoundGrant, 'provider_code' | 'game_code'>): string {
  const query = new URLSearchParams({ provider_code: grant.provider_code, game_code: grant.game_code });
  return `/playnow?${query.toString()}`;
}

/**
 * The site's promotions, the player's bonus and free spins (`promotion/list`): opting into a deposit
 * bonus (its bonus comes with the next qualifying deposit, one bonus at a time), claiming a free-spin
 * offer (its free spins are granted at once, once per player) and forfeiting the bonus in progress.
 * After each, the list is read again, so what shows is the platform's word. One action at a time: a
 * second click while one is on its way sends nothing. Forgotten when the session ends.
 */
export class PromotionsStore implements FeatureStore {
  list: PromotionList | null = null;
  status: LoadStatus = 'idle';
  errorKey: string | null = null;
  /** The action on its way. */
  pending: BonusAction | null = null;
  /** The last action refused, with the platform's error key, shown beside what it was about. */
  failed: (BonusAction & { key: string }) | null = null;
  /** The last action done, said in the page's live region. */
  done: (BonusAction & { title: string }) | null = null;
  /**
   * The free-spin offers claimed in this session or refused as alreadyClaimed, beside those whose spins
   * the list holds (each grant names its offer). Each is claimed once per player.
   */
  claimed: ReadonlySet<number> = new Set();
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: PromotionsDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests'>(
      this,
      { deps: false, requests: false },
      { deep: false, autoBind: true },
    );
  }

  get view(): 'loading' | 'failed' | 'ready' {
    if (this.status === 'ready' && this.list) return 'ready';
    return this.status === 'failed' ? 'failed' : 'loading';
  }

  get promotions(): Promotion[] {
    return this.list?.promotions ?? [];
  }

  /** The bonus opted into or active (at most one). */
  get bonus(): PlayerBonus | null {
    return this.list?.bonus ?? null;
  }

  get history(): PlayerBonus[] {
    return this.list?.history ?? [];
  }

  /** The player's free spins, those with rounds left first (the platform's order). */
  get freeRounds(): FreeRoundGrant[] {
    return this.list?.free_rounds ?? [];
  }

  /** A free-spin offer the player has claimed (its spins are in `freeRounds`). */
  isClaimed(promotionId: number): boolean {
    return (
      this.claimed.has(promotionId) || this.freeRounds.some((grant) => grant.promotion_id === promotionId)
    );
  }

  /** The promotion's opt-in (or claim) is on its way. */
  isSending(promotionId: number): boolean {
    return this.pending !== null && this.pending.kind !== 'forfeit' && this.pending.id === promotionId;
  }

  /** The error key of the promotion's last opt-in (or claim), if the platform refused it. */
  failureOf(promotionId: number): string | null {
    const failed = this.failed;
    return failed && failed.kind !== 'forfeit' && failed.id === promotionId ? failed.key : null;
  }

  /** The promotion a bonus came from, while the site still runs it (its minimum deposit, its terms). */
  promotionOf(bonus: PlayerBonus): Promotion | undefined {
    return this.promotions.find((promotion) => promotion.id === bonus.promotion_id);
  }

  /** The player holds this promotion's bonus (opted in, or active). */
  isOptedIn(promotionId: number): boolean {
    return this.bonus?.promotion_id === promotionId;
  }

  /**
   * Another promotion's bonus is in progress: this deposit bonus cannot be opted into until it ends (a
   * free-spin offer can be claimed meanwhile).
   */
  isBlocked(promotionId: number): boolean {
    if (this.promotionById(promotionId)?.kind === 'free_spins') return false;
    return this.bonus !== null && this.bonus.promotion_id !== promotionId;
  }

  /** The wagering done, 0 to 100 (a bonus with nothing to wager is done). */
  get wageringPercent(): number {
    const bonus = this.bonus;
    if (!bonus || bonus.wagering_required <= 0) return bonus?.state === 'active' ? 100 : 0;
    return Math.max(0, Math.min(100, (bonus.wagered / bonus.wagering_required) * 100));
  }

  async load(): Promise<void> {
    if (this.status !== 'ready') this.status = 'loading';
    this.errorKey = null;
    const outcome = await this.requests.forMember(
      'list',
      (member) => getPromotions(this.requests.api, member),
      { quiet: shownInPlace, accept: (answer) => Array.isArray(answer.promotions) },
    );
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    runInAction(() => {
      if (ok && answer.promotions) {
        this.list = {
          currency: answer.currency ?? '',
          promotions: answer.promotions,
          bonus: answer.bonus ?? null,
          bonus_balance: answer.bonus_balance ?? 0,
          history: answer.history ?? [],
          free_rounds: answer.free_rounds ?? [],
        };
        this.status = 'ready';
      } else if (this.status !== 'ready') {
        // A failed refresh keeps the list shown.
        this.status = 'failed';
        this.errorKey = failureKey(answer);
      }
    });
  }

  /**
   * Opts into a promotion: a deposit bonus (none while another is in progress), or a free-spin offer,
   * whose granted spins are kept from the answer at once. False when nothing was sent or the platform
   * refused.
   */
  optIn(promotionId: number): Promise<boolean> {
    const promotion = this.promotionById(promotionId);
    if (!promotion) return Promise.resolve(false);
    const send = (member: MemberRequest) =>
      optIntoPromotion(this.requests.api, { ...member, promotion_id: promotionId });
    if (promotion.kind === 'free_spins') {
      if (this.isClaimed(promotionId)) return Promise.resolve(false);
      return this.act({ kind: 'claim', id: promotionId }, promotion.title, send, {
        accept: (answer) => Boolean(answer.free_rounds),
        done: (answer) => {
          if (answer.free_rounds) this.keepGrant(promotionId, answer.free_rounds);
        },
        // Each offer is once per player: a refusal that says it was claimed tells what the list cannot.
        refused: (key) => {
          if (key === 'alreadyClaimed') this.markClaimed(promotionId);
        },
      });
    }
    if (this.bonus) return Promise.resolve(false);
    return this.act({ kind: 'optIn', id: promotionId }, promotion.title, send, {
      accept: (answer) => Boolean(answer.bonus),
    });
  }

  /** Gives up the bonus in progress; false when nothing was sent or the platform refused. */
  forfeit(bonusId: number): Promise<boolean> {
    const bonus = this.bonus;
    if (bonus?.id !== bonusId) return Promise.resolve(false);
    return this.act(
      { kind: 'forfeit', id: bonusId },
      bonus.title,
      (member) => forfeitBonus(this.requests.api, { ...member, bonus_id: bonusId }),
      { accept: (answer) => Boolean(answer.bonus) },
    );
  }

  /** Drops the last refusal (the player dismissed the confirmation it belonged to). */
  dismissFailure(): void {
    this.failed = null;
  }

  clear(): void {
    this.requests.clear();
    this.list = null;
    this.status = 'idle';
    this.errorKey = null;
    this.pending = null;
    this.failed = null;
    this.done = null;
    this.claimed = new Set();
  }

  private promotionById(promotionId: number): Promotion | undefined {
    return this.promotions.find((promotion) => promotion.id === promotionId);
  }

  private markClaimed(promotionId: number): void {
    this.claimed = new Set([...this.claimed, promotionId]);
  }

  /** A claim's granted spins: first in the list (they have rounds left) until the list is read again. */
  private keepGrant(promotionId: number, grant: FreeRoundGrant): void {
    this.markClaimed(promotionId);
    if (!this.list) return;
    const others = this.list.free_rounds.filter((kept) => kept.id !== grant.id);
    this.list = { ...this.list, free_rounds: [grant, ...others] };
  }

  /**
   * One action: marked pending before the request leaves (so a double click sends one), its refusal
   * kept beside what it was about, and the list read again after it, whatever the answer (a refusal
   * such as bonusInProgress or promotionEnded says the list shown is out of date; a lost answer may
   * hide an action that was done). A network failure leaves the button ready for a retry.
   */
  private async act<A extends Envelope>(
    action: BonusAction,
    title: string,
    call: (member: MemberRequest) => Promise<A>,
    handle: {
      /** The success answer carries what the action gives. */
      accept: (answer: A) => boolean;
      /** Keeps what an accepted answer gives, before the list is read again. */
      done?: (answer: A) => void;
      /** Learns from a refusal's error key. */
      refused?: (key: string) => void;
    },
  ): Promise<boolean> {
    if (this.pending) return false;
    this.pending = action;
    this.failed = null;
    this.done = null;
    const outcome = await this.requests.forMember(action.kind, call, {
      args: [action.id],
      quiet: shownInPlace,
      accept: handle.accept,
    });
    if (!outcome?.current) {
      runInAction(() => {
        this.pending = null;
      });
      return false;
    }
    // A success without what the action gives (a bonus, the spins) is an unexpected error.
    let key: string | null = null;
    if (!outcome.ok) key = isSuccess(outcome.answer) ? 'unknownError' : failureKey(outcome.answer);
    runInAction(() => {
      if (key === null) handle.done?.(outcome.answer);
      else handle.refused?.(key);
    });
    await this.load();
    runInAction(() => {
      this.pending = null;
      if (key === null) this.done = { ...action, title };
      else this.failed = { ...action, key };
    });
    return outcome.ok;
  }
}
