import { createTestStore, type Answer, type Handler } from '@wl/testing';
import { betsPage, cashedOut, offerChanged, settledParlay, sportsBet } from '../../testing/sports-bets';
import { OFFER_REFRESH_MS, SportsBetsStore } from './sports-bets-store';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(handler: Handler) {
  const { store: root, calls } = createTestStore({ signedIn: true, answers: handler });
  const report = jest.spyOn(root, 'report');
  const applyBalance = jest.fn();
  const refreshBalance = jest.fn();
  const sports = new SportsBetsStore({
    platform: root,
    session: root.session,
    currency: () => 'PHP',
    applyBalance,
    refreshBalance,
  });
  const of = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);
  return { root, sports, calls, of, report, applyBalance, refreshBalance };
}

const OPEN = sportsBet('b-2');
const listing: Handler = (path) =>
  path === 'sports/bets' ? betsPage([OPEN, settledParlay('b-1')], 23) : undefined;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('SportsBetsStore', () => {
  it("asks for all bets, ten a page, and holds the amounts in the site currency's minor units", async () => {
    const { sports, of, report } = setup(listing);
    expect(sports.loading).toBe(true);
    await sports.load();
    expect(of('sports/bets')).toEqual([
      { account_id: 'demo1', auth: 't', state: 'all', page: 1, page_size: 10 },
    ]);
    expect(sports.bets.map((bet) => bet.bet_id)).toEqual(['b-2', 'b-1']);
    expect(sports.bets[0]).toMatchObject({
      stake: 1000,
      potential_return: 2100,
      return: null,
      cash_out: 1200,
    });
    expect(sports.bets[1]).toMatchObject({ stake: 500, return: 0, cash_out: null });
    expect(sports.total).toBe(23);
    expect(sports.totalPages).toBe(3);
    expect(sports.hasOpenBets).toBe(true);
    expect(report).not.toHaveBeenCalled();
  });

  it('starts again from page 1 when the filter changes, and ignores what is not a filter', async () => {
    const { sports, of } = setup(listing);
    await sports.load();
    sports.setPage(3);
    sports.setFilter('open');
    sports.setFilter('open');
    sports.setFilter('cashed');
    sports.setPage(2);
    await tick();
    expect(of('sports/bets').map(({ state, page }) => [state, page])).toEqual([
      ['all', 1],
      ['all', 3],
      ['open', 1],
      ['open', 2],
    ]);
  });

  it('keeps a service that is down on the page with Try again, and says an empty list is empty', async () => {
    let answer: Answer = { statusCode: -503, message: 'serviceUnavailable' };
    const { sports, report } = setup((path) => (path === 'sports/bets' ? answer : undefined));
    await sports.load();
    expect(sports.status).toBe('failed');
    expect(sports.errorKey).toBe('serviceUnavailable');
    expect(report).not.toHaveBeenCalled();
    answer = betsPage([], 0);
    await sports.load();
    expect(sports.empty).toBe(true);
  });

  it('cashes out for the offer confirmed: the bet shows cashed out and the balance is the answer’s', async () => {
    const { sports, of, applyBalance } = setup((path) =>
      path === 'sports/cash_out' ? cashedOut(OPEN, 12, 150.5) : listing(path, {}),
    );
    await sports.load();
    sports.startCashOut('b-1');
    expect(sports.cashOut).toBeNull();
    sports.startCashOut('b-2');
    expect(sports.cashOut).toEqual({ betId: 'b-2', phase: 'confirm', amount: 1200 });
    const sending = sports.confirmCashOut();
    expect(sports.cashOut?.phase).toBe('sending');
    await sending;
    expect(of('sports/cash_out')).toEqual([{ account_id: 'demo1', auth: 't', bet_id: 'b-2', amount: 12 }]);
    expect(sports.bets[0]).toMatchObject({ state: 'cashed_out', return: 1200, cash_out: null });
    expect(sports.cashOut).toEqual({ betId: 'b-2', phase: 'done', amount: 1200 });
    expect(applyBalance).toHaveBeenCalledWith(expect.objectContaining({ game_balance: 150.5 }));
  });

  it('keeps a bet cashed out here over a list answer asked before the cash out', async () => {
    const { sports } = setup((path) =>
      path === 'sports/cash_out' ? cashedOut(OPEN, 12, 150.5) : listing(path, {}),
    );
    await sports.load();
    sports.startCashOut('b-2');
    await sports.confirmCashOut();
    await sports.refresh();
    expect(sports.bets[0]?.state).toBe('cashed_out');
  });

  it('answers a moved offer with the new one, which the next press accepts', async () => {
    let answer: Answer = offerChanged(11.5);
    const { sports, of, report } = setup((path) => (path === 'sports/cash_out' ? answer : listing(path, {})));
    await sports.load();
    sports.startCashOut('b-2');
    await sports.confirmCashOut();
    expect(sports.cashOut).toEqual({ betId: 'b-2', phase: 'changed', amount: 1150 });
    expect(sports.bets[0]?.cash_out).toBe(1150);
    expect(report).not.toHaveBeenCalled();
    answer = cashedOut(OPEN, 11.5, 149.5);
    await sports.confirmCashOut();
    expect(of('sports/cash_out').map((body) => body['amount'])).toEqual([12, 11.5]);
    expect(sports.cashOut).toEqual({ betId: 'b-2', phase: 'done', amount: 1150 });
  });

  it('says cash out is not available when the offer is gone, and asks the list again', async () => {
    let bets = [OPEN];
    const { sports, of } = setup((path) => {
      if (path !== 'sports/cash_out') return path === 'sports/bets' ? betsPage(bets) : undefined;
      bets = [{ ...OPEN, cash_out: null }];
      return offerChanged(null);
    });
    await sports.load();
    sports.startCashOut('b-2');
    await sports.confirmCashOut();
    expect(sports.cashOut).toEqual({ betId: 'b-2', phase: 'unavailable' });
    expect(of('sports/bets')).toHaveLength(2);
    expect(sports.bets[0]?.cash_out).toBeNull();
    // Offered again later: the refusal no longer holds.
    bets = [OPEN];
    await sports.refresh();
    expect(sports.cashOut).toBeNull();
  });

  it('learns from the list that a cash out whose answer was lost went through', async () => {
    let bets = [OPEN];
    const { sports, refreshBalance, report } = setup((path) => {
      if (path === 'sports/cash_out') {
        bets = [{ ...OPEN, state: 'cashed_out', return: 12, cash_out: null }];
        return { statusCode: 0, message: 'disconnect' };
      }
      return path === 'sports/bets' ? betsPage(bets) : undefined;
    });
    await sports.load();
    sports.startCashOut('b-2');
    await sports.confirmCashOut();
    expect(sports.cashOut).toEqual({ betId: 'b-2', phase: 'done', amount: 1200 });
    expect(refreshBalance).toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });

  it('keeps the bet as it was on another refusal, with its error', async () => {
    const { sports } = setup((path) =>
      path === 'sports/cash_out' ? { statusCode: 0, message: 'notFound' } : listing(path, {}),
    );
    await sports.load();
    sports.startCashOut('b-2');
    sports.cancelCashOut();
    expect(sports.cashOut).toBeNull();
    sports.startCashOut('b-2');
    await sports.confirmCashOut();
    expect(sports.cashOut).toEqual({ betId: 'b-2', phase: 'failed', errorKey: 'notFound' });
  });

  it('asks the offers again every 15 s while open bets show and the page is visible, and on coming back', async () => {
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask'] });
    let bets = [OPEN];
    const { sports, of } = setup((path) => (path === 'sports/bets' ? betsPage(bets) : undefined));
    await sports.load();
    const stop = sports.watchOffers();
    jest.advanceTimersByTime(OFFER_REFRESH_MS);
    await tick();
    expect(of('sports/bets')).toHaveLength(2);

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    jest.advanceTimersByTime(OFFER_REFRESH_MS);
    await tick();
    expect(of('sports/bets')).toHaveLength(2);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    await tick();
    expect(of('sports/bets')).toHaveLength(3);

    bets = [settledParlay('b-1')];
    jest.advanceTimersByTime(OFFER_REFRESH_MS);
    await tick();
    expect(of('sports/bets')).toHaveLength(4);
    // No open bet left: nothing moves, nothing is asked.
    jest.advanceTimersByTime(OFFER_REFRESH_MS * 2);
    await tick();
    expect(of('sports/bets')).toHaveLength(4);

    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    await tick();
    expect(of('sports/bets')).toHaveLength(4);
  });

  it('forgets everything when the session ends', async () => {
    const { root, sports } = setup(listing);
    const store = root.feature({ name: 'wallet.sportsBets', create: () => sports });
    await store.load();
    store.setFilter('settled');
    store.startCashOut('b-2');
    root.session.logout();
    expect(sports.bets).toEqual([]);
    expect(sports.status).toBe('idle');
    expect(sports.filter).toBe('all');
    expect(sports.cashOut).toBeNull();
  });
});
