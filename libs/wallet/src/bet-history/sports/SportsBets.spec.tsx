import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import type { SportsBet } from '@wl/api';
import { formatDateTime, formatMoney } from '@wl/i18n';
import { englishMessages, okAnswer, type Answer, type Handler } from '@wl/testing';
import { useWallet } from '../../lib/wallet-feature';
import { walletMessagesReady } from '../../messages';
import { renderPage } from '../../testing/render-page';
import {
  betsPage,
  cashedOut,
  offerChanged,
  settledParlay,
  sportsBet,
  sportsLeg,
  WITH_SPORTSBOOK,
} from '../../testing/sports-bets';
import { BetHistoryPage } from '../BetHistoryPage';
import { OFFER_REFRESH_MS } from './sports-bets-store';

const NOW = new Date('2025-03-14T10:00:00Z');
const OPEN = sportsBet('b-3');
const BETS: SportsBet[] = [OPEN, settledParlay('b-2')];

/** The balance every template's header shows. */
const HeaderBalance = observer(function HeaderBalance() {
  const wallet = useWallet();
  return <output data-testid="header-balance">{formatMoney(wallet.game.balance, 'PHP', 'EN')}</output>;
});

const casino = okAnswer('product/bet_history', { value: [], total: 0, page: 1, page_size: 20 });

function renderHistory({
  path = '/bet-history?tab=sports',
  handler = () => undefined,
  sportsbook = true,
}: { path?: string; handler?: Handler; sportsbook?: boolean } = {}) {
  const view = renderPage(
    <>
      <HeaderBalance />
      <BetHistoryPage />
    </>,
    {
      path,
      signedIn: true,
      startup: sportsbook ? WITH_SPORTSBOOK : {},
      handler: (path, body) => {
        const answer = handler(path, body);
        if (answer !== undefined) return answer;
        if (path === 'sports/bets') return betsPage(BETS, 23);
        return path === 'product/bet_history' ? casino : undefined;
      },
    },
  );
  const of = (path: string) => view.calls.filter((c) => c.path === path).map((c) => c.body);
  return { ...view, of };
}

const betCard = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Sports bets' });
  return within(list).getByRole('article', { name });
};

