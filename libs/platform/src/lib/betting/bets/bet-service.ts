import { createHash } from 'node:crypto';
import type { CallAnswerInput, PriceChangePolicy, SportsBet } from '@wl/contract';
import { currencyDigits, fromMajor, toMajor } from '@wl/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { raisedRefusal, rowsOf } from '../../db/database-function';
import { publicId } from '../../db/public-id';
import type { PlatformDeps } from '../../platform';
import type { Member, PlayerServices } from '../../players/player-types';
import { createProtectionGuard } from '../../players/protection/protection-guard';
import { protectionErrors } from '../../players/protection/protection-errors';
import { isLimitPeriod } from '../../players/protection/protection-policy';
import { balanceFields } from '../../players/wallet/balance-answer';
import type { LegOutcome } from '../match-result';
import { bettingErrors } from './betting-errors';
import {
  betById,
  betByRequest,
  legsOf,
  lineOfLeg,
  lineOpen,
  linesNow,
  playerBet,
  playerBets,
  type BetRow,
  type BetStateFilter,
  type LegRow,
} from './bet-records';
import {
  acceptedPrices,
  checkLegCount,
  checkPayout,
  pricedBet,
  stakeOf,
  type LegAsk,
} from './bet-slip-check';
import { betWire } from './bet-wire';
import { cashOutOffer } from './cash-out-offer';
import { sportsbookLanguages } from './sportsbook-site';
import { sportsLimits } from './sports-limits';

export interface PlaceBetInput {
  requestId: string;
  stake: string;
  legs: LegAsk[];
  priceChange: PriceChangePolicy;
}

type BetAnswer = CallAnswerInput<'sports/place_bet'>;

/** A price moved between the read and the statement: the policy is applied again to the new prices once. */
const PLACE_ATTEMPTS = 2;

const at = (clock: () => Date) => clock().toISOString();

/** What a request asked, so that a retry with the same request id and other content is refused. */
function requestHash(input: PlaceBetInput): string {
  const ask = {
    stake: input.stake.trim(),
    legs: input.legs.map((leg) => [leg.lineId, leg.odds]),
    policy: input.priceChange,
  };
  return createHash('sha256').update(JSON.stringify(ask)).digest('base64url');
}

/**
 * Placing, listing and cashing out sports bets. Each money path is one database statement of migration
 * 0024 (sports_bet_place, sports_bet_cash_out) that holds the prices it was given, so a price that moves in
 * between is refused rather than taken.
 */
