import type { CallAnswer } from '@wl/contract';
import { fakeApi, okAnswer } from '@wl/testing';
import { OWNER, SUPPORT, refused } from '../../testing/fixtures';
import { BackofficeStore } from '../root-store';
import { formatMinor, parseMajor } from '../amounts';

type Detail = CallAnswer<'backoffice/players/get'>['player'];
type Line = CallAnswer<'backoffice/players/ledger'>['value'][number];
type Round = CallAnswer<'backoffice/players/rounds'>['value'][number];
type CashierRow = CallAnswer<'backoffice/players/cashier'>['value'][number];

const FINANCE = { ...SUPPORT, staff_id: 5, email: 'finance@staff.example.com', role: 'finance' as const };

const detail = (fields: Partial<Detail> = {}): Detail => ({
  site_id: 2,
  site_key: 'slot2',
  site_name: 'Slot Two',
  currency: 'PHP',
  digits: 2,
  account_id: 'marisol',
  full_name: 'Marisol Reyes',
  contact_phone: '+639170001234',
  contact_email: 'marisol@example.com',
  status: 'active',
  phone_verified: true,
  created_at: '2026-11-01T00:00:00.000Z',
  last_login_at: null,
  live_sessions: 2,
  balances: { game_minor: 10_000, held_game_minor: 0, bonus_game_minor: 0, tokens: 5, frozen_tokens: 0 },
  protection: {
    currency: 'PHP',
    limits: [],
    deposit_remaining: null,
    loss_remaining: null,
    session_limit: { minutes: null, own_minutes: null, operator_cap: null, pending: null },
    reality_check_minutes: null,
    exclusion: null,
    history: [],
  },
  exclusions: [],
  ...fields,
});

const line = (fields: Partial<Line> = {}): Line => ({
  transaction_id: 10,
  kind: 'deposit',
  asset: 'game',
  pocket: 'available',
  amount_minor: 10_000,
  balance_after_minor: 10_000,
  reason: '',
  created_at: '2026-11-02T00:00:00.000Z',
  ...fields,
});

/** A store signed in as the profile, on the answers given. */
function storeWith(
  profile: typeof OWNER | typeof SUPPORT | typeof FINANCE,
  answers: Parameters<typeof fakeApi>[0],
) {
  const { api, calls } = fakeApi(answers);
  const store = new BackofficeStore(api);
  store.session.signedIn(profile);
  return { store, calls };
}

const pageAnswers = {
  'backoffice/players/get': okAnswer('backoffice/players/get', { player: detail() }),
  'backoffice/players/ledger': okAnswer('backoffice/players/ledger', { value: [line()], next_before: null }),
};

describe('money helpers', () => {
  it('reads a typed amount exactly in minor units, refusing too many decimals', () => {
    expect(parseMajor('12.5', 2)).toBe(1250);
    expect(parseMajor(' 1,000.25 ', 2)).toBe(100_025);
    expect(parseMajor('0.1', 2)).toBe(10);
    expect(parseMajor('1.234', 2)).toBeUndefined();
    expect(parseMajor('0', 2)).toBeUndefined();
    expect(parseMajor('-5', 2)).toBeUndefined();
    expect(parseMajor('abc', 2)).toBeUndefined();
    expect(parseMajor('7', 0)).toBe(7);
  });

  it("writes minor units in the player's currency", () => {
    expect(formatMinor(123_450, 'USD', 2, 'en')).toBe('$1,234.50');
    expect(formatMinor(-345, 'PHP', 2, 'en')).toBe('-₱3.45');
  });
});

