import { makeAutoObservable, runInAction } from 'mobx';
import {
  forfeitBonus,
  getPromotions,
  optIntoPromotion,
  type Envelope,
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

/** An opt-in or a forfeit, and what it is about (the promotion's id, or the bonus's). */
export type BonusAction = { kind: 'optIn' | 'forfeit'; id: number };

/**
 * The site's promotions and the player's bonus (`promotion/list`): opting into a promotion (its bonus
 * comes with the next qualifying deposit, one bonus at a time) and forfeiting the bonus in progress.
 * After either, the list is read again, so what shows is the platform's word. One action at a time: a
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

  /** The promotion a bonus came from, while the site still runs it (its minimum deposit, its terms). */
  promotionOf(bonus: PlayerBonus): Promotion | undefined {
    return this.promotions.find((promotion) => promotion.id === bonus.promotion_id);
  }

  /** The player holds this promotion's bonus (opted in, or active). */
  isOptedIn(promotionId: number): boolean {
    return this.bonus?.promotion_id === promotionId;
  }

  /** Another promotion's bonus is in progress: this one cannot be opted into until it ends. */
  isBlocked(promotionId: number): boolean {
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
        };
        this.status = 'ready';
      } else if (this.status !== 'ready') {
        // A failed refresh keeps the list shown.
        this.status = 'failed';
        this.errorKey = failureKey(answer);
      }
    });
  }

  /** Opts into a promotion; false when nothing was sent or the platform refused. */
  optIn(promotionId: number): Promise<boolean> {
    const promotion = this.promotions.find((candidate) => candidate.id === promotionId);
    if (!promotion || this.bonus) return Promise.resolve(false);
    return this.act({ kind: 'optIn', id: promotionId }, promotion.title, (member) =>
      optIntoPromotion(this.requests.api, { ...member, promotion_id: promotionId }),
    );
  }

  /** Gives up the bonus in progress; false when nothing was sent or the platform refused. */
  forfeit(bonusId: number): Promise<boolean> {
    const bonus = this.bonus;
    if (bonus?.id !== bonusId) return Promise.resolve(false);
    return this.act({ kind: 'forfeit', id: bonusId }, bonus.title, (member) =>
      forfeitBonus(this.requests.api, { ...member, bonus_id: bonusId }),
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
  }

  /**
   * One action: marked pending before the request leaves (so a double click sends one), its refusal
   * kept beside what it was about, and the list read again after it, whatever the answer (a refusal
   * such as bonusInProgress or promotionEnded says the list shown is out of date; a lost answer may
   * hide an action that was done). A network failure leaves the button ready for a retry.
   */
  private async act(
    action: BonusAction,
    title: string,
    call: (member: MemberRequest) => Promise<Envelope & { bonus?: PlayerBonus }>,
  ): Promise<boolean> {
    if (this.pending) return false;
    this.pending = action;
    this.failed = null;
    this.done = null;
    const outcome = await this.requests.forMember(action.kind, call, {
      args: [action.id],
      quiet: shownInPlace,
      accept: (answer) => Boolean(answer.bonus),
    });
    if (!outcome?.current) {
      runInAction(() => {
        this.pending = null;
      });
      return false;
    }
    await this.load();
    runInAction(() => {
      this.pending = null;
      if (outcome.ok) this.done = { ...action, title };
      else this.failed = { ...action, key: failureKey(outcome.answer) };
    });
    return outcome.ok;
  }
}
