import type { FastifyInstance } from 'fastify';
import { funStartingBalance } from './currencies';
import { freeRoundsInfo, sessionFreeRounds } from './free-rounds';
import { gameInfoFor } from './game-setup';
import { endsSession, playerMessage } from './player-messages';
import type { StudioSession } from './sessions';
import type { ApiError, BalanceAnswer, SessionAnswer } from '../studio-api';
import type { StudioContext } from './studio-context';

interface SessionBody {
  provider: string;
  token?: string;
  game: string;
  type?: string;
  name?: string;
  currency: string;
  mode: 'real' | 'fun';
}

const sessionBodySchema = {
  type: 'object',
  required: ['provider', 'game', 'currency', 'mode'],
  properties: {
    provider: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' },
    token: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,300}$' },
    game: { type: 'string', minLength: 1, maxLength: 128 },
    type: { type: 'string', maxLength: 64 },
    name: { type: 'string', maxLength: 200 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    mode: { type: 'string', enum: ['real', 'fun'] },
  },
} as const;

const sessionIdSchema = {
  type: 'object',
  required: ['session'],
  properties: { session: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/** The answer to the page: its session, the balance, its free rounds and what it needs to draw the game. */
function sessionAnswer(context: StudioContext, session: StudioSession): SessionAnswer {
  return {
    session: session.id,
    mode: session.mode,
    balance: session.balance,
    currency: session.currency,
    game: gameInfoFor(session.game, session.currency),
    freeRounds: freeRoundsInfo(session, context.gameSetupFor(session.game)),
  };
}

function balanceAnswer(context: StudioContext, session: StudioSession): BalanceAnswer {
  return {
    balance: session.balance,
    currency: session.currency,
    freeRounds: freeRoundsInfo(session, context.gameSetupFor(session.game)),
  };
}

export function registerSessionRoutes(app: FastifyInstance, context: StudioContext): void {
  /**
   * Opens a session. Real mode authenticates the launch token with the platform (once: a reload with the
   * same token resumes the session it opened); fun mode deals play money and never calls the wallet.
   */
  app.post<{ Body: SessionBody }>(
    '/api/session',
    { schema: { body: sessionBodySchema } },
    async (request, reply) => {
      const body = request.body;
      const game = { code: body.game, type: body.type ?? '', name: body.name || body.game };
      const wallet = context.walletFor(body.provider);
      if (!wallet) {
        const error: ApiError = {
          error: 'UNKNOWN_PROVIDER',
          message: 'This studio does not serve that provider.',
        };
        return reply.code(404).send(error);
      }
      if (body.mode === 'fun') {
        const session = context.sessions.create({
          mode: 'fun',
          provider: body.provider,
          currency: body.currency,
          game,
          balance: funStartingBalance(body.currency),
        });
        return sessionAnswer(context, session);
      }
      if (!body.token) {
        const error: ApiError = {
          error: 'INVALID_TOKEN',
          message: playerMessage('INVALID_TOKEN'),
          sessionEnded: true,
        };
        return reply.code(400).send(error);
      }
      // The resumed session keeps the free rounds it knows (the page refreshes them with /api/balance).
      const resumed = context.sessions.findByToken(body.provider, body.token);
      if (resumed && resumed.game.code === game.code) return sessionAnswer(context, resumed);

      const result = await wallet.authenticate(body.token);
      if (result.kind === 'unknown') {
        const error: ApiError = {
          error: 'PLATFORM_UNAVAILABLE',
          message: 'Your account cannot be reached right now. Please try again in a moment.',
        };
        return reply.code(503).send(error);
      }
      const { answer } = result;
      if (answer.status !== 'OK' || !answer.player_id || answer.balance === undefined) {
        const status = answer.status === 'OK' ? 'INVALID_RESPONSE' : answer.status;
        const error: ApiError = { error: status, message: playerMessage(status), sessionEnded: true };
        return reply.code(409).send(error);
      }
      const session = context.sessions.create({
        mode: 'real',
        provider: body.provider,
        token: body.token,
        playerId: answer.player_id,
        // The platform's currency is the player's: it wins over the launch URL's.
        currency: answer.currency ?? body.currency,
        game,
        balance: answer.balance,
        freeRounds: sessionFreeRounds(answer.free_rounds),
      });
      return sessionAnswer(context, session);
    },
  );

  /**
   * The balance now: the platform's in real mode (the player may have deposited), the play money in fun;
   * and the free rounds the platform's answer carries (none when it carries none).
   */
  app.post<{ Body: { session: string } }>(
    '/api/balance',
    { schema: { body: sessionIdSchema } },
    async (request, reply) => {
      const session = context.sessions.get(request.body.session);
      if (!session) return reply.code(410).send(sessionGone());
      if (session.mode === 'fun') return balanceAnswer(context, session);
      const wallet = context.walletFor(session.provider);
      const result = wallet ? await wallet.balance(session.token, session.playerId) : undefined;
      if (!result || result.kind === 'unknown') {
        const error: ApiError = {
          error: 'PLATFORM_UNAVAILABLE',
          message: 'The balance cannot be read right now.',
        };
        return reply.code(503).send(error);
      }
      const { answer } = result;
      if (answer.status !== 'OK' || answer.balance === undefined) {
        const ended = endsSession(answer.status);
        if (ended) context.sessions.end(session.id);
        const error: ApiError = {
          error: answer.status,
          message: playerMessage(answer.status),
          sessionEnded: ended,
        };
        return reply.code(409).send(error);
      }
      session.balance = answer.balance;
      session.freeRounds = sessionFreeRounds(answer.free_rounds);
      return balanceAnswer(context, session);
    },
  );
}

export function sessionGone(): ApiError {
  return {
    error: 'SESSION_NOT_FOUND',
    message: 'This game session is over. Open the game again from the site.',
    sessionEnded: true,
  };
}