beforeAll(async () => {
  await englishMessages();
  await walletMessagesReady();
});
beforeEach(() =>
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask'] }),
);
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('the Sports tab of /bet-history', () => {
  it('is not there on a site without a sportsbook, even when the link asks for it', async () => {
    const { of } = renderHistory({ sportsbook: false });
    expect(await screen.findByText('No rounds between these dates.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(of('sports/bets')).toEqual([]);
  });

  it('sits beside the casino rounds, which stay the default, and its choice goes in the address', async () => {
    const { of } = renderHistory({ path: '/bet-history' });
    const tablist = screen.getByRole('tablist', { name: 'Bet history' });
    const [rounds, sports] = within(tablist).getAllByRole('tab');
    expect(rounds).toHaveAccessibleName('Casino games');
    expect(rounds).toHaveAttribute('aria-selected', 'true');
    expect(sports).toHaveAccessibleName('Sports');
    expect(sports).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Casino games' })).toBeInTheDocument();
    expect(await screen.findByText('No rounds between these dates.')).toBeInTheDocument();
    expect(of('product/bet_history')).toHaveLength(1);

    fireEvent.click(sports as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent('/bet-history?tab=sports');
    expect(screen.getByRole('tabpanel', { name: 'Sports' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Sports bets' });
    expect(of('sports/bets')).toHaveLength(1);

    // The arrow keys move along the tabs and show the one they reach.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Sports' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Casino games' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bet-history$/);
    expect(await screen.findByText('No rounds between these dates.')).toBeInTheDocument();
  });

  it('opens from a link, lists the bets with their amounts, and pages and filters with the right requests', async () => {
    const { of } = renderHistory();
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
    expect(document.querySelectorAll('.wl-bets__skeleton .wl-sbets__bet')).toHaveLength(3);
    const open = await betCard('Single');
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(open).toHaveTextContent(`Placed ${formatDateTime('2025-03-14T09:00:00Z', 'EN')}`);
    expect(open).toHaveTextContent('Stake₱10.00');
    expect(open).toHaveTextContent('Odds2.10');
    expect(open).toHaveTextContent('Potential return₱21.00');
    expect(open).toHaveTextContent('Arsenal v Chelsea');
    expect(open).toHaveTextContent('Premier League');
    expect(open).toHaveTextContent(`Kick-off ${formatDateTime('2025-03-15T15:00:00Z', 'EN')}`);

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(of('sports/bets')).toHaveLength(2));
    await screen.findByRole('list', { name: 'Sports bets' });
    fireEvent.click(screen.getByRole('radio', { name: 'Open' }));
    await waitFor(() => expect(of('sports/bets')).toHaveLength(3));
    fireEvent.click(screen.getByRole('radio', { name: 'Settled' }));
    await waitFor(() => expect(of('sports/bets')).toHaveLength(4));
    expect(of('sports/bets').map(({ state, page, page_size }) => [state, page, page_size])).toEqual([
      ['all', 1, 10],
      ['all', 2, 10],
      ['open', 1, 10],
      ['settled', 1, 10],
    ]);
    expect(screen.getByRole('radio', { name: 'Settled' })).toBeChecked();
  });

  it('shows a settled parlay with each leg, its score and its result', async () => {
    renderHistory();
    const parlay = await betCard('Parlay, 3 legs');
    // The bet's state, and its last leg's result.
    expect(within(parlay).getAllByText('Lost')).toHaveLength(2);
    expect(parlay).toHaveTextContent('Return₱0.00');
    expect(parlay).toHaveTextContent(`Settled ${formatDateTime('2025-03-13T21:00:00Z', 'EN')}`);
    const legs = within(within(parlay).getByRole('list', { name: 'Selections' })).getAllByRole('listitem');
    expect(legs.map((leg) => leg.textContent)).toEqual([
      'Arsenal v ChelseaPremier LeagueMatch result: HomeOdds 2.10Full time 2-1Won',
      'Real Madrid v SevillaLa LigaAsian handicap: Away +0.25Odds 1.75Full time 1-1Half won',
      'Arsenal v ChelseaPremier LeagueOver/under: Over 2.5Odds 2.00Full time 1-0Lost',
    ]);
    expect(within(parlay).queryByRole('button')).toBeNull();
  });

  it('shows an outright as the team backed to top its league’s week, and when the week ends', async () => {
    const outright = sportsLeg({
      match_id: null,
      away_team: null,
      bet_type: 'OR',
      home_away: 'W',
      criteria1: 'ars',
      odds: 3.5,
      ends_at: '2025-03-17T00:00:00Z',
    });
    renderHistory({
      handler: (path) =>
        path === 'sports/bets' ? betsPage([sportsBet('b-9', { legs: [outright] })], 1) : undefined,
    });
    const bet = await betCard('Single');
    const [leg] = within(within(bet).getByRole('list', { name: 'Selections' })).getAllByRole('listitem');
    expect(leg?.textContent).toBe(
      `ArsenalPremier LeagueOutright, week to ${formatDateTime('2025-03-17T00:00:00Z', 'EN')}Odds 3.50` +
        `Kick-off ${formatDateTime('2025-03-15T15:00:00Z', 'EN')}`,
    );
  });

  it('names the teams in the player’s language', async () => {
    renderHistory({ path: '/vi/bet-history?tab=sports' });
    const list = await screen.findByRole('list', { name: 'Sports bets' });
    expect(list).toHaveTextContent('Arsenal FC v Chelsea FC');
    expect(list).toHaveTextContent('Ngoại hạng Anh');
  });

  it('cashes a bet out once confirmed: the bet shows cashed out and the header the new balance', async () => {
    const { of } = renderHistory({
      handler: (path) => (path === 'sports/cash_out' ? cashedOut(OPEN, 12, 150.5) : undefined),
    });
    const open = await betCard('Single');
    fireEvent.click(within(open).getByRole('button', { name: 'Cash out ₱12.00' }));
    const confirm = within(open).getByRole('group', { name: 'Cash out this bet for ₱12.00?' });
    expect(within(confirm).getByRole('button', { name: 'Yes, cash out' })).toHaveFocus();
    expect(of('sports/cash_out')).toEqual([]);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep bet' }));
    expect(within(open).getByRole('button', { name: 'Cash out ₱12.00' })).toHaveFocus();

    fireEvent.click(within(open).getByRole('button', { name: 'Cash out ₱12.00' }));
    fireEvent.click(within(open).getByRole('button', { name: 'Yes, cash out' }));
    expect(within(open).getByRole('button', { name: 'Cashing out…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const done = await within(open).findByRole('status');
    expect(done).toHaveTextContent('Cashed out for ₱12.00.');
    expect(done).toHaveFocus();
    expect(within(open).getByText('Cashed out')).toBeInTheDocument();
    expect(open).toHaveTextContent('Return₱12.00');
    expect(within(open).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('header-balance')).toHaveTextContent('₱150.50');
    expect(of('sports/cash_out')).toEqual([{ account_id: 'demo1', auth: 't', bet_id: 'b-3', amount: 12 }]);
  });

  it('cashes out one bet at a time, and keeps the focus on the one the player turned to', async () => {
    renderHistory({
      handler: (path) =>
        path === 'sports/bets' ? betsPage([OPEN, sportsBet('b-4', { cash_out: 8.4 })]) : undefined,
    });
    const list = await screen.findByRole('list', { name: 'Sports bets' });
    const [first, second] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement];
    fireEvent.click(within(first).getByRole('button', { name: 'Cash out ₱12.00' }));
    expect(within(first).getByRole('button', { name: 'Yes, cash out' })).toHaveFocus();
    within(second).getByRole('button', { name: 'Cash out ₱8.40' }).focus();
    fireEvent.click(within(second).getByRole('button', { name: 'Cash out ₱8.40' }));
    expect(within(second).getByRole('button', { name: 'Yes, cash out' })).toHaveFocus();
    expect(within(first).queryByRole('group')).toBeNull();
    expect(within(first).getByRole('button', { name: 'Cash out ₱12.00' })).not.toHaveFocus();
  });

  it('shows a moved offer and cashes out for it at the next press', async () => {
    let answer: Answer = offerChanged(11.5);
    const { of } = renderHistory({ handler: (path) => (path === 'sports/cash_out' ? answer : undefined) });
    const open = await betCard('Single');
    fireEvent.click(within(open).getByRole('button', { name: 'Cash out ₱12.00' }));
    fireEvent.click(within(open).getByRole('button', { name: 'Yes, cash out' }));
    expect(await within(open).findByRole('alert')).toHaveTextContent('The cash-out value changed to ₱11.50.');
    const accept = within(open).getByRole('button', { name: 'Cash out ₱11.50' });
    expect(accept).toHaveFocus();

    answer = cashedOut(OPEN, 11.5, 149.5);
    fireEvent.click(accept);
    expect(await within(open).findByRole('status')).toHaveTextContent('Cashed out for ₱11.50.');
    expect(of('sports/cash_out').map((body) => body['amount'])).toEqual([12, 11.5]);
    expect(screen.getByTestId('header-balance')).toHaveTextContent('₱149.50');
  });

  it('says when cash out is not available now, offers it again when it is, and says another refusal', async () => {
    let bets: SportsBet[] = [OPEN];
    let answer: Answer = offerChanged(null);
    renderHistory({
      handler: (path) => {
        if (path === 'sports/bets') return betsPage(bets);
        if (path !== 'sports/cash_out') return undefined;
        bets = [{ ...OPEN, cash_out: null }];
        return answer;
      },
    });
    const open = await betCard('Single');
    fireEvent.click(within(open).getByRole('button', { name: 'Cash out ₱12.00' }));
    fireEvent.click(within(open).getByRole('button', { name: 'Yes, cash out' }));
    const unavailable = await within(open).findByRole('alert');
    expect(unavailable).toHaveTextContent('Cash out is not available right now.');
    expect(unavailable).toHaveFocus();
    expect(within(open).queryByRole('button')).toBeNull();

    // The prices are back: the next look at the offers shows one again.
    bets = [OPEN];
    act(() => jest.advanceTimersByTime(OFFER_REFRESH_MS));
    const again = await within(open).findByRole('button', { name: 'Cash out ₱12.00' });
    expect(within(open).queryByRole('alert')).toBeNull();

    answer = { statusCode: 0, message: 'notFound' };
    fireEvent.click(again);
    fireEvent.click(within(open).getByRole('button', { name: 'Yes, cash out' }));
    expect(await within(open).findByRole('alert')).toHaveTextContent(
      "We couldn't find what you were looking for.",
    );
  });

  it('asks the open bets’ offers again every 15 s while it shows', async () => {
    let bets: SportsBet[] = [OPEN];
    const { of } = renderHistory({
      handler: (path) => (path === 'sports/bets' ? betsPage(bets) : undefined),
    });
    await betCard('Single');
    bets = [{ ...OPEN, cash_out: 13.25 }];
    act(() => jest.advanceTimersByTime(OFFER_REFRESH_MS));
    expect(await screen.findByRole('button', { name: 'Cash out ₱13.25' })).toBeInTheDocument();
    expect(of('sports/bets')).toHaveLength(2);
  });

  it('says when there are no bets, and when they could not be loaded, with Try again', async () => {
    let answer: Answer = { statusCode: -503, message: 'serviceUnavailable' };
    const { of } = renderHistory({ handler: (path) => (path === 'sports/bets' ? answer : undefined) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This service is temporarily unavailable.');
    answer = betsPage([], 0);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not placed a sports bet yet.')).toBeInTheDocument();
    expect(of('sports/bets')).toHaveLength(2);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
