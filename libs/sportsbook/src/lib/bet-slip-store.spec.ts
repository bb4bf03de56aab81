import type { Envelope, SportsBet } from '@wl/api';
import { fakeApi, type Answer } from '@wl/testing';
import {
  BetSlipStore,
  MAX_PARLAY_LEGS,
  MAX_SELECTIONS,
  PRICE_CHANGE_STORAGE_KEY,
  type BetSlipOptions,
} from './bet-slip-store';
import type { LineNames, OddsLine } from './odds-lines';

let next = 1;
/** The names behind every test price (the slip reads only them). */
const NAMES: LineNames = {
  home: { en: 'Arsenal' },
  away: { en: 'Chelsea' },
  league: { en: 'Premier League' },
};
function line(
  matchId: number | null,
  betType: OddsLine['betType'],
  homeAway: string,
  odds: number,
): OddsLine {
  const lineId = next++;
  return {
    key: `line-${lineId}`,
    lineId,
    matchId,
    leagueKey: 'epl',
    betType,
    homeAway,
    criteria1: '',
    odds,
    suspended: false,
    names: NAMES,
  };
}

/** A placed bet as the platform answers it (its fields the receipt shows). */
function bet(id: string, kind: SportsBet['kind'], stake: number, odds: number, potential: number): SportsBet {
  return {
    bet_id: id,
    kind,
    state: 'open',
    stake,
    odds,
    potential_return: potential,
    return: null,
    cash_out: null,
    placed_at: '2025-06-14T10:00:00Z',
    settled_at: null,
    legs: [],
  };
}

const placed = (answer: SportsBet, balance = 900) => ({
  statusCode: 1,
  message: 'OK',
  bet: answer,
  currency: 'PHP',
  game_balance: balance,
  game_token: 0,
  frozen_token: 0,
});

interface Sent {
  request_id: string;
  stake: string;
  legs: { line_id: number; odds: number }[];
  price_change: string;
  account_id: string;
  auth: string;
}

/** A signed-in player's slip whose place_bet calls the `answer` function answers. */
function placingSlip(answer: (body: Sent, call: number) => Answer, options: BetSlipOptions = {}) {
  const sent: Sent[] = [];
  const reported: Envelope[] = [];
  const balances: unknown[] = [];
  const { api } = fakeApi((path, body) => {
    if (path !== 'sports/place_bet') return undefined;
    sent.push(body as unknown as Sent);
    return answer(body as unknown as Sent, sent.length);
  });
  let ids = 0;
  const slip = new BetSlipStore({
    currency: () => 'PHP',
    platform: { api, report: (envelope: Envelope) => reported.push(envelope) },
    session: { member: { account_id: 'ann', auth: 'token-1' } },
    applyBalance: (balance) => balances.push(balance.game_balance),
    newRequestId: () => `request-${++ids}`,
    ...options,
  });
  return { slip, sent, reported, balances };
}

