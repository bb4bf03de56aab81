import { CLIENT_SEED_PATTERN, type CallAnswerInput } from '@wl/contract';
import { fairFloat, type DiceDirection } from '@wl/fairness';
import { currencyDigits, toMajor } from '@wl/money';
import { isUniqueViolation } from '../../db/unique-violation';
import { PlatformError } from '../../http/envelope';
import type { PlatformDeps } from '../../platform';
import type { Member, PlayerServices } from '../../players/player-types';
import { balanceFields } from '../../players/wallet/balance-answer';
import type { WheelPrizeSetting } from '../rewards-settings';
import { activeSeeds, revealedWire, rotateSeeds, seedsWire } from '../fairness/seed-records';
import { nodeHmac } from '../fairness/seed-secrets';
import { minigameErrors } from './minigame-errors';
import {
  diceBetOf,
  diceOutcome,
  spinOutcome,
  type DiceBet,
  type Minigame,
  type RoundOutcome,
} from './round-outcome';
import {
  diceBetOfRound,
  freeSpinTaken,
  openRound,
  openRoundIds,
  playerRounds,
  prizeWire,
  roundById,
  roundWire,
  settleRound,
} from './round-records';
import { openRewards } from './rewards-site';
import { nextMidnight, siteDay } from './site-day';

export interface MinigameHooks {
  /** Missions completed and not claimed yet: the overview's `claimable` adds them to a free spin. */
  claimableMissions(member: Member): Promise<number>;
}

/** What a round was asked for: a retry with its request id must ask the same, else requestConflict. */
interface RoundAsk {
  requestId: string;
  game: Minigame;
  stake: number;
  freeDay: string | null;
  params: object;
  bet?: DiceBet;
}

/**
 * A round loses the race for its nonce only to a round of the same player opened in between (each pass
 * reads the seeds again), so the bound is only reached under a burst of one player's rounds at once.
 */
const MAX_OPEN_ATTEMPTS = 200;
/** Rounds one sweep settles at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;
/** Open rounds a player's call settles first (a crash leaves at most one per call in flight). */
const LEFTOVER_BATCH = 50;

const DEFAULT_ROUNDS_PAGE = 20;

type Overview = CallAnswerInput<'minigame/overview'>;
type RoundAnswer = CallAnswerInput<'minigame/spin'>;

function prizeSettingWire(prize: WheelPrizeSetting, digits: number) {
  if (prize.kind === 'tokens') return prizeWire('tokens', prize.amount, digits);
  if (prize.kind === 'cash') return prizeWire('cash', prize.amount_minor, digits);
  if (prize.kind === 'freeSpins') return prizeWire('freeSpins', prize.rounds, digits);
  return prizeWire('nothing', 0, digits);
}

/**
 * The token games: the lucky spin and dice, provably fair (docs/fairness.md). A round opens in one
 * statement with its outcome fixed and its stake frozen, then settles in a second; both are database
 * functions of migration 0016 with keys derived from the round, so a crash in between leaves an open round
 * that the player's next call (or the sweep) settles exactly once.
 */
