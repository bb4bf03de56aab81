import type { BetRound } from '@wl/api';
import { createTestStore, englishMessages, okAnswer, type Answer, type Handler } from '@wl/testing';
import { BetHistoryStore } from './bet-history-store';
import { defaultFilters, isDay, withDay } from './history-filters';
import { isDarkColour } from '@wl/core';

const NOW = new Date('2025-03-14T10:00:00Z');

const round = (id: string, fields: Partial<BetRound> = {}): BetRound => ({
  round_id: id,
  provider_code: 'JILI',
  provider_name: 'JILI Games',
  game_code: 'fortune-gems',
  game_name: 'Fortune Gems',
  game_type: 'slots',
  bet: 10,
  win: 12.5,
  refund: 0,
  net: 2.5,
  status: 'closed',
  started_at: '2025-03-14T09:00:00Z',
  ended_at: '2025-03-14T09:00:05Z',
  ...fields,
});

const historyPage = (rounds: BetRound[], total = rounds.length, page = 1) =>
  okAnswer('product/bet_history', { value: rounds, total, page, page_size: 20 });

function setup(handler: Handler) {
  const { store: root, calls } = createTestStore({ signedIn: true, answers: handler });
  const report = jest.spyOn(root, 'report');
  const history = new BetHistoryStore({
    platform: root,
    session: root.session,
    currency: () => 'PHP',
    now: () => NOW,
  });
  const historyCalls = () => calls.filter((c) => c.path === 'product/bet_history').map((c) => c.body);
  return { root, history, calls, historyCalls, report };
}

const listing: Handler = (path) =>
  path === 'product/bet_history' ? historyPage([round('r-2'), round('r-1')], 45) : undefined;

beforeAll(englishMessages);
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('history filters', () => {
  it('default to the last seven days, today included, in UTC days', () => {
    expect(defaultFilters(NOW)).toEqual({ dateFrom: '2025-03-08', dateTo: '2025-03-14', gameType: '' });
    expect(defaultFilters(new Date('2025-03-01T23:30:00Z'))).toMatchObject({ dateFrom: '2025-02-23' });
  });

  it('take real days only, and keep the range forwards', () => {
    const filters = defaultFilters(NOW);
    expect(isDay('2025-02-30')).toBe(false);
    expect(withDay(filters, 'dateFrom', '')).toBe(filters);
    expect(withDay(filters, 'dateFrom', '2025-03-20')).toMatchObject({
      dateFrom: '2025-03-20',
      dateTo: '2025-03-20',
    });
    expect(withDay(filters, 'dateTo', '2025-03-01')).toMatchObject({
      dateFrom: '2025-03-01',
      dateTo: '2025-03-01',
    });
  });
});