describe('PlayersSearchStore', () => {
  it('searches the trimmed query on the chosen site and lists the players', async () => {
    const found = {
      site_id: 2,
      site_key: 'slot2',
      account_id: 'marisol',
      full_name: 'Marisol Reyes',
      contact_phone: '+639170001234',
      contact_email: 'marisol@example.com',
      status: 'active' as const,
      created_at: '2026-11-01T00:00:00.000Z',
      last_login_at: null,
    };
    const { store, calls } = storeWith(SUPPORT, {
      'backoffice/players/search': okAnswer('backoffice/players/search', {
        value: [found],
        total: 1,
        page: 1,
        page_size: 50,
      }),
    });
    store.playersSearch.setQuery('  marisol ');
    store.playersSearch.setSite('2');
    await store.playersSearch.search();
    expect(calls[0]?.body).toEqual({ query: 'marisol', site_id: 2, page: 1, page_size: 50 });
    expect(store.playersSearch.results.map((p) => p.account_id)).toEqual(['marisol']);
    expect(store.playersSearch.total).toBe(1);
  });

  it('asks nothing for an empty query, and shows a refusal', async () => {
    const { store, calls } = storeWith(SUPPORT, {
      'backoffice/players/search': refused('staffSiteForbidden'),
    });
    store.playersSearch.setQuery('   ');
    await store.playersSearch.search();
    expect(calls).toEqual([]);
    store.playersSearch.setQuery('x');
    await store.playersSearch.search();
    expect(store.playersSearch.error).toBe('staffSiteForbidden');
  });
});

describe('PlayerStore', () => {
  it('opens the page and statement, and offers each role only its actions', async () => {
    const support = storeWith(SUPPORT, pageAnswers);
    await support.store.player.open(2, 'marisol');
    expect(support.calls.map((c) => c.path)).toEqual([
      'backoffice/players/get',
      'backoffice/players/ledger',
      'backoffice/players/rounds',
      'backoffice/players/cashier',
      'backoffice/players/bets',
      'backoffice/players/notes',
    ]);
    expect(support.store.player.player?.account_id).toBe('marisol');
    expect(support.store.player.lines).toHaveLength(1);
    expect(support.store.player.canAdjust).toBe(false);
    expect(support.store.player.canSupport).toBe(true);
    const finance = storeWith(FINANCE, pageAnswers);
    expect(finance.store.player.canAdjust).toBe(true);
    expect(finance.store.player.canSupport).toBe(false);
    const owner = storeWith(OWNER, pageAnswers);
    expect(owner.store.player.canAdjust && owner.store.player.canSupport).toBe(true);
  });

  it('shows playerNotFound for a player it may not see', async () => {
    const { store } = storeWith(SUPPORT, { 'backoffice/players/get': refused('playerNotFound') });
    await store.player.open(3, 'other');
    expect(store.player.error).toBe('playerNotFound');
    expect(store.player.player).toBeUndefined();
  });

  it('checks the adjustment before confirming it', async () => {
    const { store, calls } = storeWith(FINANCE, pageAnswers);
    await store.player.open(2, 'marisol');
    const form = store.player.adjust;
    form.set('amount', '1.234');
    form.set('reason', 'Goodwill');
    expect(form.prepare(2)).toBe(false);
    expect(form.error).toBe('invalidAmount');
    form.set('amount', '12.50');
    form.set('reason', '  ');
    expect(form.prepare(2)).toBe(false);
    expect(form.error).toBe('reasonRequired');
    expect(calls.filter((c) => c.path === 'backoffice/players/adjust_balance')).toEqual([]);
  });

  it('sends a confirmed debit once with its request id, then shows the new balance and line at once', async () => {
    let refuse = true;
    const posted = line({
      transaction_id: 11,
      kind: 'debit',
      amount_minor: -1250,
      balance_after_minor: 8750,
      reason: 'Duplicate',
    });
    const { store, calls } = storeWith(FINANCE, (path) => {
      if (path === 'backoffice/players/adjust_balance') {
        if (refuse) {
          refuse = false;
          return { statusCode: -503, message: 'serviceUnavailable' };
        }
        return okAnswer('backoffice/players/adjust_balance', {
          line: posted,
          replayed: false,
          balances: { ...detail().balances, game_minor: 8750 },
        });
      }
      return pageAnswers[path as keyof typeof pageAnswers];
    });
    await store.player.open(2, 'marisol');
    const form = store.player.adjust;
    form.setDirection('debit');
    form.set('amount', '12.5');
    form.set('reason', ' Duplicate ');
    expect(form.prepare(2)).toBe(true);
    expect(await store.player.confirmAdjust()).toBe(false);
    expect(form.error).toBe('serviceUnavailable');
    expect(form.prepare(2)).toBe(true);
    expect(await store.player.confirmAdjust()).toBe(true);
    const sent = calls.filter((c) => c.path === 'backoffice/players/adjust_balance').map((c) => c.body);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      site_id: 2,
      account_id: 'marisol',
      amount_minor: -1250,
      reason: 'Duplicate',
    });
    // The retry of the same adjustment carries the same request id: the platform posts it once.
    expect(sent[1]?.['request_id']).toBe(sent[0]?.['request_id']);
    expect(store.player.player?.balances.game_minor).toBe(8750);
    expect(store.player.lines.map((l) => l.transaction_id)).toEqual([11, 10]);
    expect(form.amount).toBe('');
    expect(form.requestId).not.toBe(sent[0]?.['request_id']);
  });

  it('makes a new request id when the adjustment changes', () => {
    const { store } = storeWith(FINANCE, pageAnswers);
    const form = store.player.adjust;
    const first = form.requestId;
    form.set('amount', '5');
    expect(form.requestId).not.toBe(first);
  });

  it('locks the player: the page shows the status and no live session', async () => {
    const { store, calls } = storeWith(SUPPORT, {
      ...pageAnswers,
      'backoffice/players/set_status': okAnswer('backoffice/players/set_status', {
        status: 'blocked',
        ended_sessions: 2,
      }),
    });
    await store.player.open(2, 'marisol');
    await store.player.setStatus('blocked');
    expect(calls.at(-1)?.body).toEqual({ site_id: 2, account_id: 'marisol', status: 'blocked' });
    expect(store.player.player?.status).toBe('blocked');
    expect(store.player.player?.live_sessions).toBe(0);
    expect(store.player.actionResult).toEqual({ kind: 'done', key: 'players.lockedDone', count: 2 });
  });

  it('is emptied when the session ends', async () => {
    const { store } = storeWith(SUPPORT, pageAnswers);
    await store.player.open(2, 'marisol');
    store.session.sessionEnded();
    expect(store.player.player).toBeUndefined();
    expect(store.playersSearch.results).toEqual([]);
  });
});

