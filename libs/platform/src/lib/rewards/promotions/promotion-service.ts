import type { CallAnswerInput, ErrorKey } from '@wl/contract';
import { currencyDigits, toMajor } from '@wl/money';
import { PlatformError } from '../../http/envelope';
import type { JobDefinition } from '../../jobs/job-runner';
import type { PlatformDeps } from '../../platform';
import type { Member } from '../../players/player-types';
import { siteNotFound } from '../../sites/site-errors';
import type { SiteServices } from '../../sites/site-types';
import { expireBonuses, forfeit, optIn } from './bonus-calls';
import { bonusExpiryJob } from './bonus-expiry';
import { bonusPocket, playerBonus, playerBonuses, type PlayerBonus } from './bonus-records';
import type { PromotionInput, PromotionRow } from './promotion-input';
import { replacePromotions, runningPromotions, sitePromotions } from './promotion-records';
import { bonusWire, promotionWire } from './promotion-wire';

export interface PromotionServices {
  /** promotion/list: the running promotions, the player's open bonus with its wagering, and history. */
  list(member: Member): Promise<CallAnswerInput<'promotion/list'>>;
  /** promotion/opt_in: the bonus is granted on the next qualifying deposit; one open bonus at a time. */
  optIn(member: Member, promotionId: number): Promise<CallAnswerInput<'promotion/opt_in'>>;
  /** promotion/forfeit: gives up the player's own open bonus (active bonus money is removed). */
  forfeit(member: Member, bonusId: number): Promise<CallAnswerInput<'promotion/forfeit'>>;
  /** Ends what ran out by `at` (the job's work; tests call it with a moved clock). */
  expire(at?: Date): Promise<number>;
  /** The every-minute job that expires bonuses, for the platform's job runner. */
  job: JobDefinition;

  // Operator.
  /** Makes `list` the site's promotions (added or changed by code; the others switched off). */
  setPromotions(siteKey: string, list: readonly PromotionInput[]): Promise<PromotionRow[]>;
  /** Every promotion of the site, switched-off ones too. */
  listPromotions(siteKey: string): Promise<PromotionRow[]>;
}

/** Ended bonuses promotion/list shows, newest first. */
const HISTORY = 10;

const refuse = (key: ErrorKey) => new PlatformError(key, 0, 200, {});

/**
 * Promotions and bonus money. Unlike the other rewards, promotions are not gated by the site's
 * gamify_status: a deposit bonus belongs with the cashier. Money moves only in the database's functions
 * (migration 0020): the grant inside the deposit's crediting, the release inside the bet that meets the
 * wagering, the forfeit and the expiry one statement each.
 */
export function createPromotionServices(
  { database: { db }, clock }: PlatformDeps,
  sites: Pick<SiteServices, 'get'>,
): PromotionServices {
  async function siteIdOf(siteKey: string): Promise<number> {
    const site = await sites.get(siteKey);
    if (!site) throw siteNotFound();
    return site.id;
  }

  async function bonusOf(member: Member, bonusId: number): Promise<PlayerBonus> {
    const bonus = await playerBonus(db, member.player.id, bonusId);
    if (!bonus) throw new Error(`bonus ${bonusId} of player ${member.player.id} is missing`);
    return bonus;
  }

  const expire = (at: Date) => expireBonuses(db, at);

  return {
    async list(member) {
      const digits = currencyDigits(member.site.currency);
      const [promotions, bonuses, pocket] = await Promise.all([
        runningPromotions(db, member.site.id, clock()),
        playerBonuses(db, member.player.id, HISTORY),
        bonusPocket(db, member.player.id),
      ]);
      return {
        currency: member.site.currency,
        promotions: promotions.map((p) => promotionWire(p, digits)),
        bonus: bonuses.open ? bonusWire(bonuses.open, digits) : null,
        bonus_balance: toMajor(pocket, digits),
        history: bonuses.history.map((b) => bonusWire(b, digits)),
      };
    },

    async optIn(member, promotionId) {
      const result = await optIn(db, member.site.id, member.player.id, promotionId, clock());
      if (result.outcome !== 'opted_in') throw refuse(result.outcome);
      const bonus = await bonusOf(member, result.bonusId);
      return { bonus: bonusWire(bonus, currencyDigits(member.site.currency)) };
    },

    async forfeit(member, bonusId) {
      if (!(await forfeit(db, member.site.id, member.player.id, bonusId, clock()))) throw refuse('notFound');
      const bonus = await bonusOf(member, bonusId);
      return { bonus: bonusWire(bonus, currencyDigits(member.site.currency)) };
    },

    expire: (at = clock()) => expire(at),
    job: bonusExpiryJob(() => expire(clock())),

    async setPromotions(siteKey, list) {
      const siteId = await siteIdOf(siteKey);
      await replacePromotions(db, siteId, list, clock());
      return sitePromotions(db, siteId);
    },

    async listPromotions(siteKey) {
      return sitePromotions(db, await siteIdOf(siteKey));
    },
  };
}