export function createBetService(deps: PlatformDeps, players: Pick<PlayerServices, 'wallet'>) {
  const { db } = deps.database;
  const { clock } = deps;
  const guard = createProtectionGuard(db, clock);

  /** The cash-out offer of an open bet now, with the prices it came from. */
  function offerOf(bet: BetRow, legs: readonly LegRow[], marginBp: number) {
    if (bet.state !== 'open') return null;
    const now = clock();
    return cashOutOffer(
      bet.stakeMinor,
      marginBp,
      legs
        .filter((leg) => leg.betId === bet.id)
        .map((leg) => ({
          lineId: leg.lineId,
          taken: leg.odds,
          result: leg.result as LegOutcome | null,
          now: lineOpen(lineOfLeg(leg), now) === 'open' ? leg.line.odds : null,
        })),
    );
  }

  async function wires(member: Member, bets: readonly BetRow[]): Promise<SportsBet[]> {
    const [languages, limits, legs] = await Promise.all([
      sportsbookLanguages(db, member.site.id),
      sportsLimits(db, member.site.id, member.site.currency),
      legsOf(
        db,
        bets.map((bet) => bet.id),
      ),
    ]);
    const digits = currencyDigits(member.site.currency);
    return bets.map((bet) =>
      betWire(
        bet,
        legs,
        languages,
        digits,
        offerOf(bet, legs, limits.cashOutMarginBp)?.amountMinor ?? null,
        clock(),
      ),
    );
  }

  async function answer(member: Member, betId: number): Promise<BetAnswer> {
    const bet = await betById(db, betId);
    if (!bet) throw new Error(`bet ${betId} vanished`);
    const [[wire], wallet] = await Promise.all([wires(member, [bet]), players.wallet(member)]);
    if (!wire) throw new Error(`bet ${betId} has no wire form`);
    return { bet: wire, ...balanceFields(wallet) };
  }

  /** Maps a refusal of the database's statement to the player's error (and leaves a protection note). */
  async function refusal(member: Member, error: unknown, lineIds: readonly number[]): Promise<never> {
    const target = { siteId: member.site.id, playerId: member.player.id };
    const wallet = raisedRefusal(error, 'wallet');
    if (wallet) {
      await guard.betRefused(target, wallet.key, 'a sports bet');
      if (wallet.key === 'PLAYER_EXCLUDED') await guard.refuseIfExcluded(target, 'a sports bet');
      if (wallet.key === 'LOSS_LIMIT_REACHED') {
        const period = /last (\w+) past/.exec(wallet.detail)?.[1] ?? '';
        throw isLimitPeriod(period)
          ? protectionErrors.lossLimitReached(period)
          : bettingErrors.lossLimitReached();
      }
    }
    const ledger = raisedRefusal(error, 'ledger');
    if (ledger?.key === 'insufficientFunds') throw bettingErrors.insufficientFunds();
    if (ledger?.key === 'balanceTooLarge') throw bettingErrors.balanceTooLarge();
    const sports = raisedRefusal(error, 'sports');
    if (sports) {
      const now = clock();
      const lines = (await linesNow(db, lineIds)).map((line) => ({
        line_id: line.id,
        odds: line.odds,
        suspended: lineOpen(line, now) !== 'open',
      }));
      switch (sports.key) {
        case 'priceChanged':
          throw bettingErrors.priceChanged(lines);
        case 'marketSuspended':
          throw bettingErrors.marketSuspended(lines);
        case 'marketClosed':
          throw bettingErrors.marketClosed(sports.detail);
        case 'insufficientFunds':
          throw bettingErrors.insufficientFunds();
        case 'requestConflict':
          throw bettingErrors.requestConflict();
      }
    }
    throw error;
  }

  async function place(member: Member, input: PlaceBetInput): Promise<BetAnswer> {
    const { site, player } = member;
    await sportsbookLanguages(db, site.id);
    const hash = requestHash(input);
    const earlier = await betByRequest(db, player.id, input.requestId);
    if (earlier) {
      if (earlier.requestHash !== hash) throw bettingErrors.requestConflict();
      return answer(member, earlier.id);
    }
    const limits = await sportsLimits(db, site.id, site.currency);
    const stakeMinor = stakeOf(input.stake, site.currency, limits);
    checkLegCount(input.legs);
    const lineIds = input.legs.map((leg) => leg.lineId);
    await guard.refuseIfExcluded({ siteId: site.id, playerId: player.id }, 'a sports bet');
    for (let attempt = 1; ; attempt++) {
      const taken = acceptedPrices(input.legs, await linesNow(db, lineIds), input.priceChange, clock());
      const odds = taken.map((line) => line.odds);
      let priced: ReturnType<typeof pricedBet>;
      try {
        priced = pricedBet(stakeMinor, odds);
      } catch {
        throw bettingErrors.payoutAboveMaximum();
      }
      checkPayout(priced.potentialMinor, limits);
      const id = publicId('sb');
      try {
        const [placed] = await rowsOf<{ o_bet: number | string }>(
          db,
          sql`select * from sports_bet_place(${site.id}::integer, ${player.id}::integer, ${id}::text,
                ${input.requestId}::text, ${hash}::text, ${taken.length > 1 ? 'parlay' : 'single'}::text,
                ${stakeMinor}::bigint, ${priced.odds}::numeric, ${priced.potentialMinor}::bigint,
                ${JSON.stringify(taken.map((line) => ({ line_id: line.id, odds: line.odds })))}::jsonb,
                ${`Sports bet ${id}`}::text, ${at(clock)}::timestamptz)`,
        );
        return answer(member, Number(placed?.o_bet));
      } catch (error) {
        const moved = raisedRefusal(error, 'sports')?.key === 'priceChanged';
        if (moved && attempt < PLACE_ATTEMPTS && input.priceChange !== 'none') continue;
        return refusal(member, error, lineIds);
      }
    }
  }

  return {
    place,

    async list(
      member: Member,
      filter: BetStateFilter,
      page: number,
      pageSize: number,
    ): Promise<CallAnswerInput<'sports/bets'>> {
      const { rows, total } = await playerBets(db, member.player.id, filter, page, pageSize);
      return { value: await wires(member, rows), total, page, page_size: pageSize };
    },

    /** Takes the offer the player saw, if it still stands (cashOutChanged answers the one that does). */
    async cashOut(member: Member, betPublicId: string, amount: number): Promise<BetAnswer> {
      const bet = await playerBet(db, member.player.id, betPublicId);
      if (!bet) throw bettingErrors.notFound();
      const digits = currencyDigits(member.site.currency);
      const asked = fromMajor(amount, digits);
      if (bet.state === 'cashed_out' && bet.returnMinor === asked) return answer(member, bet.id);
      if (bet.state !== 'open') throw bettingErrors.cashOutUnavailable();
      const limits = await sportsLimits(db, member.site.id, member.site.currency);
      const offer = offerOf(bet, await legsOf(db, [bet.id]), limits.cashOutMarginBp);
      if (!offer || offer.amountMinor !== asked) {
        throw bettingErrors.cashOutChanged(offer ? toMajor(offer.amountMinor, digits) : null);
      }
      try {
        await rowsOf(
          db,
          sql`select sports_bet_cash_out(${bet.id}::bigint, ${member.player.id}::integer, ${asked}::bigint,
                ${JSON.stringify(offer.lines)}::jsonb, ${at(clock)}::timestamptz)`,
        );
      } catch (error) {
        const key = raisedRefusal(error, 'sports')?.key;
        if (key === 'cashOutUnavailable') throw bettingErrors.cashOutUnavailable();
        if (key && ['cashOutChanged', 'marketSuspended', 'marketClosed'].includes(key)) {
          const fresh = offerOf(bet, await legsOf(db, [bet.id]), limits.cashOutMarginBp);
          throw bettingErrors.cashOutChanged(fresh ? toMajor(fresh.amountMinor, digits) : null);
        }
        if (raisedRefusal(error, 'ledger')?.key === 'balanceTooLarge') throw bettingErrors.balanceTooLarge();
        throw error;
      }
      return answer(member, bet.id);
    },
  };
}

export type BetService = ReturnType<typeof createBetService>;
/** Kept for callers that read a bet's database row by id (settlement, tests). */
export type { BetRow };
export const readBet = (db: Db, id: number) => betById(db, id);