const round = (id: string, fields: Partial<Round> = {}): Round => ({
  round_id: id,
  provider_code: 'pragmatic',
  provider_name: 'Pragmatic Play',
  game_code: 'gates',
  game_name: 'Gates of Olympus',
  game_type: 'slots',
  bet: 10,
  win: 25.5,
  refund: 0,
  net: 15.5,
  status: 'closed',
  started_at: '2026-11-03T00:00:00.000Z',
  ended_at: '2026-11-03T00:00:05.000Z',
  ...fields,
});

const record = (id: string, fields: Partial<CashierRow> = {}): CashierRow => ({
  id,
  type: 'deposit',
  method_code: 'gcash',
  method_name: 'GCash',
  amount: 500,
  fee: 0,
  currency: 'PHP',
  state: 'completed',
  bank_account: null,
  created_at: '2026-11-02T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
  timeline: [],
  cancellable: false,
  ...fields,
});

describe("PlayerStore's rounds and cashier lists", () => {
  const historyAnswers = (rounds: Round[], records: CashierRow[], total = 45) => ({
    ...pageAnswers,
    'backoffice/players/rounds': (body: Record<string, unknown>) =>
      okAnswer('backoffice/players/rounds', {
        value: rounds,
        total,
        page: Number(body['page'] ?? 1),
        page_size: 20,
      }),
    'backoffice/players/cashier': (body: Record<string, unknown>) =>
      okAnswer('backoffice/players/cashier', {
        value: records,
        total: 1,
        page: Number(body['page'] ?? 1),
        page_size: 20,
      }),
  });

  /** A store answering by path from the table, each answer given the request body. */
  function storeOn(table: ReturnType<typeof historyAnswers>) {
    return storeWith(SUPPORT, (path, body) => {
      const answer = table[path as keyof typeof table];
      return typeof answer === 'function' ? answer(body) : answer;
    });
  }

  it("loads the first page of both with the player, for that player's site and account", async () => {
    const { store, calls } = storeOn(historyAnswers([round('r2'), round('r1')], [record('dep_1')]));
    await store.player.open(2, 'marisol');
    const { rounds, cashier } = store.player;
    expect(calls.find((c) => c.path === 'backoffice/players/rounds')?.body).toEqual({
      site_id: 2,
      account_id: 'marisol',
      page: 1,
      page_size: 20,
    });
    expect(calls.find((c) => c.path === 'backoffice/players/cashier')?.body).toEqual({
      site_id: 2,
      account_id: 'marisol',
      page: 1,
      page_size: 20,
    });
    expect(rounds.value.map((r) => r.round_id)).toEqual(['r2', 'r1']);
    expect(rounds.total).toBe(45);
    expect(cashier.value.map((r) => [r.id, r.amount, r.state])).toEqual([['dep_1', 500, 'completed']]);
    expect(rounds.loaded && cashier.loaded).toBe(true);
  });

  it('turns the pages of one list without touching the other', async () => {
    const { store, calls } = storeOn(historyAnswers([round('r1')], [record('dep_1')]));
    await store.player.open(2, 'marisol');
    const before = calls.length;
    await store.player.rounds.load(3);
    expect(calls.slice(before).map((c) => [c.path, c.body['page']])).toEqual([
      ['backoffice/players/rounds', 3],
    ]);
    expect(store.player.rounds.page).toBe(3);
    expect(store.player.cashier.page).toBe(1);
  });

  it('shows a refusal on the list refused, keeping the rest of the page', async () => {
    const { store } = storeOn({
      ...historyAnswers([round('r1')], []),
      'backoffice/players/cashier': () => refused('playerNotFound'),
    });
    await store.player.open(2, 'marisol');
    expect(store.player.cashier.error).toBe('playerNotFound');
    expect(store.player.cashier.loaded).toBe(false);
    expect(store.player.rounds.error).toBeUndefined();
    expect(store.player.rounds.value).toHaveLength(1);
    expect(store.player.player?.account_id).toBe('marisol');
  });

  it('asks neither list for a player it may not see', async () => {
    const { store, calls } = storeWith(SUPPORT, { 'backoffice/players/get': refused('playerNotFound') });
    await store.player.open(3, 'other');
    expect(calls.map((c) => c.path)).toEqual(['backoffice/players/get']);
    expect(store.player.rounds.loaded || store.player.cashier.loaded).toBe(false);
  });

  it("never shows one player's rows on another's page, and empties both with the session", async () => {
    // The first player's rounds answer only once the second player is open: that answer is dropped.
    let answerFirst: () => void = () => undefined;
    let firstAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (firstAsked = resolve));
    const { store } = storeWith(SUPPORT, (path, body) => {
      const id = String(body['account_id']);
      if (path === 'backoffice/players/rounds') {
        const answer = okAnswer(path, { value: [round(id)], total: 1, page: 1, page_size: 20 });
        if (id !== 'first') return answer;
        return new Promise((resolve) => {
          answerFirst = () => resolve(answer);
          firstAsked();
        });
      }
      if (path === 'backoffice/players/cashier') {
        return okAnswer(path, { value: [record(`dep_${id}`)], total: 1, page: 1, page_size: 20 });
      }
      return pageAnswers[path as keyof typeof pageAnswers];
    });
    const first = store.player.open(2, 'first');
    await asked;
    await store.player.open(2, 'second');
    answerFirst();
    await first;
    expect(store.player.rounds.value.map((r) => r.round_id)).toEqual(['second']);
    expect(store.player.cashier.value.map((r) => r.id)).toEqual(['dep_second']);
    // Opening another player empties both lists at once, before their answers come.
    const third = store.player.open(2, 'third');
    expect(store.player.rounds.value).toEqual([]);
    expect(store.player.cashier.value).toEqual([]);
    await third;
    expect(store.player.cashier.value.map((r) => r.id)).toEqual(['dep_third']);
    store.session.sessionEnded();
    expect(store.player.rounds.value).toEqual([]);
    expect(store.player.cashier.loaded).toBe(false);
  });
});

