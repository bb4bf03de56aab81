import Fastify, { type FastifyInstance } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/**
 * A platform's wallet for the studio's specs, on a real loopback port: signatures checked, balances,
 * idempotency by transaction id, rollback tombstones, closed rounds and free rounds, as
 * docs/wallet-protocol.md says.
 * Faults are scripted per call: `down` answers 503 before doing anything, `drop` cuts the connection
 * before doing anything, `lost` does the call and then cuts the connection (the answer is lost).
 */
export type Fault = 'down' | 'drop' | 'lost';

export interface RecordedCall {
  call: string;
  provider: string;
  signature: string;
  body: Record<string, unknown>;
  /** The status answered, or 'fault' when a scripted fault took the attempt. */
  outcome: string;
}

interface Player {
  balance: number;
  currency: string;
}

interface Transaction {
  call: string;
  key: string;
  round: string;
  player: string;
  answer: Record<string, unknown>;
  /** A free round's bet: the grant whose round it used. */
  grant?: string;
}

/** Free rounds granted to a player in one game. */
export interface FakeGrant {
  id: string;
  player: string;
  game: string;
  roundsLeft: number;
  betAmount: number;
  expiresAt: string;
  withdrawn: boolean;
}

type Body = Record<string, unknown>;

export class FakePlatform {
  readonly calls: RecordedCall[] = [];
  readonly players = new Map<string, Player>();
  private readonly tokens = new Map<
    string,
    { player: string; game?: string; authenticated: boolean; expired: boolean }
  >();
  readonly grants = new Map<string, FakeGrant>();
  /** When set, every answer that would carry free_rounds carries this instead (a malformed one, say). */
  freeRoundsOverride: unknown = undefined;
  private readonly transactions = new Map<string, Transaction>();
  /** Bets rolled back before they arrived: a late bet of that id is refused. */
  private readonly tombstones = new Set<string>();
  private readonly rounds = new Map<
    string,
    { bet?: string; won: boolean; closed: boolean; rolledBack: boolean }
  >();
  private readonly faults: { call: string; queue: Fault[]; when: (body: Body) => boolean }[] = [];
  private app: FastifyInstance | undefined;
  url = '';

  constructor(private readonly secrets: Record<string, string>) {}