describe('BetSlipStore', () => {
  it('adds a price, and removes it when picked again', () => {
    const slip = new BetSlipStore();
    const home = line(1, '1X2', 'H', 2.1);
    expect(slip.toggle(home)).toBe('added');
    expect(slip.has(home.key)).toBe(true);
    expect(slip.toggle(home)).toBe('removed');
    expect(slip.isEmpty).toBe(true);
  });

  it('replaces the other outcome of the same market of a match', () => {
    const slip = new BetSlipStore();
    const home = line(1, '1X2', 'H', 2.1);
    const draw = line(1, '1X2', 'D', 3.2);
    slip.toggle(home);
    expect(slip.toggle(draw)).toBe('replaced');
    expect(slip.selections.map((l) => l.key)).toEqual([draw.key]);
  });

  it('multiplies the odds of a parlay of different matches, to two decimals', () => {
    const slip = new BetSlipStore();
    slip.toggle(line(1, '1X2', 'H', 2.1));
    slip.toggle(line(2, '1X2', 'A', 1.85));
    slip.toggle(line(3, 'OU', 'O', 1.9));
    expect(slip.isParlay).toBe(true);
    expect(slip.kind).toBe('parlay');
    // 2.1 × 1.85 × 1.9 = 7.3815
    expect(slip.combinedOdds).toBe(7.38);
  });

  it('prices a single at its own odds', () => {
    const slip = new BetSlipStore();
    slip.toggle(line(1, 'HDP', 'H', 1.95));
    expect(slip.isParlay).toBe(false);
    expect(slip.kind).toBe('single');
    expect(slip.combinedOdds).toBe(1.95);
    slip.setStake('10');
    expect(slip.potentialReturnMinor).toBe(1950);
  });

  it("returns a parlay's stake times the exact product of its odds, not the rounded odds shown", () => {
    const slip = new BetSlipStore({ currency: () => 'PHP' });
    slip.toggle(line(1, '1X2', 'H', 2.1));
    slip.toggle(line(2, '1X2', 'A', 1.85));
    slip.toggle(line(3, 'OU', 'O', 1.9));
    slip.setStake('100');
    // 100 × 7.3815 = 738.15, where 100 × 7.38 would be 738.00.
    expect(slip.potentialReturnMinor).toBe(73815);
    slip.setStake('0.07');
    // 0.07 × 7.3815 = 0.516705, rounded half up to 0.52.
    expect(slip.potentialReturnMinor).toBe(52);
  });

  it('makes singles at the same stake each: the total stake and the sum of their returns', () => {
    const slip = new BetSlipStore({ currency: () => 'PHP' });
    slip.toggle(line(1, '1X2', 'H', 2.1));
    slip.toggle(line(2, '1X2', 'A', 1.85));
    slip.toggle(line(3, 'OU', 'O', 1.9));
    slip.setStake('10.50');
    slip.setMode('singles');
    expect(slip.kind).toBe('singles');
    expect(slip.totalStakeMinor).toBe(3150);
    // 10.50 × 2.1 + 10.50 × 1.85 + 10.50 × 1.9 = 22.05 + 19.425 (19.43) + 19.95
    expect(slip.potentialReturnMinor).toBe(2205 + 1943 + 1995);
    slip.setMode('parlay');
    expect(slip.totalStakeMinor).toBe(1050);
  });

  it('does not combine two selections of the same match, but takes them as singles', () => {
    const slip = new BetSlipStore();
    const result = line(1, '1X2', 'H', 2.1);
    const total = line(1, 'OU', 'O', 1.9);
    slip.toggle(result);
    slip.toggle(total);
    slip.toggle(line(2, '1X2', 'H', 1.5));
    slip.setStake('10');
    expect(slip.count).toBe(3);
    expect([...slip.conflicting]).toEqual([result.key, total.key]);
    expect(slip.canCombine).toBe(false);
    expect(slip.combinedOdds).toBeNull();
    expect(slip.potentialReturnMinor).toBeNull();
    expect(slip.placeProblem).toBe('sameMatch');
    slip.setMode('singles');
    expect(slip.placeProblem).toBeNull();
    expect(slip.potentialReturnMinor).toBe(2100 + 1900 + 1500);
    slip.remove(total.key);
    slip.setMode('parlay');
    expect(slip.combinedOdds).toBe(3.15);
  });

  it('works out the return of a stake and cleans what is typed', () => {
    const slip = new BetSlipStore();
    slip.toggle(line(1, '1X2', 'H', 2.1));
    slip.toggle(line(2, '1X2', 'H', 1.5));
    expect(slip.potentialReturnMinor).toBeNull();
    slip.setStake('10,505abc');
    expect(slip.stake).toBe('10.50');
    // 10.50 × 3.15 = 33.075, returned as 33.08
    expect(slip.potentialReturnMinor).toBe(3308);
  });

  it('keeps every cent of a large stake (floating point kept twelve digits)', () => {
    const slip = new BetSlipStore({ currency: () => 'PHP' });
    slip.toggle(line(1, '1X2', 'H', 1.15));
    slip.setStake('1234567890123.45');
    expect(slip.stakeMinor).toBe(123456789012345);
    // 1,234,567,890,123.45 × 1.15 = 1,419,753,073,641.9675
    expect(slip.potentialReturnMinor).toBe(141975307364197);
  });

  it("takes as many decimals as the site's currency has", () => {
    const slip = new BetSlipStore({ currency: () => 'VND' });
    slip.toggle(line(1, '1X2', 'H', 2.15));
    slip.setStake('25000.5');
    expect(slip.stake).toBe('25000');
    expect(slip.potentialReturnMinor).toBe(53750);
  });

  it('clears the selections and the stake', () => {
    const slip = new BetSlipStore();
    slip.toggle(line(1, '1X2', 'H', 2.1));
    slip.setStake('20');
    slip.clear();
    expect(slip.isEmpty).toBe(true);
    expect(slip.stake).toBe('');
    expect(slip.combinedOdds).toBeNull();
  });

  it(`holds at most ${MAX_SELECTIONS} selections, and a parlay of at most ${MAX_PARLAY_LEGS}`, () => {
    const slip = new BetSlipStore({ currency: () => 'PHP' });
    slip.setStake('1');
    for (let match = 1; match <= MAX_PARLAY_LEGS; match++) slip.toggle(line(match, '1X2', 'H', 1.1));
    expect(slip.placeProblem).toBeNull();
    slip.toggle(line(50, '1X2', 'H', 1.1));
    expect(slip.placeProblem).toBe('tooManyLegs');
    slip.setMode('singles');
    expect(slip.placeProblem).toBeNull();
    for (let match = 60; slip.count < MAX_SELECTIONS; match++) slip.toggle(line(match, '1X2', 'H', 1.1));
    expect(slip.toggle(line(99, '1X2', 'H', 1.1))).toBe('full');
    expect(slip.count).toBe(MAX_SELECTIONS);
  });

  it('places an outright with a match in a parlay, and nothing with a suspended price or no stake', () => {
    const slip = new BetSlipStore({ currency: () => 'PHP' });
    const outright = line(null, 'OR', 'W', 3.5);
    slip.toggle(line(1, '1X2', 'H', 2.1));
    expect(slip.placeProblem).toBe('stake');
    slip.setStake('10');
    expect(slip.placeProblem).toBeNull();
    slip.toggle(outright);
    expect(slip.kind).toBe('parlay');
    expect(slip.placeProblem).toBeNull();
    slip.remove(outright.key);
    slip.toggle({ ...line(2, '1X2', 'H', 1.5), suspended: true });
    expect(slip.placeProblem).toBe('suspended');
  });

  it('remembers the price-change choice where the browser keeps it', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const slip = new BetSlipStore({ storage });
    expect(slip.priceChange).toBe('none');
    slip.setPriceChange('higher');
    expect(stored.get(PRICE_CHANGE_STORAGE_KEY)).toBe('higher');
    expect(new BetSlipStore({ storage }).priceChange).toBe('higher');
    stored.set(PRICE_CHANGE_STORAGE_KEY, 'whatever');
    expect(new BetSlipStore({ storage }).priceChange).toBe('none');
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const blocked = new BetSlipStore({ storage: refusing });
    blocked.setPriceChange('any');
    expect(blocked.priceChange).toBe('any');
  });
});

