import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { changeLanguage, setupI18n } from '@wl/i18n';
import type { Envelope } from '@wl/api';
import { FAILED, NO_ODDS, matchListAnswer, oddsAnswer } from '@wl/sportsbook/testing';
import { renderSportsbook } from '../../testing/render-sportsbook';
import { BetSlip } from './BetSlip';
import { MatchBoard } from './MatchBoard';

beforeAll(async () => {
  await setupI18n('EN');
});
afterEach(async () => {
  localStorage.clear();
  await i18next.changeLanguage('EN');
});

const table = () => ({ 'home/match_list': matchListAnswer(), 'home/public_odds': oddsAnswer() });

function board() {
  return (
    <>
      <MatchBoard heading="h1" />
      <BetSlip />
    </>
  );
}

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
    const live = screen.getByRole('group', { name: 'Girona v Betis' });
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).queryByRole('button')).toBeNull();
  });

  it('holds its place with a skeleton of rows and prices while the lists load', async () => {
    const { view } = renderSportsbook(board(), { table: table() });
    const list = screen.getByTestId('match-board');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading matches…');
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
    // Arsenal v Liverpool, Sevilla v Valencia, Chelsea v Everton: the live match has no prices.
    expect([...rows].map((row) => row.querySelector('.sb-match__league')?.textContent)).toEqual([
      'Premier League',
      'La Liga',
      'Premier League',
    ]);
    expect(screen.queryByRole('heading', { name: 'Premier League' })).toBeNull();
    // The filters are all there, the first half greyed out only when it has no prices.
    expect(screen.getByRole('button', { name: '1st half' })).toBeEnabled();
    expect(within(screen.getByRole('group', { name: 'Leagues' })).getAllByRole('button')).toHaveLength(3);
  });

  it('switches market: handicap lines, and the first half', async () => {
    renderSportsbook(board(), { table: table() });
    const markets = await screen.findByRole('group', { name: 'Markets' });
    fireEvent.click(within(markets).getByRole('button', { name: 'Handicap' }));
    expect(within(markets).getByRole('button', { name: 'Handicap' })).toHaveAttribute('aria-pressed', 'true');
    const match = screen.getByRole('group', { name: 'Arsenal v Liverpool' });
    expect(within(match).getByRole('button', { name: 'Arsenal handicap -0.5 at 2.05' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Chelsea v Everton' })).getByText('No prices in this market'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '1st half' }));
    expect(within(match).getByRole('button', { name: 'Arsenal to win at 2.80' })).toBeInTheDocument();
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

    fireEvent.click(within(slip).getByRole('button', { name: 'Remove Sevilla to win' }));
    expect(within(slip).getByTestId('slip-odds')).toHaveTextContent('2.10');
    fireEvent.click(arsenal);
    expect(arsenal).toHaveAttribute('aria-pressed', 'false');
    expect(within(slip).getByText('Your bet slip is empty.')).toBeInTheDocument();
  });

  it('asks a guest to sign in, and tells a player that bets cannot be placed yet', async () => {
    const guest = renderSportsbook(board(), { table: table() });
    fireEvent.click(await screen.findByRole('button', { name: 'Arsenal to win at 2.10' }));
    expect(screen.getByRole('button', { name: 'Sign in to bet' })).toBeEnabled();
    guest.view.unmount();

    renderSportsbook(board(), { table: table(), signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Arsenal to win at 2.10' }));
    const place = screen.getByRole('button', { name: 'Place bet' });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription(/Bets cannot be placed on this site yet/);
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