  async start(): Promise<this> {
    const app = Fastify();
    // The signature covers the exact bytes: the body is kept as a string and parsed after the check.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    app.post<{ Params: { call: string }; Body: string }>('/api/wallet/:call', async (request, reply) => {
      const { call } = request.params;
      const provider = String(request.headers['x-provider-code'] ?? '');
      const signature = String(request.headers['x-signature'] ?? '');
      let body: Body = {};
      try {
        body = JSON.parse(request.body) as Body;
      } catch {
        // Recorded as an empty body; answered INVALID_REQUEST below.
      }
      const record: RecordedCall = { call, provider, signature, body, outcome: 'fault' };
      this.calls.push(record);
      const fault = this.faults
        .find((f) => f.call === call && f.queue.length > 0 && f.when(body))
        ?.queue.shift();
      if (fault === 'down') return reply.code(503).send({ status: 'INTERNAL_ERROR' });
      if (fault === 'drop') {
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      const [code, answer] = this.handle(call, provider, signature, request.body, body);
      record.outcome = String(answer['status']);
      if (fault === 'lost') {
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      return reply.code(code).send(answer);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    this.app = app;
    this.url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    await this.app?.close();
  }

  /**
   * A launch token for a player with that balance (the player is made if new), for a game: its
   * authenticate and balance answer the player's free rounds in that game (in any game when unsaid).
   */
  issueToken(player: string, balance: number, currency = 'PHP', game?: string): string {
    if (!this.players.has(player)) this.players.set(player, { balance, currency });
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, { player, game, authenticated: false, expired: false });
    return token;
  }

  /** Grants a player free rounds in a game, each staking at most betAmount; answers the grant's id. */
  grantFreeRounds(
    player: string,
    game: string,
    rounds: number,
    betAmount: number,
    expiresAt = new Date(Date.now() + 86_400_000).toISOString(),
  ): string {
    const id = `fr-${this.grants.size + 1}`;
    this.grants.set(id, { id, player, game, roundsLeft: rounds, betAmount, expiresAt, withdrawn: false });
    return id;
  }

  /** The operator withdraws a grant: its next free round is answered NO_FREE_ROUNDS. */
  withdrawFreeRounds(id: string): void {
    const grant = this.grants.get(id);
    if (grant) grant.withdrawn = true;
  }

  expireTokens(): void {
    for (const token of this.tokens.values()) token.expired = true;
  }

  /** The next attempts of a call (those whose body passes `when`) meet these faults, in order. */
  fail(call: string, faults: Fault[], when: (body: Body) => boolean = () => true): void {
    this.faults.push({ call, queue: [...faults], when });
  }

  callsOf(call: string): RecordedCall[] {
    return this.calls.filter((c) => c.call === call);
  }

  balanceOf(player: string): number | undefined {
    return this.players.get(player)?.balance;
  }

  private handle(call: string, provider: string, signature: string, raw: string, body: Body): [number, Body] {
    const secret = this.secrets[provider];
    const parts = new Map(
      signature.split(',').map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]),
    );
    const t = parts.get('t') ?? '';
    const mac = Buffer.from(parts.get('v1') ?? '', 'hex');
    const expected = secret ? createHmac('sha256', secret).update(`${t}.${raw}`).digest() : undefined;
    if (!expected || mac.length !== expected.length || !timingSafeEqual(mac, expected)) {
      return [401, { status: 'INVALID_SIGNATURE' }];
    }
    if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return [401, { status: 'STALE_REQUEST' }];
    const player = (id: unknown) => this.players.get(String(id));
    const session = (token: unknown) => this.tokens.get(String(token));
    switch (call) {
      case 'authenticate': {
        const known = session(body['token']);
        if (!known || known.authenticated) return [200, { status: 'INVALID_TOKEN' }];
        known.authenticated = true;
        const p = player(known.player) as Player;
        return [
          200,
          {
            status: 'OK',
            player_id: known.player,
            currency: p.currency,
            balance: p.balance,
            ...this.freeRoundsIn(known.player, known.game),
          },
        ];
      }
      case 'balance': {
        const known = session(body['token']);
        if (!known) return [200, { status: 'INVALID_TOKEN' }];
        const p = player(known.player) as Player;
        if (known.expired) return [200, { status: 'SESSION_EXPIRED', balance: p.balance }];
        return [
          200,
          {
            status: 'OK',
            currency: p.currency,
            balance: p.balance,
            ...this.freeRoundsIn(known.player, known.game),
          },
        ];
      }
      case 'bet':
      case 'win':
      case 'rollback':
        return [200, this.money(call, body)];
      case 'round_end': {
        const p = player(body['player_id']);
        if (!p) return [200, { status: 'UNKNOWN_PLAYER' }];
        const round = this.rounds.get(String(body['round_id']));
        if (round) round.closed = true;
        return [200, { status: 'OK', balance: p.balance }];
      }
      default:
        return [404, { status: 'INVALID_REQUEST' }];
    }
  }

  /** A grant of the player's with rounds left, live, in that game (any game when undefined). */
  private playableGrant(player: string, game: string | undefined): FakeGrant | undefined {
    return [...this.grants.values()].find(
      (g) => g.player === player && (game === undefined || g.game === game) && this.playable(g),
    );
  }

  private playable(grant: FakeGrant): boolean {
    return !grant.withdrawn && grant.roundsLeft > 0 && Date.parse(grant.expiresAt) > Date.now();
  }

  /** An answer's free_rounds: the player's grant in the game with rounds left, if any. */
  private freeRoundsIn(player: string, game: string | undefined): Body {
    if (this.freeRoundsOverride !== undefined) return { free_rounds: this.freeRoundsOverride };
    const grant = this.playableGrant(player, game);
    if (!grant) return {};
    return {
      free_rounds: {
        id: grant.id,
        rounds_left: grant.roundsLeft,
        bet_amount: grant.betAmount,
        expires_at: grant.expiresAt,
      },
    };
  }

  private money(call: string, body: Body): Body {
    const id = String(body['transaction_id']);
    const playerId = String(body['player_id']);
    const roundId = String(body['round_id']);
    const p = this.players.get(playerId);
    if (!p) return { status: 'UNKNOWN_PLAYER' };
    const freeRoundId = body['free_round_id'] === undefined ? undefined : String(body['free_round_id']);
    const key = JSON.stringify([
      call,
      body['amount'],
      roundId,
      playerId,
      body['reference_transaction_id'],
      freeRoundId,
    ]);
    const known = this.transactions.get(id);
    if (known) {
      // An exact retry answers the first result, with the balance (and free rounds) of now.
      const free = known.grant === undefined ? {} : this.freeRoundsIn(playerId, String(body['game_code']));
      return known.key === key
        ? { ...known.answer, balance: p.balance, ...free }
        : { status: 'DUPLICATE_TRANSACTION', balance: p.balance };
    }
    const round = this.rounds.get(roundId) ?? { won: false, closed: false, rolledBack: false };
    const amount = Number(body['amount'] ?? 0);
    const keep = (answer: Body, grant?: string): Body => {
      if (answer['status'] === 'OK') {
        this.transactions.set(id, { call, key, round: roundId, player: playerId, answer, grant });
        this.rounds.set(roundId, round);
      }
      return answer;
    };
    const ok = () => ({ status: 'OK', transaction_id: id, currency: p.currency, balance: p.balance });
    if (call === 'bet') {
      const token = this.tokens.get(String(body['token']));
      if (!token || token.player !== playerId) return { status: 'INVALID_TOKEN' };
      if (token.expired) return { status: 'SESSION_EXPIRED', balance: p.balance };
      if (this.tombstones.has(id)) return { status: 'TRANSACTION_ROLLED_BACK', balance: p.balance };
      if (round.closed) return { status: 'ROUND_CLOSED', balance: p.balance };
      if (freeRoundId !== undefined) {
        const grant = this.grants.get(freeRoundId);
        const gameCode = String(body['game_code']);
        if (!grant || grant.player !== playerId || grant.game !== gameCode || !this.playable(grant)) {
          return { status: 'NO_FREE_ROUNDS', balance: p.balance };
        }
        if (amount < 1 || amount > grant.betAmount) return { status: 'INVALID_REQUEST', balance: p.balance };
        // Nothing is taken from the balance: one of the grant's rounds is used.
        grant.roundsLeft -= 1;
        round.bet = id;
        return { ...keep(ok(), grant.id), ...this.freeRoundsIn(playerId, gameCode) };
      }
      if (amount > p.balance) return { status: 'INSUFFICIENT_FUNDS', balance: p.balance };
      p.balance -= amount;
      round.bet = id;
      return keep(ok());
    }
    if (call === 'win') {
      if (!round.bet || round.rolledBack) return { status: 'TRANSACTION_NOT_FOUND', balance: p.balance };
      if (round.closed) return { status: 'ROUND_CLOSED', balance: p.balance };
      p.balance += amount;
      round.won = true;
      return keep(ok());
    }
    // rollback
    const reference = String(body['reference_transaction_id']);
    const bet = this.transactions.get(reference);
    if (!bet) {
      this.tombstones.add(reference);
      return keep(ok());
    }
    const betRound = this.rounds.get(bet.round);
    if (!betRound || betRound.won || betRound.closed) return { status: 'ROUND_CLOSED', balance: p.balance };
    betRound.rolledBack = true;
    // A free round's rollback gives the round back to its grant; a paid one refunds the stake.
    const grant = bet.grant === undefined ? undefined : this.grants.get(bet.grant);
    if (grant) grant.roundsLeft += 1;
    else p.balance += Number(JSON.parse(bet.key)[1]);
    return keep(ok());
  }
}
