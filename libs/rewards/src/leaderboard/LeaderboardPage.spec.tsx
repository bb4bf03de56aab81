import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { okAnswer, type Handler } from '@wl/testing';
import { entry, period } from '../testing/rewards-answers';
import { renderRewards, rewardsTestSetup } from '../testing/render-rewards';
import { LeaderboardPage } from './LeaderboardPage';

const top = (count: number, me?: number) =>
  Array.from({ length: count }, (_, i) => entry(i + 1, { me: i + 1 === me }));

function renderBoard(handler: Handler, gamify = true) {
  const view = renderRewards(<LeaderboardPage />, {
    path: '/leaderboard',
    handler,
    startup: { site: { gamify_status: gamify } },
  });
  const bodies = (path: string) => view.calls.filter((call) => call.path === path).map((call) => call.body);
  return { ...view, bodies };
}

beforeAll(rewardsTestSetup);
afterEach(() => localStorage.clear());

describe('the leaderboard page', () => {
  it("shows the week, its prizes and the top 20, the player's row marked", async () => {
    renderBoard(() =>
      okAnswer('leaderboard/get', {
        period: period(),
        entries: top(20, 2),
        me: entry(2, { me: true }),
        past: [],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'This week' })).toBeInTheDocument();
    expect(screen.getByText(/^Ends /)).toBeInTheDocument();
    expect(screen.getByText('Ranked by the amount wagered.')).toBeInTheDocument();
    expect(screen.getByText('#1').closest('li')).toHaveTextContent('₱500.00');
    const rows = within(screen.getByTestId('board-top')).getAllByTestId('board-row');
    expect(rows).toHaveLength(20);
    expect(rows[1]).toHaveClass('wl-board__row--me');
    expect(within(rows[1] as HTMLElement).getByText('You')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('pl***1')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('₱9,900.00')).toBeInTheDocument();
    expect(screen.queryByTestId('board-me')).toBeNull();
  });

  it("shows the player's place below the top 20 when outside them", async () => {
    renderBoard(() =>
      okAnswer('leaderboard/get', {
        period: period(),
        entries: top(20),
        me: entry(57, { me: true, name: 'de***1', score: 120 }),
        past: [],
      }),
    );
    const mine = await screen.findByTestId('board-me');
    expect(within(mine).getByText('Your place')).toBeInTheDocument();
    expect(within(mine).getByText('57')).toBeInTheDocument();
    expect(within(mine).getByText('de***1')).toBeInTheDocument();
  });

  it('picks a past week', async () => {
    const { bodies } = renderBoard((_path, body) =>
      body['period_id'] === 8
        ? okAnswer('leaderboard/get', {
            period: period({ period_id: 8, state: 'paid', metric: 'multiplier' }),
            entries: [entry(1, { score: 250 })],
            me: null,
            past: [],
          })
        : okAnswer('leaderboard/get', {
            period: period(),
            entries: top(3),
            me: null,
            past: [
              period({
                period_id: 8,
                state: 'paid',
                starts_at: '2029-12-23T00:00:00.000Z',
                ends_at: '2029-12-30T00:00:00.000Z',
              }),
            ],
          }),
    );
    const picker = await screen.findByLabelText('Week');
    await waitFor(() => expect(picker).toBeEnabled());
    fireEvent.change(picker, { target: { value: '8' } });
    expect(await screen.findByRole('heading', { name: 'Past week' })).toBeInTheDocument();
    expect(screen.getByText('Ranked by the best win multiplier.')).toBeInTheDocument();
    expect(screen.getByText('250×')).toBeInTheDocument();
    expect(bodies('leaderboard/get').map((body) => body['period_id'])).toEqual([null, 8]);
  });

  it('says when no one is ranked yet', async () => {
    renderBoard(() => okAnswer('leaderboard/get', { period: period(), entries: [], me: null, past: [] }));
    expect(await screen.findByText('No one is ranked yet this week.')).toBeInTheDocument();
  });

  it('shows the skeleton while the ranking comes', () => {
    renderBoard(() => new Promise(() => undefined));
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
  });

  it('says plainly that the site offers no rewards', () => {
    renderBoard(() => undefined, false);
    expect(screen.getByTestId('rewards-unavailable')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    renderBoard(() => ({ statusCode: -503, message: 'serviceUnavailable' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
