import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { changeLanguage, setupI18n } from '@wl/i18n';
import type { Envelope } from '@wl/api';
import { walletFeature } from '@wl/wallet';
import { PRICE_CHANGE_STORAGE_KEY, type LiveEvent } from '@wl/sportsbook';
import { FAILED, NO_ODDS, matchListAnswer, oddsAnswer, priceId } from '@wl/sportsbook/testing';
import { renderSportsbook } from '../../testing/render-sportsbook';
import { BetSlip } from './BetSlip';
import { MatchBoard } from './MatchBoard';

/** The browser's EventSource, standing in for the site's live stream. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  private readonly listeners = new Map<string, ((event: { data: unknown }) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  send(events: LiveEvent[]): void {
    act(() => {
      for (const listener of this.listeners.get('message') ?? []) listener({ data: JSON.stringify(events) });
    });
  }
}

beforeAll(async () => {
  await setupI18n('EN');
});
afterEach(async () => {
  localStorage.clear();
  FakeEventSource.opened = [];
  Reflect.deleteProperty(globalThis, 'EventSource');
  await i18next.changeLanguage('EN');
});

const table = (): Record<string, object> => ({
  'home/match_list': matchListAnswer(),
  'home/public_odds': oddsAnswer(),
});

function board() {
  return (
    <>
      <MatchBoard heading="h1" />
      <BetSlip />
    </>
  );
}

const placed = (balance: number) => ({
  statusCode: 1,
  message: 'OK',
  bet: {
    bet_id: 'SB-1001',
    kind: 'single',
    state: 'open',
    stake: 100,
    odds: 2.1,
    potential_return: 210,
    return: null,
    cash_out: null,
    placed_at: '2025-06-14T10:00:00Z',
    settled_at: null,
    legs: [],
  },
  currency: 'PHP',
  game_balance: balance,
  game_token: 0,
  frozen_token: 0,
});

describe('match list', () => {
  it('lists the leagues and their matches with a price button per outcome', async () => {
    renderSportsbook(board(), { table: table() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Premier League' })).toBeInTheDocument();
    const match = screen.getByRole('group', { name: 'Arsenal v Liverpool' });
    const prices = within(match).getAllByRole('button');
    expect(prices).toEqual([
      within(match).getByRole('button', { name: 'Arsenal to win at 2.10' }),
      within(match).getByRole('button', { name: 'Draw at 3.25' }),
      within(match).getByRole('button', { name: 'Liverpool to win at 3.40' }),
    ]);
    for (const price of prices) {
      expect(price.tagName).toBe('BUTTON');
      expect(price).toHaveAttribute('aria-pressed', 'false');
      expect(price).not.toHaveAttribute('tabindex');
    }
    expect(within(match).getByText('2.10')).toBeInTheDocument();
    expect(within(match).getByRole('link', { name: 'Arsenal Liverpool All markets' })).toHaveAttribute(
      'href',
      '/sports?match=1',
    );
  });

  it("shows a live match's clock and score, and its suspended prices disabled", async () => {
    renderSportsbook(board(), { table: table() });
    const live = await screen.findByRole('group', { name: 'Girona v Betis' });
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).getByText("67'")).toHaveAttribute('aria-hidden', 'true');
    expect(within(live).getByText('Minute 67')).toBeInTheDocument();
    expect(within(live).getByText('2 – 1')).toBeInTheDocument();
    expect(within(live).getByText('Score 2–1')).toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'Girona to win at 1.60' })).toBeEnabled();
    expect(within(live).getByRole('button', { name: 'Draw at 3.90: suspended' })).toBeDisabled();
  });

  it('holds its place with a skeleton of rows and prices while the lists load', async () => {
    const { view } = renderSportsbook(board(), { table: table() });
    const list = screen.getByTestId('match-board');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getByRole('status')).toHaveTextContent('Loading matches…');
    const skeleton = view.container.querySelector('.sb-board__skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton?.querySelectorAll('.sb-match')).toHaveLength(12);
    expect(skeleton?.querySelectorAll('.sb-league__name')).toHaveLength(2);
    expect(skeleton?.querySelectorAll('.sb-match__odds--cols-3 .sb-odds')).toHaveLength(36);
    expect(within(list).queryAllByRole('button')).toEqual([]);

    expect(await screen.findByRole('group', { name: 'Arsenal v Liverpool' })).toBeInTheDocument();
    expect(list).toHaveAttribute('aria-busy', 'false');
    expect(view.container.querySelector('.sb-board__skeleton')).toBeNull();
  });

  it('lists a home block soonest first, each match naming its league, as many rows as its skeleton', async () => {
    const { view } = renderSportsbook(<MatchBoard heading="h2" limit={3} />, { table: table() });
    expect(view.container.querySelectorAll('.sb-board__skeleton .sb-match')).toHaveLength(3);
    expect(view.container.querySelectorAll('.sb-board__skeleton .sb-match__league')).toHaveLength(3);
    await screen.findByRole('group', { name: 'Arsenal v Liverpool' });
    const rows = view.container.querySelectorAll('.sb-match');
    // Arsenal v Liverpool, Sevilla v Valencia, Chelsea v Everton: the match in play is left out.
    expect([...rows].map((row) => row.querySelector('.sb-match__league')?.textContent)).toEqual([
      'Premier League',
      'La Liga',
      'Premier League',
    ]);
    expect(screen.queryByRole('heading', { name: 'Premier League' })).toBeNull();
    expect(screen.getByRole('button', { name: '1st half' })).toBeEnabled();
    expect(within(screen.getByRole('group', { name: 'Leagues' })).getAllByRole('button')).toHaveLength(3);
  });

  it('switches market, loading it while the filters stay: the main handicap line, and the first half', async () => {
    const { calls } = renderSportsbook(board(), { table: table() });
    const markets = await screen.findByRole('group', { name: 'Markets' });
    // Every market of the spec is a tab, whether or not it has prices.
    expect(within(markets).getAllByRole('button')).toHaveLength(16);
    const oddsCalls = () => calls.filter((call) => call.path === 'home/public_odds').length;
    expect(oddsCalls()).toBe(1);
    fireEvent.click(within(markets).getByRole('button', { name: 'Handicap' }));
    expect(within(markets).getByRole('button', { name: 'Handicap' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('match-board')).toHaveAttribute('aria-busy', 'true');
    const match = await screen.findByRole('group', { name: 'Arsenal v Liverpool' });
    expect(
      await within(match).findByRole('button', { name: 'Arsenal handicap -0.5 at 2.05' }),
    ).toBeInTheDocument();
    // The quarter lines are on the match's page only.
    expect(within(match).getAllByRole('button')).toHaveLength(2);
    expect(
      within(screen.getByRole('group', { name: 'Chelsea v Everton' })).getByText('No prices in this market'),
    ).toBeInTheDocument();
    expect(oddsCalls()).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: '1st half' }));
    // The same market of the first half, which has no prices here.
    const row = () => screen.findByRole('group', { name: 'Arsenal v Liverpool' });
    expect(await within(await row()).findByText('No prices in this market')).toBeInTheDocument();
    fireEvent.click(within(markets).getByRole('button', { name: 'Match result' }));
    expect(
      await within(await row()).findByRole('button', { name: 'Arsenal to win at 2.80' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Full time' }));
    // Each market is kept once loaded: shown at once, not asked again.
    expect(within(await row()).getAllByRole('button')).toHaveLength(3);
    fireEvent.click(within(markets).getByRole('button', { name: 'Handicap' }));
    expect(within(await row()).getAllByRole('button')).toHaveLength(2);
    expect(oddsCalls()).toBe(4);
  });

  it('filters by league', async () => {
    renderSportsbook(board(), { table: table() });
    const leagues = await screen.findByRole('group', { name: 'Leagues' });
    fireEvent.click(within(leagues).getByRole('button', { name: 'La Liga' }));
    expect(screen.queryByRole('heading', { name: 'Premier League' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Sevilla v Valencia' })).toBeInTheDocument();
  });

  it("shows team names and odds the way the player's language writes them", async () => {
    await changeLanguage('VI');
    renderSportsbook(board(), { table: table(), language: 'VI' });
    const match = await screen.findByRole('group', { name: 'Pháo thủ gặp Lữ đoàn đỏ' });
    expect(within(match).getByText('2,10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ngoại hạng Anh' })).toBeInTheDocument();
  });

  it('offers a retry when the lists cannot be loaded', async () => {
    const answers: Record<string, Envelope> = { ...table(), 'home/public_odds': FAILED };
    renderSportsbook(board(), { table: answers });
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    answers['home/public_odds'] = oddsAnswer();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Arsenal v Liverpool' })).toBeInTheDocument();
  });

  it('says so when nothing is open for betting', async () => {
    renderSportsbook(board(), {
      table: {
        'home/match_list': { statusCode: 1, message: 'OK', value: [] },
        'home/public_odds': NO_ODDS,
      },
    });
    expect(await screen.findByText(/No matches are open for betting/)).toBeInTheDocument();
  });
});

describe('live updates', () => {
  it('opens the stream while the board shows, and applies clock, score and prices to the rows and the slip', async () => {
    Reflect.set(globalThis, 'EventSource', FakeEventSource);
    const { view } = renderSportsbook(board(), { table: table() });
    const arsenal = await screen.findByRole('button', { name: 'Arsenal to win at 2.10' });
    fireEvent.click(arsenal);
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe('/api/sports/live');
    source?.send([
      { type: 'match', match_id: 4, status: 'half_time', minute: 45, home: 2, away: 2, suspended: false },
      {
        type: 'lines',
        match_id: 1,
        lines: [
          { line_id: priceId(1, '1X2', 'H'), odds: 2.25, suspended: false, closed: false },
          { line_id: priceId(1, '1X2', 'D'), odds: 3.25, suspended: true, closed: false },
          { line_id: priceId(1, '1X2', 'A'), odds: 3.4, suspended: false, closed: true },
        ],
      },
    ]);
    const live = screen.getByRole('group', { name: 'Girona v Betis' });
    expect(within(live).getByText('HT')).toBeInTheDocument();
    expect(within(live).getByText('2 – 2')).toBeInTheDocument();
    const match = screen.getByRole('group', { name: 'Arsenal v Liverpool' });
    const moved = within(match).getByRole('button', { name: /^Arsenal to win at 2\.25/ });
    expect(moved).toHaveTextContent('Odds went up');
    expect(moved).toHaveClass('sb-odds--up');
    expect(within(match).getByRole('button', { name: 'Draw at 3.25: suspended' })).toBeDisabled();
    expect(within(match).queryByRole('button', { name: /Liverpool to win/ })).toBeNull();
    // The slip follows its selection.
    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    expect(within(slip).getByTestId('slip-odds')).toHaveTextContent('2.25');
    expect(within(slip).getByText('Odds went up')).toBeInTheDocument();

    source?.send([
      { type: 'match', match_id: 4, status: 'finished', minute: 90, home: 3, away: 2, suspended: false },
    ]);
    expect(screen.queryByRole('group', { name: 'Girona v Betis' })).toBeNull();
    view.unmount();
    expect(source?.closed).toBe(true);
  });
});

describe('bet slip', () => {
  it('takes the pressed prices, combines them and removes them', async () => {
    renderSportsbook(board(), { table: table() });
    const arsenal = await screen.findByRole('button', { name: 'Arsenal to win at 2.10' });
    arsenal.focus();
    expect(arsenal).toHaveFocus();
    fireEvent.click(arsenal);
    expect(arsenal).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Sevilla to win at 2.40' }));

    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    expect(within(slip).getByText('Parlay odds')).toBeInTheDocument();
    // 2.10 × 2.40
    expect(within(slip).getByTestId('slip-odds')).toHaveTextContent('5.04');
    fireEvent.change(within(slip).getByLabelText('Stake (PHP)'), { target: { value: '100' } });
    expect(within(slip).getByTestId('slip-return')).toHaveTextContent('₱504.00');

    fireEvent.click(within(slip).getByRole('radio', { name: 'Singles' }));
    expect(within(slip).queryByTestId('slip-odds')).toBeNull();
    expect(within(slip).getByTestId('slip-total-stake')).toHaveTextContent('₱200.00');
    // 100 × 2.10 + 100 × 2.40
    expect(within(slip).getByTestId('slip-return')).toHaveTextContent('₱450.00');

    fireEvent.click(within(slip).getByRole('button', { name: 'Remove Sevilla to win' }));
    expect(within(slip).getByTestId('slip-odds')).toHaveTextContent('2.10');
    fireEvent.click(arsenal);
    expect(arsenal).toHaveAttribute('aria-pressed', 'false');
    expect(within(slip).getByText('Your bet slip is empty.')).toBeInTheDocument();
  });

  it('asks a guest to sign in', async () => {
    renderSportsbook(board(), { table: table() });
    fireEvent.click(await screen.findByRole('button', { name: 'Arsenal to win at 2.10' }));
    expect(screen.getByRole('button', { name: 'Sign in to bet' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Place bet' })).toBeNull();
  });

  it('places a bet: the confirmation, an empty slip and the balance in the header', async () => {
    const answers: Record<string, object> = { ...table(), 'sports/place_bet': placed(412.5) };
    const { calls, store } = renderSportsbook(board(), { table: answers, signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Arsenal to win at 2.10' }));
    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    const place = within(slip).getByRole('button', { name: 'Place bet' });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription('Enter a stake to place your bet.');
    expect(within(slip).queryByText(/cannot be placed on this site/)).toBeNull();
    fireEvent.change(within(slip).getByLabelText('Stake (PHP)'), { target: { value: '100' } });
    fireEvent.change(within(slip).getByLabelText('When odds change'), { target: { value: 'higher' } });
    expect(localStorage.getItem(PRICE_CHANGE_STORAGE_KEY)).toBe('higher');
    expect(place).toBeEnabled();
    fireEvent.click(place);

    const status = within(slip).getByRole('status');
    expect(await within(status).findByText('Your bet is placed.')).toBeInTheDocument();
    expect(status).toHaveTextContent('Single · Bet SB-1001');
    expect(status).toHaveTextContent('Stake ₱100.00 at 2.10, potential return ₱210.00');
    expect(within(status).getByRole('link', { name: 'My bets' })).toHaveAttribute('href', '/bet-history');
    expect(status.querySelector('.sb-slip__receipt')).toHaveFocus();
    expect(within(slip).getByText('Your bet slip is empty.')).toBeInTheDocument();
    expect(store.feature(walletFeature).game.balance).toBe(41250);
    const sent = calls.find((call) => call.path === 'sports/place_bet');
    expect(sent?.body).toMatchObject({
      stake: '100.00',
      legs: [{ line_id: priceId(1, '1X2', 'H'), odds: 2.1 }],
      price_change: 'higher',
      request_id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
  });

  it('shows the new prices of a priceChanged refusal, says what happened and keeps the slip', async () => {
    const answers: Record<string, object> = {
      ...table(),
      'sports/place_bet': {
        statusCode: -1,
        message: 'priceChanged',
        lines: [
          { line_id: priceId(1, '1X2', 'H'), odds: 2.05, suspended: false },
          { line_id: priceId(2, '1X2', 'H'), odds: 2.5, suspended: false },
        ],
      },
    };
    renderSportsbook(board(), { table: answers, signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Arsenal to win at 2.10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sevilla to win at 2.40' }));
    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    fireEvent.change(within(slip).getByLabelText('Stake (PHP)'), { target: { value: '10' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByRole('alert')).toHaveTextContent(
      'The odds changed. Check the new odds and place your bet again.',
    );
    const items = within(slip).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Odds went down2.05');
    expect(items[1]).toHaveTextContent('Odds went up2.50');
    // 2.05 × 2.5 = 5.125: the odds shown 5.13, the return 10 × 5.125 = 51.25
    expect(within(slip).getByTestId('slip-odds')).toHaveTextContent('5.13');
    expect(within(slip).getByTestId('slip-return')).toHaveTextContent('₱51.25');
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });

  it('shows any other refusal in its own words', async () => {
    const answers: Record<string, object> = {
      ...table(),
      'sports/place_bet': { statusCode: -1, message: 'stakeAboveMaximum' },
    };
    renderSportsbook(board(), { table: answers, signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Arsenal to win at 2.10' }));
    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    fireEvent.change(within(slip).getByLabelText('Stake (PHP)'), { target: { value: '999999' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByRole('alert')).toHaveTextContent('The stake is above the maximum bet.');
    expect(within(slip).getAllByRole('listitem')).toHaveLength(1);
  });

  it('takes an outright on the slip like any other price', async () => {
    renderSportsbook(board(), { table: table(), signedIn: true });
    const markets = await screen.findByRole('group', { name: 'Markets' });
    fireEvent.click(within(markets).getByRole('button', { name: 'Outright winner' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Arsenal tops the week at 3.50' }));
    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    fireEvent.change(within(slip).getByLabelText('Stake (PHP)'), { target: { value: '10' } });
    expect(within(slip).getByText('Arsenal tops the week')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });

  it('keeps one outcome per market of a match', async () => {
    renderSportsbook(board(), { table: table() });
    fireEvent.click(await screen.findByRole('button', { name: 'Arsenal to win at 2.10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Draw at 3.25' }));
    expect(screen.getByRole('button', { name: 'Arsenal to win at 2.10' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    await waitFor(() => expect(within(slip).getAllByRole('listitem')).toHaveLength(1));
  });
});