type Bet = CallAnswer<'backoffice/players/bets'>['value'][number];

const bet = (id: string): Bet => ({
  bet_id: id,
  kind: 'single',
  state: 'open',
  stake: 25,
  odds: 2.1,
  potential_return: 52.5,
  return: null,
  cash_out: null,
  placed_at: '2026-11-03T10:00:00.000Z',
  settled_at: null,
  legs: [
    {
      line_id: 7,
      match_id: 3,
      kickoff_time: '2026-11-04T12:00:00.000Z',
      ends_at: null,
      league_code: 'EPL',
      league: { en: 'Premier League' },
      home_team: { en: 'Harbor FC' },
      away_team: { en: 'Compass United' },
      bet_type: '1X2',
      home_away: 'H',
      criteria1: '',
      odds: 2.1,
      result: null,
      match_status: 'scheduled',
      score: null,
    },
  ],
});

describe("PlayerStore's inbox message and sports bets", () => {
  const answers = {
    ...pageAnswers,
    'backoffice/players/send_message': okAnswer('backoffice/players/send_message', { message_id: 9 }),
    'backoffice/players/bets': okAnswer('backoffice/players/bets', {
      value: [bet('sb_2'), bet('sb_1')],
      total: 2,
      page: 1,
      page_size: 20,
    }),
  };
  const sent = (calls: { path: string; body: Record<string, unknown> }[]) =>
    calls.filter((c) => c.path === 'backoffice/players/send_message').map((c) => c.body);

  it('offers each role only the rewards it may attach', () => {
    expect(storeWith(SUPPORT, answers).store.player.rewardKinds).toEqual(['none']);
    expect(storeWith(FINANCE, answers).store.player.rewardKinds).toEqual(['game', 'token']);
    expect(storeWith(OWNER, answers).store.player.rewardKinds).toEqual(['none', 'game', 'token']);
    const finance = storeWith(FINANCE, answers).store.player;
    expect(finance.canMessage && finance.messageReward === 'game').toBe(true);
  });

  it('sends the reward typed in major units as minor units, then empties the form', async () => {
    const { store, calls } = storeWith(FINANCE, answers);
    await store.player.open(2, 'marisol');
    store.player.setMessage('messageTitle', ' A gift ');
    store.player.setMessage('messageBody', 'Thank you');
    store.player.setMessage('rewardAmount', '1,250.5');
    await store.player.sendMessage();
    expect(sent(calls)).toEqual([
      {
        site_id: 2,
        account_id: 'marisol',
        title: 'A gift',
        body: 'Thank you',
        reward: { kind: 'game', amount_minor: 125_050 },
      },
    ]);
    expect(store.player.actionResult).toEqual({ kind: 'done', key: 'players.rewardSent' });
    expect([store.player.messageTitle, store.player.rewardAmount]).toEqual(['', '']);
  });

  it('sends whole tokens, and no reward when none is chosen', async () => {
    const { store, calls } = storeWith(OWNER, answers);
    await store.player.open(2, 'marisol');
    store.player.setMessage('messageTitle', 'Tokens');
    store.player.setMessage('messageBody', 'For you');
    store.player.setRewardKind('token');
    store.player.setMessage('rewardAmount', '40');
    await store.player.sendMessage();
    store.player.setMessage('messageTitle', 'Hello');
    store.player.setMessage('messageBody', 'Just a note');
    await store.player.sendMessage();
    expect(sent(calls).map((body) => body['reward'])).toEqual([
      { kind: 'token', amount_minor: 40 },
      undefined,
    ]);
    expect(store.player.actionResult).toEqual({ kind: 'done', key: 'players.messageSent' });
  });

  it('sends nothing with a bad amount', async () => {
    const { store, calls } = storeWith(FINANCE, answers);
    await store.player.open(2, 'marisol');
    store.player.setMessage('messageTitle', 'A gift');
    store.player.setMessage('messageBody', 'Thank you');
    for (const amount of ['', '0', '1.234', 'ten']) {
      store.player.setMessage('rewardAmount', amount);
      await store.player.sendMessage();
      expect(store.player.actionResult).toEqual({ kind: 'error', key: 'invalidAmount' });
    }
    store.player.setRewardKind('token');
    store.player.setMessage('rewardAmount', '2.5');
    await store.player.sendMessage();
    expect(store.player.actionResult).toEqual({ kind: 'error', key: 'invalidAmount' });
    expect(sent(calls)).toEqual([]);
  });

  it("lists the player's bets, newest first, for that player's site and account", async () => {
    const { store, calls } = storeWith(SUPPORT, answers);
    await store.player.open(2, 'marisol');
    expect(calls.find((c) => c.path === 'backoffice/players/bets')?.body).toEqual({
      site_id: 2,
      account_id: 'marisol',
      page: 1,
      page_size: 20,
    });
    expect(store.player.bets.value.map((b) => b.bet_id)).toEqual(['sb_2', 'sb_1']);
    store.session.sessionEnded();
    expect(store.player.bets.value).toEqual([]);
  });
});
