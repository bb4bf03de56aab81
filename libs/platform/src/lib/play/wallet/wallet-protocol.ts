import { and, eq } from 'drizzle-orm';
import { WALLET_STATUSES, type WalletAnswer, type WalletErrorStatus, type WalletRequest } from '@wl/contract';
import type { Db } from '../../db/database';
import { numberOf, refusalKeyOf } from '../../db/database-function';
import { gameRounds } from '../../db/schema';
import type { LedgerService } from '../../players/ledger';
import type { ActivityInput, SiteActivityServices } from '../../sites/activity/activity-types';
import { inFlightBatches } from '../../db/in-flight-batches';
import { isExpired, markAuthenticated, touchGameSession } from '../launch/game-session-records';
import type { ProtectionGuard } from '../../players/protection/protection-guard';
import type { ProviderRow } from '../providers/provider-records';
import type { OfferedGames } from '../providers/offered-games';
import { freeRoundsOf, grantIdOf, playableGrant } from '../free-rounds/free-round-records';
import { createWalletBatch, type WalletCallResult } from './wallet-batch';
import { walletFail, WalletError } from './wallet-error';
import { createSessionLookup, findWalletPlayer, walletPlayerId, type WalletPlayer } from './wallet-records';

export interface WalletProtocolDeps {
  db: Db;
  /** The games sites offer now, kept briefly (every bet asks). */
  offeredGames: OfferedGames;
  ledger: LedgerService;
  clock: () => Date;
  activity: SiteActivityServices;
  /** Leaves the player a note when the database refused a bet for the player's protection. */
  protection: Pick<ProtectionGuard, 'betRefused'>;
}

type Ok = Omit<WalletAnswer, 'status'>;

/** The refusals of a bet for the player's protection: the player gets an inbox note. */
const PROTECTION_REFUSALS: ReadonlySet<string> = new Set(['PLAYER_EXCLUDED', 'LOSS_LIMIT_REACHED']);

const isWalletErrorStatus = (key: string): key is WalletErrorStatus =>
  key !== 'OK' && (WALLET_STATUSES as readonly string[]).includes(key);

/**
 * The answer of a money call the database ran: a refusal of its wallet functions ('wallet:<STATUS>')
 * becomes the protocol's error, about the calling player unless the player is unknown.
 */
async function answerOfCall<Answer>(result: Promise<WalletCallResult>, playerId: number): Promise<Answer> {
  const done = await result;
  if ('failed' in done) throw done.failed;
  if ('answer' in done) return done.answer as Answer;
  const status = refusalKeyOf(done.refusal, 'wallet') ?? '';
  if (!isWalletErrorStatus(status)) throw new Error(`wallet call refused: ${done.refusal}`);
  throw new WalletError(status, done.detail, status === 'UNKNOWN_PLAYER' ? undefined : playerId);
}

/**
 * The platform's side of the seamless wallet (docs/wallet-protocol.md). What needs the platform's own
 * knowledge (the game session, the games a site offers) is checked here; the money itself moves in the
 * database's wallet functions (migration 0007), sent in batches (wallet-batch.ts): a call that fails
 * changes no row, a retried transaction id answers as the first call did, and concurrent calls of one
 * player run one after the other.
 */