describe('placing bets', () => {
  it('places a parlay of the slip and shows it, the balance it left and an empty slip', async () => {
    const { slip, sent, balances } = placingSlip(() => placed(bet('B-1', 'parlay', 10.5, 3.15, 33.08), 89.5));
    const home = line(1, '1X2', 'H', 2.1);
    const away = line(2, '1X2', 'A', 1.5);
    slip.toggle(home);
    slip.toggle(away);
    slip.setStake('10.5');
    slip.setPriceChange('higher');
    await slip.place();
    expect(sent).toEqual([
      {
        account_id: 'ann',
        auth: 'token-1',
        request_id: 'request-1',
        stake: '10.50',
        legs: [
          { line_id: home.lineId, odds: 2.1 },
          { line_id: away.lineId, odds: 1.5 },
        ],
        price_change: 'higher',
      },
    ]);
    expect(slip.receipt.map((b) => b.bet_id)).toEqual(['B-1']);
    expect(slip.isEmpty).toBe(true);
    expect(slip.stake).toBe('');
    expect(balances).toEqual([89.5]);
    expect(slip.placing).toBe(false);
    expect(slip.refusal).toBeNull();
  });

  it('places one single per selection at the same stake, and keeps those refused', async () => {
    const first = line(1, '1X2', 'H', 2.1);
    const second = line(2, '1X2', 'A', 1.5);
    const third = line(3, 'OU', 'O', 1.9);
    const { slip, sent, balances } = placingSlip((body, call) =>
      body.legs[0]?.line_id === second.lineId
        ? { statusCode: -1, message: 'stakeAboveMaximum' }
        : placed(bet(`B-${call}`, 'single', 5, body.legs[0]?.odds ?? 0, 10), 100 - call * 5),
    );
    slip.toggle(first);
    slip.toggle(second);
    slip.toggle(third);
    slip.setStake('5');
    slip.setMode('singles');
    await slip.place();
    expect(sent.map((body) => [body.legs.map((leg) => leg.line_id), body.stake, body.request_id])).toEqual([
      [[first.lineId], '5.00', 'request-1'],
      [[second.lineId], '5.00', 'request-2'],
      [[third.lineId], '5.00', 'request-3'],
    ]);
    expect(slip.receipt.map((b) => b.bet_id)).toEqual(['B-1', 'B-3']);
    expect(slip.selections).toEqual([second]);
    expect(slip.stake).toBe('5');
    expect(slip.refusal).toEqual({ key: 'stakeAboveMaximum', retry: false });
    expect(balances).toEqual([95, 85]);
  });

  it('shows the prices a priceChanged refusal carries, marked up or down, and places at them next', async () => {
    const home = line(1, '1X2', 'H', 2.1);
    const away = line(2, '1X2', 'A', 1.5);
    const { slip, sent } = placingSlip((body, call) =>
      call === 1
        ? {
            statusCode: -1,
            message: 'priceChanged',
            lines: [
              { line_id: home.lineId, odds: 2.25, suspended: false },
              { line_id: away.lineId, odds: 1.45, suspended: false },
            ],
          }
        : placed(bet('B-2', 'parlay', 10, 3.26, 32.63)),
    );
    slip.toggle(home);
    slip.toggle(away);
    slip.setStake('10');
    await slip.place();
    expect(slip.refusal).toEqual({ key: 'priceChanged', retry: false });
    expect(slip.selections.map((l) => l.odds)).toEqual([2.25, 1.45]);
    expect(slip.changes.get(home.key)).toBe('up');
    expect(slip.changes.get(away.key)).toBe('down');
    expect(slip.count).toBe(2);
    // 2.25 × 1.45 = 3.2625
    expect(slip.combinedOdds).toBe(3.26);
    expect(slip.potentialReturnMinor).toBe(3263);

    await slip.place();
    expect(sent[1]?.legs).toEqual([
      { line_id: home.lineId, odds: 2.25 },
      { line_id: away.lineId, odds: 1.45 },
    ]);
    // The first answer came: the next press is a new bet.
    expect(sent.map((body) => body.request_id)).toEqual(['request-1', 'request-2']);
    expect(slip.isEmpty).toBe(true);
    expect(slip.changes.size).toBe(0);
  });

  it('marks the prices a marketSuspended refusal says are suspended, and offers no placing meanwhile', async () => {
    const home = line(1, '1X2', 'H', 2.1);
    const { slip } = placingSlip(() => ({
      statusCode: -1,
      message: 'marketSuspended',
      lines: [{ line_id: home.lineId, odds: 2.1, suspended: true }],
    }));
    slip.toggle(home);
    slip.setStake('10');
    await slip.place();
    expect(slip.refusal?.key).toBe('marketSuspended');
    expect(slip.selections[0]?.suspended).toBe(true);
    expect(slip.placeProblem).toBe('suspended');
    expect(slip.canPlace).toBe(false);
  });

  it('sends the same request id again while the answer of the same slip never came, a new one after', async () => {
    const answers: Answer[] = [
      { statusCode: 0, message: 'disconnect' },
      { statusCode: -503, message: 'serviceUnavailable' },
      placed(bet('B-1', 'single', 10, 2.1, 21)),
      placed(bet('B-2', 'single', 10, 2.1, 21)),
    ];
    const { slip, sent, reported } = placingSlip((_body, call) => answers[call - 1] ?? {});
    const home = line(1, '1X2', 'H', 2.1);
    slip.toggle(home);
    slip.setStake('10');
    await slip.place();
    expect(slip.refusal).toEqual({ key: 'disconnect', retry: true });
    expect(slip.count).toBe(1);
    await slip.place();
    await slip.place();
    expect(slip.receipt.map((b) => b.bet_id)).toEqual(['B-1']);
    slip.toggle(home);
    slip.setStake('10');
    await slip.place();
    expect(sent.map((body) => body.request_id)).toEqual(['request-1', 'request-1', 'request-1', 'request-2']);
    // Shown in the slip, not in the error dialog.
    expect(reported).toEqual([]);
  });

  it('sends one bet for presses while its answer is on its way', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const { slip, sent } = placingSlip(() => new Promise<Answer>((resolve) => (answer = resolve)));
    slip.toggle(line(1, '1X2', 'H', 2.1));
    slip.setStake('10');
    const first = slip.place();
    const second = slip.place();
    expect(slip.placing).toBe(true);
    expect(slip.canPlace).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer(placed(bet('B-1', 'single', 10, 2.1, 21)));
    await Promise.all([first, second]);
    expect(sent).toHaveLength(1);
    expect(slip.receipt).toHaveLength(1);
  });

  it('asks a new request id for a changed slip even while an earlier answer is unknown', async () => {
    const { slip, sent } = placingSlip(() => ({ statusCode: 0, message: 'disconnect' }));
    slip.toggle(line(1, '1X2', 'H', 2.1));
    slip.setStake('10');
    await slip.place();
    slip.setStake('20');
    await slip.place();
    slip.setStake('10');
    await slip.place();
    expect(sent.map((body) => [body.stake, body.request_id])).toEqual([
      ['10.00', 'request-1'],
      ['20.00', 'request-2'],
      ['10.00', 'request-1'],
    ]);
  });

  it('sends an answer that ends the session to the global handler', async () => {
    const expired = { statusCode: 0, message: 'sessionExpired' };
    const { slip, reported } = placingSlip(() => expired);
    slip.toggle(line(1, '1X2', 'H', 2.1));
    slip.setStake('10');
    await slip.place();
    expect(reported).toEqual([expired]);
  });

  it('sends nothing for a guest, nor for a slip it cannot place', async () => {
    const { slip, sent } = placingSlip(() => ({}), { session: { member: null } });
    slip.toggle(line(1, '1X2', 'H', 2.1));
    await slip.place();
    slip.setStake('10');
    await slip.place();
    expect(sent).toEqual([]);
    const signedIn = placingSlip(() => ({}));
    signedIn.slip.toggle({ ...line(2, '1X2', 'H', 3.5), suspended: true });
    signedIn.slip.setStake('10');
    await signedIn.slip.place();
    expect(signedIn.sent).toEqual([]);
  });

  it('follows the live prices of its selections: moved, suspended, closed, and matches over', () => {
    const slip = new BetSlipStore({ currency: () => 'PHP' });
    const home = line(1, '1X2', 'H', 2.1);
    const total = line(2, 'OU', 'O', 1.9);
    const other = line(3, '1X2', 'H', 1.5);
    slip.toggle(home);
    slip.toggle(total);
    slip.toggle(other);
    slip.setStake('10');
    slip.applyLive([
      {
        type: 'lines',
        match_id: 1,
        lines: [
          { line_id: home.lineId, odds: 2.2, suspended: false, closed: false },
          { line_id: 9999, odds: 5, suspended: false, closed: false },
        ],
      },
      {
        type: 'lines',
        match_id: 2,
        lines: [{ line_id: total.lineId, odds: 1.8, suspended: true, closed: false }],
      },
    ]);
    expect(slip.selections.map((l) => [l.odds, l.suspended])).toEqual([
      [2.2, false],
      [1.8, true],
      [1.5, false],
    ]);
    expect([...slip.changes]).toEqual([
      [home.key, 'up'],
      [total.key, 'down'],
    ]);
    expect(slip.placeProblem).toBe('suspended');
    slip.applyLive([
      {
        type: 'lines',
        match_id: 2,
        lines: [{ line_id: total.lineId, odds: 1.8, suspended: false, closed: false }],
      },
      { type: 'match', match_id: 3, status: 'finished', minute: null, home: 1, away: 0, suspended: false },
    ]);
    expect(slip.placeProblem).toBe('closed');
    slip.remove(other.key);
    expect(slip.placeProblem).toBeNull();
    slip.applyLive([
      { type: 'match', match_id: 1, status: 'live', minute: 12, home: 0, away: 0, suspended: true },
    ]);
    expect(slip.selections[0]?.suspended).toBe(true);
  });
});
