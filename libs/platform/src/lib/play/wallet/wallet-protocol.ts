import { and, eq, sql } from 'drizzle-orm';
import type { WalletAnswer, WalletRequest } from '@wl/contract';
import type { Db } from '../../db/database';
import { gameRounds, walletTransactions } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { PlatformError } from '../../http/envelope';
import type { LedgerService, LedgerTransaction } from '../../players/ledger';
import type { SiteActivityServices } from '../../sites/activity/activity-types';
import {
  findGameSession,
  isExpired,
  markAuthenticated,
  touchGameSession,
  type GameSessionRow,
} from '../launch/game-session-records';
import type { ProviderRow } from '../providers/provider-records';
import type { OfferedGames } from '../providers/offered-games';
import { walletFail, WalletError } from './wallet-error';
import {
  findMove,
  findRound,
  findWalletPlayer,
  type WalletMoveRow,
  type WalletPlayer,
} from './wallet-records';

export interface WalletProtocolDeps {
  db: Db;
  /** The games sites offer now, kept briefly (every bet asks). */
  offeredGames: OfferedGames;
  ledger: LedgerService;
  clock: () => Date;
  activity: SiteActivityServices;
}

type Ok = Omit<WalletAnswer, 'status'>;

/**
 * The ledger posting of a provider's money call, in the site currency. Its key is the provider's
 * transaction id, unique per site as the ledger's keys are.
 */
const postingOf = (
  provider: ProviderRow,
  player: WalletPlayer,
  transactionId: string,
  amountMinor: number,
  reason: string,
) => ({
  siteId: player.siteId,
  playerId: player.id,
  asset: 'game' as const,
  amountMinor,
  idempotencyKey: `wallet:${provider.code}:${transactionId}`,
  reason: `${provider.code} ${reason}`,
});

/**
 * The platform's side of the seamless wallet (docs/wallet-protocol.md). Each money call runs in one
 * database transaction that first locks the player's balance, then looks up the provider's transaction
 * id, then posts to the ledger and records the call: a retry finds the record, concurrent calls of one
 * player run one after the other, and a call that fails changes no row.
 */
