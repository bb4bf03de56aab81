import type { FastifyInstance, FastifyReply } from 'fastify';
import { BetError } from '../engines';
import type { RoundAnswer } from '../studio-api';
import type { GameSetup } from './game-setup';
import { ROUND_CANCELLED, WIN_PENDING, WIN_REFUSED, endsSession, playerMessage } from './player-messages';
import { sessionGone } from './session-routes';
import type { FunSession, RealSession } from './sessions';
import type { ApiError } from '../studio-api';
import type { StudioContext } from './studio-context';
import { newWalletId, playWalletRound } from './wallet-round';

const roundBodySchema = {
  type: 'object',
  required: ['session', 'bet'],
  properties: {
    session: { type: 'string', minLength: 1, maxLength: 100 },
    bet: { type: 'object' },
  },
} as const;

const fail = (reply: FastifyReply, code: number, error: ApiError) => reply.code(code).send(error);

export function registerRoundRoutes(app: FastifyInstance, context: StudioContext): void {
  /**
   * Plays one round. The bet is checked by the engine before anything else (a bad bet calls nothing);
   * fun mode settles it in play money, real mode through the wallet (bet → play → win → round_end).
   */
  app.post<{ Body: { session: string; bet: unknown } }>(
    '/api/round',
    { schema: { body: roundBodySchema } },
    async (request, reply) => {
      const session = context.sessions.get(request.body.session);
      if (!session) return fail(reply, 410, sessionGone());
      const setup = context.gameSetupFor(session.game);
      let bet: unknown;
      try {
        bet = setup.engine.parseBet(request.body.bet);
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
        return session.mode === 'fun'
          ? funRound(reply, context, session, setup, bet, stakeMinor)
          : await realRound(reply, context, session, setup, bet, stakeMinor);
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

async function realRound(
  reply: FastifyReply,
  context: StudioContext,
  session: RealSession,
  setup: GameSetup,
  bet: unknown,
  stakeMinor: number,
): Promise<RoundAnswer | FastifyReply> {
  const wallet = context.walletFor(session.provider);
  if (!wallet) return fail(reply, 410, sessionGone());
  const result = await playWalletRound(wallet, {
    token: session.token,
    playerId: session.playerId,
    currency: session.currency,
    gameCode: session.game.code,
    stakeMinor,
    play: () => setup.engine.play(bet, context.random),
    waitForWinMs: context.waitForWinMs,
  });
  if (result.kind === 'refused') {
    if (result.balance !== undefined) session.balance = result.balance;
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
  // A win of 0 still being recorded changes nothing the player sees; a real win is either on its way
  // (retried in the background) or refused for good, and the player is told which.
  if (result.win !== 'credited' && result.winMinor > 0) {
    answer.pending = result.win === 'pending';
    answer.message = result.win === 'pending' ? WIN_PENDING : `${WIN_REFUSED} (${result.roundId})`;
  }
  return answer;
}
