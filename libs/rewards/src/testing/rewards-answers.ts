// Test-only: the platform's rewards answers, typed by the contract, and the cryptography of a round.
import { createHash, createHmac } from 'node:crypto';
import type {
  FreeRoundGrant,
  LeaderboardEntry,
  LeaderboardPeriod,
  MinigameRound,
  Mission,
  PlayerBonus,
  Promotion,
  PromotionList,
  ReferralDay,
  ReferralOverview,
  ReferredPlayer,
  WheelSegment,
} from '@wl/api';
import { okAnswer } from '@wl/testing';

export const SERVER_SEED = '5f4dcc3b5aa765d61d8327deb882cf99a1b2c3d4e5f60718293a4b5c6d7e8f90';
export const SERVER_SEED_HASH = createHash('sha256').update(SERVER_SEED, 'utf8').digest('hex');
export const NEXT_SERVER_SEED_HASH = createHash('sha256')
  .update('the-next-server-seed', 'utf8')
  .digest('hex');

/** The result number of a seed pair and nonce, worked out here with Node's HMAC (docs/fairness.md). */
export function expectedFloat(serverSeed: string, clientSeed: string, nonce: number): number {
  const bytes = createHmac('sha256', Buffer.from(serverSeed, 'utf8'))
    .update(`${clientSeed}:${nonce}:0`)
    .digest();
  // The first four bytes as base-256 digits after the point: the same as their big-endian value / 2^32.
  return bytes.readUInt32BE(0) / 2 ** 32;
}

/** The dice roll (hundredths) of a seed pair and nonce. */
export const expectedRoll = (serverSeed: string, clientSeed: string, nonce: number): number =>
  Math.floor(expectedFloat(serverSeed, clientSeed, nonce) * 10_001);

export const WHEEL: WheelSegment[] = [
  { index: 0, prize: { kind: 'tokens', amount: 5 }, weight: 30, colour: '#2563eb' },
  { index: 1, prize: { kind: 'nothing', amount: 0 }, weight: 25, colour: '#475569' },
  { index: 2, prize: { kind: 'tokens', amount: 20 }, weight: 15, colour: '#16a34a' },
  { index: 3, prize: { kind: 'cash', amount: 10 }, weight: 10, colour: '#d97706' },
];
/** The wheel with a fifth segment paying 10 free spins. */
export const WHEEL_WITH_FREE_SPINS: WheelSegment[] = [
  ...WHEEL,
  { index: 4, prize: { kind: 'freeSpins', amount: 10 }, weight: 5, colour: '#7c3aed' },
];
export const WHEEL_WEIGHTS = WHEEL.map((segment) => segment.weight);

export const balances = (game_token: number, game_balance = 1500) => ({
  currency: 'PHP',
  game_balance,
  game_token,
  frozen_token: 0,
});

export const overviewAnswer = (
  fields: Partial<{
    tokens: number;
    free: boolean;
    claimable: number;
    nextNonce: number;
    wheel: WheelSegment[];
  }> = {},
) =>
  okAnswer('minigame/overview', {
    ...balances(fields.tokens ?? 40),
    wheel: fields.wheel ?? WHEEL,
    spin_cost: 10,
    free_spin_available: fields.free ?? true,
    next_free_spin_at: '2030-01-02T00:00:00.000Z',
    dice: { min_stake: 1, max_stake: 100, house_edge_percent: 1, min_chance: 2, max_chance: 95 },
    seeds: { server_seed_hash: SERVER_SEED_HASH, client_seed: 'lucky', next_nonce: fields.nextNonce ?? 3 },
    tokens_per_wager: { tokens: 1, per: 100 },
    claimable: fields.claimable ?? 2,
  });

export const round = (fields: Partial<MinigameRound> = {}): MinigameRound => ({
  round_id: 11,
  game: 'spin',
  state: 'settled',
  stake: 0,
  free: true,
  server_seed_hash: SERVER_SEED_HASH,
  server_seed: null,
  client_seed: 'lucky',
  nonce: 3,
  outcome: 2,
  target: null,
  direction: null,
  weights: WHEEL_WEIGHTS,
  multiplier: 0,
  won: true,
  prize: { kind: 'tokens', amount: 20 },
  created_at: '2030-01-01T10:00:00.000Z',
  ...fields,
});

/** A settled dice round of the known seeds: its roll worked out with Node's HMAC, so it checks out. */
export function fairDiceRound(nonce: number, fields: Partial<MinigameRound> = {}): MinigameRound {
  const roll = expectedRoll(SERVER_SEED, 'lucky', nonce);
  const target = 50;
  return round({
    round_id: 100 + nonce,
    game: 'dice',
    stake: 10,
    free: false,
    server_seed: SERVER_SEED,
    nonce,
    outcome: roll / 100,
    target,
    direction: 'under',
    weights: null,
    multiplier: 1.98,
    won: roll < target * 100,
    prize: roll < target * 100 ? { kind: 'tokens', amount: 19 } : { kind: 'nothing', amount: 0 },
    ...fields,
  });
}

export const spinAnswer = (fields: Partial<MinigameRound> = {}, tokens = 60) =>
  okAnswer('minigame/spin', { round: round(fields), ...balances(tokens) });