describe('BetHistoryStore', () => {
  it("asks for the first page of the last seven days and holds the amounts in the site currency's minor units", async () => {
    const { history, historyCalls, report } = setup(listing);
    expect(history.loading).toBe(true);
    await history.load();
    expect(historyCalls()).toEqual([
      {
        account_id: 'demo1',
        auth: 't',
        date_from: '2025-03-08',
        date_to: '2025-03-14',
        page: 1,
        page_size: 20,
      },
    ]);
    expect(history.status).toBe('ready');
    expect(history.rounds.map((r) => r.round_id)).toEqual(['r-2', 'r-1']);
    expect(history.rounds[0]).toMatchObject({ bet: 1000, win: 1250, refund: 0, net: 250 });
    expect(history.total).toBe(45);
    expect(history.totalPages).toBe(3);
    expect(report).not.toHaveBeenCalled();
  });

  it('starts again from page 1 when a filter changes, and sends the game type', async () => {
    const { history, historyCalls } = setup(listing);
    await history.load();
    history.setPage(3);
    history.setGameType('livecasino');
    history.setDateFrom('2025-03-01');
    history.setDateTo('2025-03-31');
    history.setGameType('not-a-category');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The end moved past today stays today: nothing new to ask.
    expect(
      historyCalls().map(({ page, game_type, date_from, date_to }) => [page, game_type, date_from, date_to]),
    ).toEqual([
      [1, undefined, '2025-03-08', '2025-03-14'],
      [3, undefined, '2025-03-08', '2025-03-14'],
      [1, 'livecasino', '2025-03-08', '2025-03-14'],
      [1, 'livecasino', '2025-03-01', '2025-03-14'],
    ]);
    expect(history.filters).toEqual({ dateFrom: '2025-03-01', dateTo: '2025-03-14', gameType: 'livecasino' });
    expect(history.page).toBe(1);
  });

  it('drops an answer a newer request overtook', async () => {
    const waiting: ((answer: Answer) => void)[] = [];
    const { history } = setup((path) =>
      path === 'product/bet_history' ? new Promise<Answer>((resolve) => waiting.push(resolve)) : undefined,
    );
    const first = history.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    history.setGameType('fish');
    await new Promise((resolve) => setTimeout(resolve, 0));
    waiting[1]?.(historyPage([round('fish-1', { game_type: 'fish' })]));
    waiting[0]?.(historyPage([round('old-1')]));
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(history.rounds.map((r) => r.round_id)).toEqual(['fish-1']);
  });

  it('says an empty range is empty', async () => {
    const { history } = setup((path) => (path === 'product/bet_history' ? historyPage([], 0) : undefined));
    await history.load();
    expect(history.empty).toBe(true);
  });

  it('keeps a service that is down on the page, with Try again, and no dialog', async () => {
    const { history, report } = setup((path) =>
      path === 'product/bet_history' ? { statusCode: -503, message: 'serviceUnavailable' } : undefined,
    );
    await history.load();
    expect(history.status).toBe('failed');
    expect(history.errorKey).toBe('serviceUnavailable');
    expect(report).not.toHaveBeenCalled();
  });

  it('goes to the last page when the one asked for is past the end', async () => {
    const { history, historyCalls } = setup((path, body) =>
      path === 'product/bet_history'
        ? body['page'] === 5
          ? historyPage([], 30, 5)
          : historyPage([round('r-1')], 30, 2)
        : undefined,
    );
    history.setPage(5);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(historyCalls().map((c) => c['page'])).toEqual([5, 2]);
    expect(history.page).toBe(2);
  });

  it("opens a round's wallet calls, in minor units", async () => {
    const { history, calls } = setup((path) => {
      if (path === 'product/round_detail')
        return okAnswer('product/round_detail', {
          round: round('r-1', { refund: 10, net: 10, win: 0 }),
          moves: [
            { kind: 'bet', transaction_id: 'tx-1', amount: 10, created_at: '2025-03-14T09:00:00Z' },
            { kind: 'rollback', transaction_id: 'tx-2', amount: 10, created_at: '2025-03-14T09:00:04Z' },
          ],
        });
      return listing(path, {});
    });
    await history.load();
    const opening = history.openRound(history.rounds[1] as (typeof history.rounds)[number]);
    expect(history.detail).toMatchObject({ status: 'loading', round: { round_id: 'r-1' } });
    await opening;
    expect(calls.at(-1)).toEqual({
      path: 'product/round_detail',
      body: { account_id: 'demo1', auth: 't', provider_code: 'JILI', round_id: 'r-1' },
    });
    expect(history.detail?.status).toBe('ready');
    expect(history.detail?.round.refund).toBe(1000);
    expect(history.detail?.moves).toEqual([
      { kind: 'bet', transaction_id: 'tx-1', amount: 1000, created_at: '2025-03-14T09:00:00Z' },
      { kind: 'rollback', transaction_id: 'tx-2', amount: 1000, created_at: '2025-03-14T09:00:04Z' },
    ]);
    history.closeRound();
    expect(history.detail).toBeNull();
  });

  it('forgets everything when the session ends', async () => {
    const { root, history } = setup(listing);
    const store = root.feature({ name: 'wallet.betHistory', create: () => history });
    await store.load();
    store.setGameType('slots');
    root.session.logout();
    expect(history.rounds).toEqual([]);
    expect(history.status).toBe('idle');
    expect(history.filters).toEqual(defaultFilters(NOW));
  });
});

describe('the palette scheme of the date boxes', () => {
  it('is dark on dark backgrounds and light on light ones', () => {
    expect(isDarkColour('#120d05')).toBe(true);
    expect(isDarkColour('#0b1020')).toBe(true);
    expect(isDarkColour('#f3f6f2')).toBe(false);
    expect(isDarkColour('#f7f4f1')).toBe(false);
  });
});