export function createWalletProtocol({
  db,
  ledger,
  clock,
  activity,
  offeredGames,
  protection,
}: WalletProtocolDeps) {
  const moneyCall = createWalletBatch(db);
  const findSession = createSessionLookup(db);
  // The winners feed gets the wins that arrive while earlier ones are being written in one insert per
  // site (one by one if that fails: a feed, never money).
  const recordWin = inFlightBatches(
    async (wins: Array<{ siteId: number; win: ActivityInput }>) => {
      const bySite = new Map<number, ActivityInput[]>();
      for (const { siteId, win } of wins) bySite.set(siteId, [...(bySite.get(siteId) ?? []), win]);
      await Promise.all(
        [...bySite].map(([siteId, list]) =>
          activity
            .recordAll(siteId, list)
            .catch(() => Promise.all(list.map((win) => activity.record(siteId, win).catch(() => undefined)))),
        ),
      );
      return wins.map(() => undefined);
    },
    { inFlight: 1, maxItems: 500 },
  );

  async function playerOf(playerId: string): Promise<WalletPlayer> {
    const player = await findWalletPlayer(db, playerId);
    return player ?? walletFail('UNKNOWN_PLAYER', 'no such player');
  }

  /** The session of a token and its player, when the token is this provider's and still alive. */
  async function liveSession(provider: ProviderRow, token: string, playerId?: string) {
    const found = await findSession(token);
    if (!found || found.session.providerCode !== provider.code)
      return walletFail('INVALID_TOKEN', 'unknown token');
    const { session } = found;
    if (playerId !== undefined && String(session.playerId) !== playerId)
      return walletFail('UNKNOWN_PLAYER', "not this token's player", session.playerId);
    if (isExpired(session, clock()))
      return walletFail('SESSION_EXPIRED', 'launch the game again', session.playerId);
    return found;
  }

  /** The game, when the player may play it now (PLAYER_BLOCKED or GAME_DISABLED otherwise). */
  async function checkCanPlay(provider: ProviderRow, player: WalletPlayer, gameCode: string) {
    if (player.status !== 'active') walletFail('PLAYER_BLOCKED', `account ${player.status}`, player.id);
    const offered = provider.enabled
      ? await offeredGames.find(player.siteId, provider.code, gameCode)
      : undefined;
    return offered ?? walletFail('GAME_DISABLED', 'the game is not offered', player.id);
  }

  async function balanceOf(player: WalletPlayer | { id: number }) {
    return (await ledger.balance(player.id)).gameMinor;
  }

  const answerOf = (player: WalletPlayer, transactionId: string, balance: number): Ok => ({
    player_id: String(player.id),
    currency: player.currency,
    balance,
    transaction_id: transactionId,
  });

  /** The answer's free_rounds: the player's grant in the session's game with rounds left, if any. */
  async function freeRoundsIn(provider: ProviderRow, player: WalletPlayer, gameCode: string): Promise<Ok> {
    const grant = await playableGrant(db, player.id, provider.code, gameCode, clock());
    return grant ? { free_rounds: freeRoundsOf(grant) } : {};
  }

  /** The player id of a money call, known to be a possible one (UNKNOWN_PLAYER otherwise). */
  const playerIdOf = (playerId: string): number =>
    walletPlayerId(playerId) ?? walletFail('UNKNOWN_PLAYER', 'no such player');

  return {
    async authenticate(provider: ProviderRow, { token }: WalletRequest<'authenticate'>): Promise<Ok> {
      const { session, player } = await liveSession(provider, token);
      if (session.authenticatedAt)
        return walletFail('INVALID_TOKEN', 'the token was already used', session.playerId);
      await checkCanPlay(provider, player, session.gameCode);
      if (!(await markAuthenticated(db, session.id, clock())))
        walletFail('INVALID_TOKEN', 'the token was already used', player.id);
      return {
        player_id: String(player.id),
        currency: session.currency,
        balance: await balanceOf(player),
        ...(await freeRoundsIn(provider, player, session.gameCode)),
      };
    },

    async balance(provider: ProviderRow, request: WalletRequest<'balance'>): Promise<Ok> {
      const { session, player } = await liveSession(provider, request.token, request.player_id);
      if (!session.authenticatedAt) walletFail('INVALID_TOKEN', 'authenticate first', session.playerId);
      await touchGameSession(db, session.id, clock());
      if (player.status !== 'active') walletFail('PLAYER_BLOCKED', `account ${player.status}`, player.id);
      return {
        player_id: request.player_id,
        currency: player.currency,
        balance: await balanceOf(player),
        ...(await freeRoundsIn(provider, player, session.gameCode)),
      };
    },

    async bet(provider: ProviderRow, request: WalletRequest<'bet'>): Promise<Ok> {
      const { session, player } = await liveSession(provider, request.token, request.player_id);
      if (!session.authenticatedAt) walletFail('INVALID_TOKEN', 'authenticate first', session.playerId);
      if (request.currency !== session.currency)
        walletFail('WRONG_CURRENCY', `the player plays in ${session.currency}`, player.id);
      if (request.game_code !== session.gameCode)
        walletFail('INVALID_REQUEST', 'game_code is not the game of this session', player.id);
      const game = await checkCanPlay(provider, player, request.game_code);
      const now = clock();
      // The idle limit is half an hour: a minute's precision spares a write on most bets.
      const touchSession = now.getTime() - session.lastUsedAt.getTime() > 60_000 ? session.id : null;
      const stake = {
        provider: provider.code,
        site: player.siteId,
        player: player.id,
        transaction: request.transaction_id,
        round: request.round_id,
        game: request.game_code,
        game_name: game.gameName,
        game_type: game.gameType,
        amount: request.amount,
        touch_session: touchSession,
        at: now.toISOString(),
      };
      // A free round names its grant: free_round_bet (migration 0022) uses one of its rounds, no money.
      const grant =
        request.free_round_id === undefined
          ? undefined
          : (grantIdOf(request.free_round_id) ??
            walletFail('NO_FREE_ROUNDS', 'no such free rounds', player.id));
      // The player's time-out, self-exclusion and loss limits are checked by wallet_bet itself (migration
      // 0013), after it has locked the player's balance: concurrent bets cannot pass a limit together.
      const row = await answerOfCall<{ balance: unknown }>(
        moneyCall(
          grant === undefined
            ? {
                call: 'bet',
                ...stake,
                reason: `${provider.code} ${request.game_code} round ${request.round_id}`,
              }
            : { call: 'free_bet', ...stake, grant },
        ),
        player.id,
      ).catch(async (error: unknown) => {
        if (error instanceof WalletError && PROTECTION_REFUSALS.has(error.status)) {
          const target = { siteId: player.siteId, playerId: player.id };
          await protection.betRefused(target, error.status, game.gameName).catch(() => undefined);
        }
        throw error;
      });
      const answer = answerOf(player, request.transaction_id, numberOf(row.balance));
      return grant === undefined
        ? answer
        : { ...answer, ...(await freeRoundsIn(provider, player, request.game_code)) };
    },

    async win(provider: ProviderRow, request: WalletRequest<'win'>): Promise<Ok> {
      const playerId = playerIdOf(request.player_id);
      const row = await answerOfCall<WinRow>(
        moneyCall({
          call: 'win',
          provider: provider.code,
          player: playerId,
          transaction: request.transaction_id,
          round: request.round_id,
          amount: request.amount,
          currency: request.currency,
          reason: `${provider.code} ${request.game_code} round ${request.round_id}`,
          at: clock().toISOString(),
        }),
        playerId,
      );
      // The site's winners feed; a feed, not money: a failure here never fails the paid win.
      if (row.paid_now && request.amount > 0) {
        await recordWin({
          siteId: row.site_id,
          win: {
            kind: 'win',
            accountId: row.account_id,
            amountMinor: request.amount,
            providerCode: provider.code,
            gameName: row.game_name ?? request.game_code,
          },
        }).catch(() => undefined);
      }
      return {
        player_id: request.player_id,
        currency: request.currency,
        balance: numberOf(row.balance),
        transaction_id: request.transaction_id,
      };
    },

    async rollback(provider: ProviderRow, request: WalletRequest<'rollback'>): Promise<Ok> {
      const playerId = playerIdOf(request.player_id);
      const row = await answerOfCall<{ balance: unknown; currency: string }>(
        moneyCall({
          call: 'rollback',
          provider: provider.code,
          player: playerId,
          transaction: request.transaction_id,
          reference: request.reference_transaction_id,
          round: request.round_id,
          at: clock().toISOString(),
        }),
        playerId,
      );
      return {
        player_id: request.player_id,
        currency: row.currency,
        balance: numberOf(row.balance),
        transaction_id: request.transaction_id,
      };
    },

    async roundEnd(provider: ProviderRow, request: WalletRequest<'round_end'>): Promise<Ok> {
      const player = await playerOf(request.player_id);
      const round = await db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.providerCode, provider.code), eq(gameRounds.roundId, request.round_id)))
        .limit(1)
        .then(([row]) => row);
      if (!round || round.playerId !== player.id)
        walletFail('TRANSACTION_NOT_FOUND', 'no such round', player.id);
      await db
        .update(gameRounds)
        .set({ status: 'closed', endedAt: clock() })
        .where(and(eq(gameRounds.id, round?.id ?? 0), eq(gameRounds.status, 'open')));
      return { player_id: request.player_id, currency: player.currency, balance: await balanceOf(player) };
    },

    /** The balance to put in an error answer, when the error is about a known player. */
    async balanceForError(playerId: number): Promise<number | undefined> {
      return balanceOf({ id: playerId }).catch(() => undefined);
    },
  };
}

/** A row of the database's wallet_win. */
interface WinRow {
  balance: unknown;
  paid_now: boolean;
  site_id: number;
  account_id: string;
  game_name: string | null;
}

export type WalletProtocol = ReturnType<typeof createWalletProtocol>;