export function createWalletProtocol({ db, ledger, clock, activity, offeredGames }: WalletProtocolDeps) {
  async function playerOf(playerId: string): Promise<WalletPlayer> {
    const player = await findWalletPlayer(db, playerId);
    return player ?? walletFail('UNKNOWN_PLAYER', 'no such player');
  }

  async function liveSession(
    provider: ProviderRow,
    token: string,
    playerId?: string,
  ): Promise<GameSessionRow> {
    const session = await findGameSession(db, token);
    if (!session || session.providerCode !== provider.code)
      return walletFail('INVALID_TOKEN', 'unknown token');
    if (playerId !== undefined && String(session.playerId) !== playerId)
      return walletFail('UNKNOWN_PLAYER', "not this token's player", session.playerId);
    if (isExpired(session, clock()))
      return walletFail('SESSION_EXPIRED', 'launch the game again', session.playerId);
    return session;
  }

  /** The game, when the player may play it now (PLAYER_BLOCKED or GAME_DISABLED otherwise). */
  async function checkCanPlay(provider: ProviderRow, player: WalletPlayer, gameCode: string) {
    if (player.status !== 'active') walletFail('PLAYER_BLOCKED', `account ${player.status}`, player.id);
    const offered = provider.enabled
      ? await offeredGames.find(player.siteId, provider.code, gameCode)
      : undefined;
    return offered ?? walletFail('GAME_DISABLED', 'the game is not offered', player.id);
  }

  /** Runs a money call; a unique violation (the same id raced in for another player) is answered as a retry. */
  /**
   * A money call: in one transaction the player's balance is locked, the provider's transaction id looked
   * up (a retry answers `replay`), then `work` runs with the locked balance. A unique violation (the same id
   * raced in for another player) is answered as a retry too.
   */
  async function moneyCall(
    provider: ProviderRow,
    player: WalletPlayer,
    transactionId: string,
    replay: (earlier: WalletMoveRow, balance: number) => Ok,
    work: (ledgerTx: LedgerTransaction, balance: number) => Promise<Ok>,
  ): Promise<Ok> {
    try {
      return await ledger.transaction(async (ledgerTx) => {
        const balance = await ledgerTx.lockPlayer(player.siteId, player.id, 'game');
        const earlier = await findMove(ledgerTx.db, provider.code, transactionId);
        return earlier ? replay(earlier, balance) : work(ledgerTx, balance);
      });
    } catch (error) {
      if (error instanceof PlatformError && error.messageKey === 'insufficientFunds')
        throw new WalletError('INSUFFICIENT_FUNDS', 'the bet is more than the balance', player.id);
      if (!isUniqueViolation(error)) throw error;
      const earlier = await findMove(db, provider.code, transactionId);
      if (!earlier) throw error;
      return replay(earlier, await balanceOf({ id: earlier.playerId }));
    }
  }

  async function balanceOf(player: WalletPlayer | { id: number }) {
    return (await ledger.balance(player.id)).gameMinor;
  }

  function sameOrDuplicate(same: boolean, earlier: WalletMoveRow): void {
    if (!same)
      walletFail(
        'DUPLICATE_TRANSACTION',
        'this transaction id was used for another request',
        earlier.playerId,
      );
  }

  async function recordMove(
    tx: Db,
    provider: ProviderRow,
    player: WalletPlayer,
    move: Pick<WalletMoveRow, 'kind' | 'transactionId' | 'roundId' | 'amountMinor' | 'state'> & {
      referenceTransactionId?: string | null;
      ledgerTransactionId?: number | null;
    },
  ) {
    await tx.insert(walletTransactions).values({
      providerCode: provider.code,
      siteId: player.siteId,
      playerId: player.id,
      createdAt: clock(),
      ...move,
    });
  }

  const answerOf = (player: WalletPlayer, transactionId: string, balance: number): Ok => ({
    player_id: String(player.id),
    currency: player.currency,
    balance,
    transaction_id: transactionId,
  });

  return {
    async authenticate(provider: ProviderRow, { token }: WalletRequest<'authenticate'>): Promise<Ok> {
      const session = await liveSession(provider, token);
      if (session.authenticatedAt)
        return walletFail('INVALID_TOKEN', 'the token was already used', session.playerId);
      const player = await playerOf(String(session.playerId));
      await checkCanPlay(provider, player, session.gameCode);
      if (!(await markAuthenticated(db, session.id, clock())))
        walletFail('INVALID_TOKEN', 'the token was already used', player.id);
      return { player_id: String(player.id), currency: session.currency, balance: await balanceOf(player) };
    },

    async balance(provider: ProviderRow, request: WalletRequest<'balance'>): Promise<Ok> {
      const session = await liveSession(provider, request.token, request.player_id);
      if (!session.authenticatedAt) walletFail('INVALID_TOKEN', 'authenticate first', session.playerId);
      await touchGameSession(db, session.id, clock());
      const player = await playerOf(request.player_id);
      if (player.status !== 'active') walletFail('PLAYER_BLOCKED', `account ${player.status}`, player.id);
      return { player_id: request.player_id, currency: player.currency, balance: await balanceOf(player) };
    },

    async bet(provider: ProviderRow, request: WalletRequest<'bet'>): Promise<Ok> {
      const session = await liveSession(provider, request.token, request.player_id);
      if (!session.authenticatedAt) walletFail('INVALID_TOKEN', 'authenticate first', session.playerId);
      const player = await playerOf(request.player_id);
      if (request.currency !== session.currency)
        walletFail('WRONG_CURRENCY', `the player plays in ${session.currency}`, player.id);
      if (request.game_code !== session.gameCode)
        walletFail('INVALID_REQUEST', 'game_code is not the game of this session', player.id);
      const game = await checkCanPlay(provider, player, request.game_code);

      const replay = (earlier: WalletMoveRow, balance: number): Ok => {
        if (earlier.kind === 'bet' && earlier.state !== 'done' && earlier.playerId === player.id)
          walletFail('TRANSACTION_ROLLED_BACK', 'this bet was rolled back', player.id);
        sameOrDuplicate(
          earlier.kind === 'bet' &&
            earlier.playerId === player.id &&
            earlier.roundId === request.round_id &&
            earlier.amountMinor === request.amount,
          earlier,
        );
        return answerOf(player, request.transaction_id, balance);
      };

      return moneyCall(provider, player, request.transaction_id, replay, async (ledgerTx) => {
        const tx = ledgerTx.db;
        const round = await findRound(tx, provider.code, request.round_id);
        if (round && round.playerId !== player.id)
          walletFail('INVALID_REQUEST', 'the round belongs to another player', player.id);
        if (round && (round.status === 'closed' || round.paid))
          walletFail('ROUND_CLOSED', 'the round has ended', player.id);
        const posting = await ledgerTx.post.bet(
          postingOf(
            provider,
            player,
            request.transaction_id,
            request.amount,
            `${request.game_code} round ${request.round_id}`,
          ),
        );
        if (round) {
          await tx
            .update(gameRounds)
            .set({ betMinor: sql`${gameRounds.betMinor} + ${request.amount}` })
            .where(eq(gameRounds.id, round.id));
        } else {
          await tx.insert(gameRounds).values({
            providerCode: provider.code,
            roundId: request.round_id,
            siteId: player.siteId,
            playerId: player.id,
            gameCode: request.game_code,
            gameName: game.gameName,
            gameType: game.gameType,
            betMinor: request.amount,
            startedAt: clock(),
          });
        }
        await recordMove(tx, provider, player, {
          kind: 'bet',
          transactionId: request.transaction_id,
          roundId: request.round_id,
          amountMinor: request.amount,
          state: 'done',
          ledgerTransactionId: posting.transactionId,
        });
        // The idle limit is half an hour: a minute's precision spares a write on most bets.
        if (clock().getTime() - session.lastUsedAt.getTime() > 60_000)
          await touchGameSession(tx, session.id, clock());
        return answerOf(player, request.transaction_id, posting.availableAfterMinor);
      });
    },

    async win(provider: ProviderRow, request: WalletRequest<'win'>): Promise<Ok> {
      const player = await playerOf(request.player_id);
      if (request.currency !== player.currency)
        walletFail('WRONG_CURRENCY', `the player plays in ${player.currency}`, player.id);
      const replay = (earlier: WalletMoveRow, balance: number): Ok => {
        sameOrDuplicate(
          earlier.kind === 'win' &&
            earlier.playerId === player.id &&
            earlier.roundId === request.round_id &&
            earlier.amountMinor === request.amount,
          earlier,
        );
        return answerOf(player, request.transaction_id, balance);
      };
      let round: Awaited<ReturnType<typeof findRound>>;
      const answer = await moneyCall(
        provider,
        player,
        request.transaction_id,
        replay,
        async (ledgerTx, balance) => {
          const tx = ledgerTx.db;
          round = await findRound(tx, provider.code, request.round_id);
          if (!round || round.playerId !== player.id || round.betMinor - round.refundMinor <= 0)
            walletFail('TRANSACTION_NOT_FOUND', 'no bet in this round', player.id);
          if (round?.status === 'closed') walletFail('ROUND_CLOSED', 'the round has ended', player.id);
          let after = balance;
          let ledgerTransactionId: number | null = null;
          if (request.amount > 0) {
            const posting = await ledgerTx.post.win(
              postingOf(
                provider,
                player,
                request.transaction_id,
                request.amount,
                `${request.game_code} round ${request.round_id}`,
              ),
            );
            after = posting.availableAfterMinor;
            ledgerTransactionId = posting.transactionId;
          }
          await tx
            .update(gameRounds)
            .set({ winMinor: sql`${gameRounds.winMinor} + ${request.amount}`, paid: true })
            .where(and(eq(gameRounds.providerCode, provider.code), eq(gameRounds.roundId, request.round_id)));
          await recordMove(tx, provider, player, {
            kind: 'win',
            transactionId: request.transaction_id,
            roundId: request.round_id,
            amountMinor: request.amount,
            state: 'done',
            ledgerTransactionId,
          });
          return answerOf(player, request.transaction_id, after);
        },
      );
      // The site's winners feed; a feed, not money: a failure here never fails the paid win.
      if (round && request.amount > 0) {
        await activity
          .record(player.siteId, {
            kind: 'win',
            accountId: player.accountId,
            amountMinor: request.amount,
            providerCode: provider.code,
            gameName: round.gameName,
          })
          .catch(() => undefined);
      }
      return answer;
    },

    async rollback(provider: ProviderRow, request: WalletRequest<'rollback'>): Promise<Ok> {
      const player = await playerOf(request.player_id);
      const replay = (earlier: WalletMoveRow, balance: number): Ok => {
        sameOrDuplicate(
          earlier.kind === 'rollback' &&
            earlier.playerId === player.id &&
            earlier.referenceTransactionId === request.reference_transaction_id,
          earlier,
        );
        return answerOf(player, request.transaction_id, balance);
      };
      return moneyCall(provider, player, request.transaction_id, replay, async (ledgerTx, balance) => {
        const tx = ledgerTx.db;
        const rollbackMove = (amountMinor: number, ledgerTransactionId: number | null) =>
          recordMove(tx, provider, player, {
            kind: 'rollback',
            transactionId: request.transaction_id,
            roundId: request.round_id,
            amountMinor,
            state: 'done',
            referenceTransactionId: request.reference_transaction_id,
            ledgerTransactionId,
          });
        const bet = await findMove(tx, provider.code, request.reference_transaction_id);
        if (!bet) {
          // The bet never arrived (or not yet): a tombstone under its id refuses it if it comes late.
          await recordMove(tx, provider, player, {
            kind: 'bet',
            transactionId: request.reference_transaction_id,
            roundId: request.round_id,
            amountMinor: 0,
            state: 'tombstone',
          });
          await rollbackMove(0, null);
          return answerOf(player, request.transaction_id, balance);
        }
        if (bet.kind !== 'bet' || bet.playerId !== player.id)
          walletFail('TRANSACTION_NOT_FOUND', 'the reference is not a bet of this player', player.id);
        if (bet.state !== 'done') {
          // Already rolled back under another id: nothing more to give back.
          await rollbackMove(0, null);
          return answerOf(player, request.transaction_id, balance);
        }
        const round = await findRound(tx, provider.code, bet.roundId);
        if (!round || round.paid || round.status === 'closed')
          walletFail('ROUND_CLOSED', 'the round already paid out or ended', player.id);
        const posting = await ledgerTx.post.refund(
          postingOf(
            provider,
            player,
            request.transaction_id,
            bet.amountMinor,
            `rollback of ${bet.transactionId}`,
          ),
        );
        await tx
          .update(walletTransactions)
          .set({ state: 'rolled_back' })
          .where(eq(walletTransactions.id, bet.id));
        await tx
          .update(gameRounds)
          .set({ refundMinor: sql`${gameRounds.refundMinor} + ${bet.amountMinor}` })
          .where(eq(gameRounds.id, round?.id ?? 0));
        await rollbackMove(bet.amountMinor, posting.transactionId);
        return answerOf(player, request.transaction_id, posting.availableAfterMinor);
      });
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

export type WalletProtocol = ReturnType<typeof createWalletProtocol>;
