import { randomBytes } from 'node:crypto';
import type { WalletAnswer, WalletClient, WalletFreeRounds, WalletResult } from './wallet-client';

/** A new transaction or round id: 128 random bits, printable (the protocol allows 1 to 100 characters). */
export function newWalletId(prefix: string): string {
  return `${prefix}-${randomBytes(16).toString('base64url')}`;
}

export interface WalletRoundInput<Outcome> {
  token: string;
  playerId: string;
  currency: string;
  gameCode: string;
  stakeMinor: number;
  /**
   * A free round of this grant: the bet carries it as `free_round_id`, nothing is taken from the balance
   * and `stakeMinor` is the stake the round is played at. Its rollback gives the round back to the grant.
   */
  freeRoundId?: string;
  /** Plays the round once the bet is taken: the engine's play with the crypto random source. */
  play(): { outcome: Outcome; winMinor: number };
  /** How long the answer waits for the win and round_end before saying the win is being credited. */
  waitForWinMs?: number;
  /** Default: new random ids. */
  betTransactionId?: string;
  roundId?: string;
}

export type WinState = 'credited' | 'pending' | 'refused';

export interface SettledRound {
  win: WalletResult;
  /** Absent when the win never got a final answer: the round stays open for the operator to reconcile. */
  roundEnd?: WalletResult;
}

/**
 * `refused`: the platform answered the bet with a final error (nothing was taken).
 * `cancelled`: the bet got no final answer; a rollback of it is queued, and the round did not happen.
 * `played`: the bet was taken and the round played; `balance` is the platform's last answer so far, and
 * `win` says whether the win was answered OK within the wait, is still being retried, or was refused.
 */
export type WalletRoundResult<Outcome> =
  | { kind: 'refused'; roundId: string; status: string; balance?: number }
  | { kind: 'cancelled'; roundId: string; reason: string; rollback: Promise<WalletResult> }
  | {
      kind: 'played';
      roundId: string;
      outcome: Outcome;
      winMinor: number;
      balance: number;
      win: WinState;
      /** The bet's answer's free rounds: for a free round, those left (absent after the last one). */
      freeRounds?: WalletFreeRounds;
      /** The win's (and round end's) final answers. */
      settled: Promise<SettledRound>;
    };

const okAnswer = (result: WalletResult): WalletAnswer | undefined =>
  result.kind === 'answer' && result.answer.status === 'OK' ? result.answer : undefined;

/**
 * One round through the wallet: bet → play → win (also of 0, so the platform records the round) →
 * round_end. A bet with no final answer is rolled back in the background (the platform keeps a tombstone
 * if it never arrived) and the round is not played; a round whose engine throws after the bet is rolled
 * back too. The win and round_end are queued as settle calls, so they survive a platform restart.
 * A free round is the same with the bet's free_round_id: its win is paid as usual, and its rollback gives
 * the round back to the grant.
 */
export async function playWalletRound<Outcome>(
  wallet: WalletClient,
  input: WalletRoundInput<Outcome>,
): Promise<WalletRoundResult<Outcome>> {
  const roundId = input.roundId ?? newWalletId('rd');
  const betId = input.betTransactionId ?? newWalletId('bet');
  const rollback = (reason: string) => ({
    kind: 'cancelled' as const,
    roundId,
    reason,
    rollback: wallet.settle('rollback', {
      player_id: input.playerId,
      transaction_id: newWalletId('rb'),
      round_id: roundId,
      reference_transaction_id: betId,
      game_code: input.gameCode,
    }),
  });

  const bet = await wallet.bet({
    token: input.token,
    player_id: input.playerId,
    transaction_id: betId,
    round_id: roundId,
    game_code: input.gameCode,
    amount: input.stakeMinor,
    currency: input.currency,
    // Only on a free round: a paid bet's body is unchanged.
    ...(input.freeRoundId === undefined ? {} : { free_round_id: input.freeRoundId }),
  });
  if (bet.kind === 'unknown') return rollback(bet.reason);
  if (bet.answer.status !== 'OK') {
    return { kind: 'refused', roundId, status: bet.answer.status, balance: bet.answer.balance };
  }

  let played: { outcome: Outcome; winMinor: number };
  try {
    played = input.play();
  } catch (error) {
    return rollback(`the game failed: ${error instanceof Error ? error.message : String(error)}`);
  }

  let balance = bet.answer.balance ?? 0;
  let winState: WinState = 'pending';
  const settled = (async (): Promise<SettledRound> => {
    const win = await wallet.settle('win', {
      player_id: input.playerId,
      transaction_id: newWalletId('win'),
      round_id: roundId,
      game_code: input.gameCode,
      amount: played.winMinor,
      currency: input.currency,
    });
    const winOk = okAnswer(win);
    if (winOk) balance = winOk.balance ?? balance;
    if (win.kind === 'unknown') return { win };
    winState = winOk ? 'credited' : 'refused';
    const roundEnd = await wallet.settle('round_end', { player_id: input.playerId, round_id: roundId });
    balance = okAnswer(roundEnd)?.balance ?? balance;
    return { win, roundEnd };
  })();

  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, input.waitForWinMs ?? 3_000);
  });
  await Promise.race([settled, waited]);
  clearTimeout(timer);
  return {
    kind: 'played',
    roundId,
    ...played,
    balance,
    win: winState,
    freeRounds: bet.answer.free_rounds,
    settled,
  };
}
