import type { CallAnswerInput, ErrorKey } from '@wl/contract';
import { currencyDigits, toMajor } from '@wl/money';
import { PlatformError } from '../../http/envelope';
import type { JobDefinition } from '../../jobs/job-runner';
import { inArray } from 'drizzle-orm';
import { games } from '../../db/schema';
import type { FreeRoundGrants } from '../../play/free-rounds/free-round-service';
import type { PlatformDeps } from '../../platform';
import type { Member } from '../../players/player-types';
import { siteNotFound } from '../../sites/site-errors';
import type { SiteServices } from '../../sites/site-types';
import { expireBonuses, forfeit, optIn } from './bonus-calls';
import { bonusExpiryJob } from './bonus-expiry';
import { bonusPocket, playerBonus, playerBonuses, type PlayerBonus } from './bonus-records';
import type { PromotionInput, PromotionRow } from './promotion-input';
import {
  isRunning,
  replacePromotions,
  runningPromotions,
  sitePromotion,
  sitePromotions,
} from './promotion-records';
import { bonusWire, freeRoundsWire, promotionWire } from './promotion-wire';

export interface PromotionServices {
  /** promotion/list: the running promotions, the player's open bonus with its wagering, and history. */
  list(member: Member): Promise<CallAnswerInput<'promotion/list'>>;
  /**
   * promotion/opt_in: a deposit bonus is granted on the next qualifying deposit (one open bonus at a time);
   * a free-spin offer grants its free rounds at once. Each promotion once per player.
   */
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

/** Ended bonuses promotion/list shows, newest first; and as many free-spin grants. */
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
  freeRounds: FreeRoundGrants,
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

  /** The catalogue names of the free-spin offers' slots, for their terms. */
  async function gameNamesOf(list: PromotionRow[]) {
    const codes = list.flatMap((p) => (p.freeSpins ? [p.freeSpins.gameCode] : []));
    const rows =
      codes.length === 0
        ? []
        : await db
            .select({ provider: games.providerCode, code: games.gameCode, name: games.gameName })
            .from(games)
            .where(inArray(games.gameCode, codes));
    const names = new Map(rows.map((row) => [`${row.provider}:${row.code}`, row.name]));
    return (provider: string, code: string) => names.get(`${provider}:${code}`) ?? code;
  }

  /** Opting into a free-spin offer: its rounds granted once per player (alreadyClaimed after). */
  async function claimFreeSpins(member: Member, promotion: PromotionRow) {
    const spins = promotion.freeSpins;
    if (!spins) throw new Error(`promotion ${promotion.id} has no free spins`);
    const { id, created } = await freeRounds.grant({
      siteId: member.site.id,
      playerId: member.player.id,
      providerCode: spins.providerCode,
      gameCode: spins.gameCode,
      rounds: spins.rounds,
      betMinor: spins.betMinor,
      validDays: promotion.validDays,
      source: 'promotion',
      sourceKey: `promotion:${promotion.id}:${member.player.id}`,
    });
    if (!created) throw refuse('alreadyClaimed');
    const grant = await freeRounds.find(member.player.id, id);
    if (!grant) throw new Error(`free rounds ${id} of player ${member.player.id} are missing`);
    return { bonus: null, free_rounds: freeRoundsWire(grant, currencyDigits(member.site.currency), clock()) };
  }

  return {
    async list(member) {
      const digits = currencyDigits(member.site.currency);
      const at = clock();
      const [promotions, bonuses, pocket, grants] = await Promise.all([
        runningPromotions(db, member.site.id, at),
        playerBonuses(db, member.player.id, HISTORY),
        bonusPocket(db, member.player.id),
        freeRounds.list(member.player.id, HISTORY),
      ]);
      const gameName = await gameNamesOf(promotions);
      const freeRoundList = grants.map((g) => freeRoundsWire(g, digits, at));
      return {
        currency: member.site.currency,
        promotions: promotions.map((p) => promotionWire(p, digits, gameName)),
        bonus: bonuses.open ? bonusWire(bonuses.open, digits) : null,
        bonus_balance: toMajor(pocket, digits),
        history: bonuses.history.map((b) => bonusWire(b, digits)),
        // Those with rounds left first, each group newest first.
        free_rounds: [
          ...freeRoundList.filter((g) => g.state === 'active'),
          ...freeRoundList.filter((g) => g.state !== 'active'),
        ],
      };
    },

    async optIn(member, promotionId) {
      const promotion = await sitePromotion(db, member.site.id, promotionId);
      if (promotion?.kind === 'free_spins') {
        if (!isRunning(promotion, clock())) throw refuse('promotionEnded');
        return claimFreeSpins(member, promotion);
      }
      const result = await optIn(db, member.site.id, member.player.id, promotionId, clock());
      if (result.outcome !== 'opted_in') throw refuse(result.outcome);
      const bonus = await bonusOf(member, result.bonusId);
      return { bonus: bonusWire(bonus, currencyDigits(member.site.currency)), free_rounds: null };
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
