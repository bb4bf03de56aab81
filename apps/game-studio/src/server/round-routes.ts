import type { FastifyInstance, FastifyReply } from 'fastify';
import { BetError } from '../engines';
import type { ApiError, RoundAnswer, RoundRequest } from '../studio-api';
import { freeRoundsInfo, playableFreeRounds, sessionFreeRounds } from './free-rounds';
import type { GameSetup } from './game-setup';
import {
  NO_FREE_ROUNDS_LEFT,
  ROUND_CANCELLED,
  WIN_PENDING,
  WIN_REFUSED,
  endsSession,
  playerMessage,
} from './player-messages';
import { sessionGone } from './session-routes';
import type { FunSession, RealSession, SessionFreeRounds } from './sessions';
import type { StudioContext } from './studio-context';
import { newWalletId, playWalletRound } from './wallet-round';

const roundBodySchema = {
  type: 'object',
  required: ['session', 'bet'],
  properties: {
    session: { type: 'string', minLength: 1, maxLength: 100 },
    bet: { type: 'object' },
    free: { type: 'boolean' },
  },
} as const;

const fail = (reply: FastifyReply, code: number, error: ApiError) => reply.code(code).send(error);

export function registerRoundRoutes(app: FastifyInstance, context: StudioContext): void {
  /**
   * Plays one round. The bet is checked by the engine before anything else (a bad bet calls nothing);
   * fun mode settles it in play money, real mode through the wallet (bet → play → win → round_end).
   * `free: true` plays one of the session's free rounds (a real slot session's, with rounds left; else
   * NO_FREE_ROUNDS and no wallet call), at the stake the grant gives whatever the page's bet says.
   */
  app.post<{ Body: RoundRequest }>(
    '/api/round',
    { schema: { body: roundBodySchema } },
    async (request, reply) => {
      const session = context.sessions.get(request.body.session);
      if (!session) return fail(reply, 410, sessionGone());
      const setup = context.gameSetupFor(session.game);
      let free: SessionFreeRounds | undefined;
      let betInput = request.body.bet;
      if (request.body.free === true) {
        const playable = playableFreeRounds(session, setup);
        if (!playable) return fail(reply, 409, { error: 'NO_FREE_ROUNDS', message: NO_FREE_ROUNDS_LEFT });
        free = playable.grant;
        // A slot's bet is its stake (createSlotEngine).
        betInput = { stakeMinor: playable.stakeMinor };
      }
      let bet: unknown;
      try {
        bet = setup.engine.parseBet(betInput);
      } catch (error) {
        if (error instanceof BetError) return fail(reply, 400, { error: 'BAD_BET', message: error.message });
        throw error;
      }
      const stakeMinor = setup.engine.stakeOf(bet);
      // One round at a time per session: the page waits for each answer, so a second one is a double click.
      if (session.busy) {
        return fail(reply, 409, { error: 'ROUND_IN_PLAY', message: 'The previous round is still in play.' });
      }
      session.busy = true;
      try {
        // Free rounds are only ever real (playableFreeRounds).
        return session.mode === 'fun'
          ? funRound(reply, context, session, setup, bet, stakeMinor)
          : await realRound(reply, context, session, setup, { bet, stakeMinor, free });
      } finally {
        session.busy = false;
      }
    },
  );
}

/** Play money: the stake comes off and the win goes on in memory, with no wallet call. */
function funRound(
  reply: FastifyReply,
  context: StudioContext,
  session: FunSession,
  setup: GameSetup,
  bet: unknown,
  stakeMinor: number,
): RoundAnswer | FastifyReply {
  if (stakeMinor > session.balance) {
    return fail(reply, 409, {
      error: 'INSUFFICIENT_FUNDS',
      message: 'Not enough play money for this stake. Lower the stake or restart with fresh play money.',
      balance: session.balance,
    });
  }
  const { outcome, winMinor } = setup.engine.play(bet, context.random);
  session.balance += winMinor - stakeMinor;
  return { roundId: newWalletId('fun'), outcome, stakeMinor, winMinor, balance: session.balance };
}

interface RealBet {
  bet: unknown;
  stakeMinor: number;
  /** A free round of this grant. */
  free?: SessionFreeRounds;
}

async function realRound(
  reply: FastifyReply,
  context: StudioContext,
  session: RealSession,
  setup: GameSetup,
  { bet, stakeMinor, free }: RealBet,
): Promise<RoundAnswer | FastifyReply> {
  const wallet = context.walletFor(session.provider);
  if (!wallet) return fail(reply, 410, sessionGone());
  const result = await playWalletRound(wallet, {
    token: session.token,
    playerId: session.playerId,
    currency: session.currency,
    gameCode: session.game.code,
    stakeMinor,
    freeRoundId: free?.id,
    play: () => setup.engine.play(bet, context.random),
    waitForWinMs: context.waitForWinMs,
  });
  if (result.kind === 'refused') {
    if (result.balance !== undefined) session.balance = result.balance;
    // Final: the grant is used up, expired or withdrawn; the player goes back to paid rounds.
    if (result.status === 'NO_FREE_ROUNDS') session.freeRounds = undefined;
    const ended = endsSession(result.status);
    if (ended) context.sessions.end(session.id);
    return fail(reply, 409, {
      error: result.status,
      message: playerMessage(result.status),
      balance: result.balance,
      sessionEnded: ended,
    });
  }
  if (result.kind === 'cancelled') {
    // A free round's rollback gives the round back to the grant: the session's count stays.
    return fail(reply, 503, { error: 'ROUND_CANCELLED', message: ROUND_CANCELLED });
  }
  session.balance = result.balance;
  const answer: RoundAnswer = {
    roundId: result.roundId,
    outcome: result.outcome,
    stakeMinor,
    winMinor: result.winMinor,
    balance: result.balance,
  };
  if (free) {
    // The bet's answer carries the rounds now left, and none after the last one.
    session.freeRounds = sessionFreeRounds(result.freeRounds);
    answer.free = true;
    answer.freeRounds = freeRoundsInfo(session, setup);
  }
  // A win of 0 still being recorded changes nothing the player sees; a real win is either on its way
  // (retried in the background) or refused for good, and the player is told which.
  if (result.win !== 'credited' && result.winMinor > 0) {
    answer.pending = result.win === 'pending';
    answer.message = result.win === 'pending' ? WIN_PENDING : `${WIN_REFUSED} (${result.roundId})`;
  }
  return answer;
}