export function createMinigameService(
  deps: PlatformDeps,
  players: Pick<PlayerServices, 'wallet'>,
  hooks: MinigameHooks,
) {
  const { db } = deps.database;
  const { clock } = deps;

  /** A call that plays no round settles the player's open rounds first (minigame_open does it itself). */
  async function settleLeftovers(playerId: number): Promise<void> {
    for (const id of await openRoundIds(db, playerId, LEFTOVER_BATCH)) await settleRound(db, id, clock());
  }

  async function answer(member: Member, roundId: number): Promise<RoundAnswer> {
    const [[found], wallet] = await Promise.all([
      playerRounds(db, member.player.id, { id: roundId, limit: 1 }),
      players.wallet(member),
    ]);
    if (!found) throw new Error(`round ${roundId} is not the player's`);
    return {
      round: roundWire(found.round, found.seed, currencyDigits(member.site.currency)),
      ...balanceFields(wallet),
    };
  }

  /** A request id used before: the same ask answers its round, a different one is refused. */
  async function checkReplay(member: Member, roundId: number, ask: RoundAsk): Promise<void> {
    const row = await roundById(db, roundId);
    const bet = row ? diceBetOfRound(row) : undefined;
    const same =
      row !== undefined &&
      row.playerId === member.player.id &&
      row.game === ask.game &&
      row.free === (ask.freeDay !== null) &&
      (ask.bet === undefined ||
        (bet !== undefined &&
          bet.stake === ask.bet.stake &&
          bet.target === ask.bet.target &&
          bet.direction === ask.bet.direction));
    if (!same) throw minigameErrors.requestConflict();
  }

  async function play(
    member: Member,
    ask: RoundAsk,
    resultOf: (float: number) => RoundOutcome,
  ): Promise<RoundAnswer> {
    const { site, player } = member;
    for (let attempt = 1; attempt <= MAX_OPEN_ATTEMPTS; attempt += 1) {
      const at = clock();
      const seeds = await activeSeeds(db, site.id, player.id, at);
      const float = await fairFloat(nodeHmac, seeds.serverSeed, seeds.clientSeed, seeds.nextNonce);
      let opened: Awaited<ReturnType<typeof openRound>>;
      try {
        opened = await openRound(db, {
          siteId: site.id,
          playerId: player.id,
          requestId: ask.requestId,
          game: ask.game,
          seedId: seeds.id,
          nonce: seeds.nextNonce,
          stake: ask.stake,
          freeDay: ask.freeDay,
          params: ask.params,
          result: resultOf(float),
          at,
        });
      } catch (error) {
        // Another process's round took the request id, the day's free spin or the nonce in the same
        // instant: the next pass meets it (replayed, freeSpinUsed or new seeds).
        if (isUniqueViolation(error)) continue;
        // The refused statement undid the settling of the player's open rounds with it: settle them
        // on their own, so a crash's round never waits for a round that succeeds.
        if (error instanceof PlatformError) await settleLeftovers(player.id);
        throw error;
      }
      if (opened.status === 'stale') continue;
      if (opened.status === 'freeSpinUsed') throw minigameErrors.freeSpinUsed();
      if (opened.status === 'replayed') await checkReplay(member, opened.roundId, ask);
      await settleRound(db, opened.roundId, clock());
      return answer(member, opened.roundId);
    }
    throw new Error(`no nonce after ${MAX_OPEN_ATTEMPTS} attempts: too many rounds of one player at once`);
  }

  return {
    async overview(member: Member): Promise<Overview> {
      const settings = await openRewards(db, member.site.id);
      await settleLeftovers(member.player.id);
      const at = clock();
      const zone = settings.time_zone;
      const digits = currencyDigits(member.site.currency);
      const [wallet, seeds, freeUsed, missions] = await Promise.all([
        players.wallet(member),
        activeSeeds(db, member.site.id, member.player.id, at),
        freeSpinTaken(db, member.player.id, siteDay(at, zone)),
        hooks.claimableMissions(member),
      ]);
      const freeSpin = settings.daily_free_spin && !freeUsed;
      return {
        ...balanceFields(wallet),
        wheel: settings.wheel.map((segment, index) => ({
          index,
          prize: prizeSettingWire(segment.prize, digits),
          weight: segment.weight,
          colour: segment.colour,
        })),
        spin_cost: settings.spin_cost,
        free_spin_available: freeSpin,
        next_free_spin_at: nextMidnight(at, zone).toISOString(),
        dice: settings.dice,
        seeds: seedsWire(seeds),
        tokens_per_wager: {
          tokens: settings.tokens_per_wager.tokens,
          per: toMajor(settings.tokens_per_wager.per_minor, digits),
        },
        claimable: (freeSpin ? 1 : 0) + missions,
      };
    },

    /** The day's free spin (stake 0), or a spin that costs spin_cost tokens. */
    async spin(member: Member, input: { requestId: string; free: boolean }): Promise<RoundAnswer> {
      const settings = await openRewards(db, member.site.id);
      if (input.free && !settings.daily_free_spin) throw minigameErrors.freeSpinUsed();
      const { wheel } = settings;
      const ask: RoundAsk = {
        requestId: input.requestId,
        game: 'spin',
        stake: input.free ? 0 : settings.spin_cost,
        freeDay: input.free ? siteDay(clock(), settings.time_zone) : null,
        params: { wheel },
      };
      return play(member, ask, (float) => spinOutcome(float, wheel));
    },

    /** A dice roll for tokens: stake and target checked against the site's rules before anything. */
    async dice(
      member: Member,
      input: { requestId: string; stake: number; target: number; direction: DiceDirection },
    ): Promise<RoundAnswer> {
      const settings = await openRewards(db, member.site.id);
      const bet = diceBetOf(settings.dice, input);
      const edge = settings.dice.house_edge_percent;
      const ask: RoundAsk = {
        requestId: input.requestId,
        game: 'dice',
        stake: bet.stake,
        freeDay: null,
        params: { target: bet.target, direction: bet.direction },
        bet,
      };
      return play(member, ask, (float) => diceOutcome(float, bet, edge));
    },

    /** The player's rounds, newest first, paged by round id. */
    async rounds(
      member: Member,
      query: { game?: Minigame | null; beforeRoundId?: number | null; limit?: number | null },
    ): Promise<CallAnswerInput<'minigame/rounds'>> {
      await openRewards(db, member.site.id);
      await settleLeftovers(member.player.id);
      const limit = query.limit ?? DEFAULT_ROUNDS_PAGE;
      const rows = await playerRounds(db, member.player.id, {
        game: query.game ?? null,
        beforeId: query.beforeRoundId ?? null,
        limit: limit + 1,
      });
      const digits = currencyDigits(member.site.currency);
      return {
        rounds: rows.slice(0, limit).map(({ round, seed }) => roundWire(round, seed, digits)),
        has_more: rows.length > limit,
      };
    },

    /** Reveals the seeds in use and starts new ones with the player's client seed. */
    async rotateSeed(member: Member, clientSeed: string): Promise<CallAnswerInput<'minigame/rotate_seed'>> {
      await openRewards(db, member.site.id);
      if (!CLIENT_SEED_PATTERN.test(clientSeed)) throw minigameErrors.invalidClientSeed();
      await settleLeftovers(member.player.id);
      const { revealed, active } = await rotateSeeds(
        db,
        member.site.id,
        member.player.id,
        clientSeed,
        clock(),
      );
      return { revealed: revealedWire(revealed), seeds: seedsWire(active) };
    },

    /**
     * The sweep: settles open rounds (left by a crash between a round's two statements) of every player.
     * Each round on its own, so one that cannot settle does not hold back the others.
     */
    async settleOpenRounds(): Promise<{ settled: number; failed: number }> {
      let settled = 0;
      let failed = 0;
      for (const id of await openRoundIds(db, null, SWEEP_BATCH)) {
        try {
          await settleRound(db, id, clock());
          settled += 1;
        } catch {
          failed += 1;
        }
      }
      return { settled, failed };
    },
  };
}

export type MinigameService = ReturnType<typeof createMinigameService>;