export const mission = (fields: Partial<Mission> = {}): Mission => ({
  mission_id: 1,
  period: 'daily',
  kind: 'login_days',
  target: 1,
  category: null,
  progress: 1,
  completed: true,
  claimed: false,
  reward: { kind: 'tokens', amount: 15 },
  period_start: '2030-01-01T00:00:00.000Z',
  period_end: '2030-01-02T00:00:00.000Z',
  ...fields,
});

export const period = (fields: Partial<LeaderboardPeriod> = {}): LeaderboardPeriod => ({
  period_id: 9,
  starts_at: '2029-12-30T00:00:00.000Z',
  ends_at: '2030-01-06T00:00:00.000Z',
  metric: 'wagered',
  state: 'open',
  prizes: [
    { rank: 1, prize: { kind: 'cash', amount: 500 } },
    { rank: 2, prize: { kind: 'tokens', amount: 500 } },
  ],
  ...fields,
});

export const entry = (rank: number, fields: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  rank,
  name: `pl***${rank}`,
  score: 10_000 - rank * 100,
  prize: rank === 1 ? { kind: 'cash', amount: 500 } : null,
  me: false,
  ...fields,
});

export const referredPlayer = (fields: Partial<ReferredPlayer> = {}): ReferredPlayer => ({
  account: 'ab***yz',
  joined_at: '2030-01-03T09:30:00.000Z',
  status: 'deposited',
  commission: 12.5,
  ...fields,
});

export const referralDay = (fields: Partial<ReferralDay> = {}): ReferralDay => ({
  day: '2030-01-04',
  amount: 7.25,
  referred_players: 2,
  ...fields,
});

/** A referrer's overview: 10 % of the net loss, settled at midnight in Manila, two players and a day. */
export const referralAnswer = (fields: Partial<ReferralOverview> = {}) =>
  okAnswer('referral/overview', {
    code: 'DEMO1X',
    currency: 'PHP',
    commission_percent: 10,
    basis: 'net_loss',
    time_zone: 'Asia/Manila',
    total_commission: 1234.5,
    referred: [
      referredPlayer(),
      referredPlayer({
        account: 'cd***wx',
        status: 'signed_up',
        commission: 0,
        joined_at: '2030-01-02T08:00:00.000Z',
      }),
    ],
    days: [referralDay()],
    ...fields,
  });

/** A deposit bonus: 100 % up to 100.00 on a deposit of 10.00 or more, wagered 5× within 7 days. */
export const promotion = (fields: Partial<Promotion> = {}): Promotion => ({
  id: 1,
  code: 'WELCOME100',
  kind: 'deposit_bonus',
  title: 'Welcome bonus',
  terms: 'One bonus per player.\nBets on table games count 10 %.',
  bonus_percent: 100,
  max_bonus: 100,
  min_deposit: 10,
  wagering_multiplier: 5,
  valid_days: 7,
  ends_at: null,
  free_spins: null,
  ...fields,
});

/** A free-spin offer: 20 free spins of 1.00 on Lucky Sevens, to play within 7 days (once per player). */
export const freeSpinsPromotion = (fields: Partial<Promotion> = {}): Promotion =>
  promotion({
    id: 3,
    code: 'SPINS20',
    kind: 'free_spins',
    title: 'Free spins Friday',
    terms: 'Once per player.',
    bonus_percent: 0,
    max_bonus: 0,
    min_deposit: 0,
    wagering_multiplier: 0,
    valid_days: 7,
    free_spins: { rounds: 20, game_name: 'Lucky Sevens', bet: 1 },
    ...fields,
  });

/** Free rounds the player holds: 7 of 10 left on Lucky Sevens, from the lucky spin. */
export const freeRoundGrant = (fields: Partial<FreeRoundGrant> = {}): FreeRoundGrant => ({
  id: 51,
  source: 'wheel',
  promotion_id: null,
  provider_code: 'studio',
  game_code: 'lucky-sevens',
  game_name: 'Lucky Sevens',
  rounds: 10,
  rounds_left: 7,
  bet: 1,
  state: 'active',
  granted_at: '2030-01-01T10:00:00.000Z',
  expires_at: '2030-01-08T10:00:00.000Z',
  ...fields,
});

export const playerBonus = (fields: Partial<PlayerBonus> = {}): PlayerBonus => ({
  id: 31,
  promotion_id: 1,
  title: 'Welcome bonus',
  state: 'active',
  amount: 50,
  wagering_required: 250,
  wagered: 100,
  opted_in_at: '2030-01-01T10:00:00.000Z',
  granted_at: '2030-01-01T11:00:00.000Z',
  expires_at: '2030-01-08T11:00:00.000Z',
  ended_at: null,
  ...fields,
});

/**
 * The site's promotions (two deposit bonuses by default), the bonus in progress (none by default), the
 * history and the player's free spins (none by default).
 */
export const promotionsAnswer = (fields: Partial<PromotionList> = {}) =>
  okAnswer('promotion/list', {
    currency: 'PHP',
    promotions: [
      promotion(),
      promotion({
        id: 2,
        code: 'RELOAD50',
        title: 'Weekend reload',
        bonus_percent: 50,
        max_bonus: 500,
        min_deposit: 20,
        wagering_multiplier: 10,
        valid_days: 3,
        ends_at: '2030-02-01T00:00:00.000Z',
      }),
    ],
    bonus: null,
    bonus_balance: 0,
    history: [],
    free_rounds: [],
    ...fields,
  });
