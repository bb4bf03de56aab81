import { fireEvent, screen, within } from '@testing-library/react';
import { okAnswer, type Handler } from '@wl/testing';
import { balances, mission } from '../testing/rewards-answers';
import { renderRewards, rewardsTestSetup } from '../testing/render-rewards';
import { MissionsPage } from './MissionsPage';

const MISSIONS = [
  mission({ mission_id: 1, kind: 'login_days', target: 1, progress: 1, completed: true }),
  mission({ mission_id: 2, kind: 'distinct_games', target: 3, progress: 1, completed: false }),
  mission({
    mission_id: 3,
    period: 'weekly',
    kind: 'wager',
    target: 1000,
    progress: 250,
    completed: false,
    category: 'slots',
    reward: { kind: 'cash', amount: 50 },
    period_end: '2030-01-06T00:00:00.000Z',
  }),
  mission({
    mission_id: 4,
    period: 'weekly',
    kind: 'win_multiplier',
    target: 10,
    progress: 10,
    claimed: true,
  }),
];

function renderMissions(handler: Handler, gamify = true) {
  const view = renderRewards(<MissionsPage />, {
    path: '/mission',
    handler,
    startup: { site: { gamify_status: gamify } },
  });
  const bodies = (path: string) => view.calls.filter((call) => call.path === path).map((call) => call.body);
  return { ...view, bodies };
}

const list = (missions = MISSIONS) => okAnswer('mission/list', { time_zone: 'UTC', missions });

beforeAll(rewardsTestSetup);
afterEach(() => localStorage.clear());

describe('the missions page', () => {
  it("lists today's and this week's missions with titles in the language's plural", async () => {
    renderMissions(() => list());
    const daily = (await screen.findByRole('heading', { name: 'Daily missions' })).closest('section');
    const weekly = screen.getByRole('heading', { name: 'Weekly missions' }).closest('section');
    if (!daily || !weekly) throw new Error('no sections');
    expect(within(daily).getByRole('heading', { name: 'Sign in on 1 day' })).toBeInTheDocument();
    expect(within(daily).getByRole('heading', { name: 'Play 3 different games' })).toBeInTheDocument();
    expect(within(weekly).getByRole('heading', { name: 'Wager ₱1,000.00 in Slots' })).toBeInTheDocument();
    expect(
      within(weekly).getByRole('heading', { name: 'Win 10× your bet in one round' }),
    ).toBeInTheDocument();
    expect(within(weekly).getByText('Reward: ₱50.00')).toBeInTheDocument();
    expect(within(daily).getByText(/^Resets in [\d,]+ (day|hour|minute)s?$/)).toBeInTheDocument();
  });

  it('shows progress as a progress bar with its value in words', async () => {
    renderMissions(() => list());
    const [login, games, wager] = await screen.findAllByRole('progressbar');
    expect(login).toHaveAttribute('aria-valuenow', '100');
    expect(games).toHaveAttribute('aria-valuenow', '33');
    expect(games).toHaveAttribute('aria-valuetext', '33% · 1 of 3');
    expect(wager).toHaveAttribute('aria-valuemin', '0');
    expect(wager).toHaveAttribute('aria-valuemax', '100');
    expect(wager).toHaveAttribute('aria-valuetext', '25% · ₱250.00 of ₱1,000.00');
  });

  it('claims a completed mission: its reward is told, the tokens move, then it says Claimed', async () => {
    const { bodies } = renderMissions((path) =>
      path === 'mission/claim'
        ? okAnswer('mission/claim', {
            mission_id: 1,
            reward: { kind: 'tokens', amount: 15 },
            ...balances(77),
          })
        : path === 'mission/list'
          ? list()
          : undefined,
    );
    const cards = await screen.findAllByTestId('mission');
    const [done, inProgress, , claimed] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(inProgress).queryByRole('button')).toBeNull();
    expect(within(inProgress).getByText('In progress')).toBeInTheDocument();
    expect(within(claimed).getByText('Claimed')).toBeInTheDocument();

    fireEvent.click(within(done).getByRole('button', { name: 'Claim Sign in on 1 day' }));
    expect(await screen.findByText('Claimed: 15 tokens added.')).toBeInTheDocument();
    expect(within(done).getByText('Claimed')).toBeInTheDocument();
    expect(within(done).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('header-tokens')).toHaveTextContent('77');
    expect(bodies('mission/claim')).toEqual([{ account_id: 'demo1', auth: 't', mission_id: 1 }]);
  });

  it('shows a refused claim beside its mission', async () => {
    renderMissions((path) =>
      path === 'mission/claim'
        ? { statusCode: 0, message: 'missionIncomplete' }
        : path === 'mission/list'
          ? list()
          : undefined,
    );
    const [done] = (await screen.findAllByTestId('mission')) as [HTMLElement];
    fireEvent.click(within(done).getByRole('button', { name: /^Claim/ }));
    expect(await within(done).findByRole('alert')).toHaveTextContent('This mission is not complete yet.');
  });

  it('says when there are no missions', async () => {
    renderMissions(() => list([]));
    expect(await screen.findByText('There are no missions right now.')).toBeInTheDocument();
  });

  it('shows the skeleton while the list comes, and nothing of rewards on a site without them', () => {
    renderMissions(() => new Promise(() => undefined));
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
  });

  it('says plainly that the site offers no rewards', () => {
    const { bodies } = renderMissions(() => undefined, false);
    expect(screen.getByTestId('rewards-unavailable')).toHaveTextContent(
      'Rewards are not offered on this site.',
    );
    expect(bodies('mission/list')).toEqual([]);
  });

  it('shows a failure with a retry', async () => {
    renderMissions(() => ({ statusCode: -503, message: 'serviceUnavailable' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
