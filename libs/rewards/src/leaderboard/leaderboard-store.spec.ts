import { createTestStore, okAnswer, type Handler } from '@wl/testing';
import { leaderboardFeature } from '../lib/rewards-features';
import { entry, period } from '../testing/rewards-answers';
import { rewardsTestSetup } from '../testing/render-rewards';

function setUp(handler: Handler) {
  const { store, calls } = createTestStore({
    signedIn: true,
    answers: handler,
    startup: { site: { gamify_status: true } },
  });
  const bodies = (path: string) => calls.filter((call) => call.path === path).map((call) => call.body);
  return { board: store.feature(leaderboardFeature), bodies };
}

const top = (count: number, me?: number) =>
  Array.from({ length: count }, (_, i) => entry(i + 1, { me: i + 1 === me }));

beforeAll(rewardsTestSetup);
afterEach(() => localStorage.clear());

describe('LeaderboardStore', () => {
  it("keeps the player's own row apart when it is outside the top 20", async () => {
    const { board } = setUp(() =>
      okAnswer('leaderboard/get', {
        period: period(),
        entries: top(20),
        me: entry(57, { me: true, name: 'de***1' }),
        past: [period({ period_id: 8, state: 'paid' })],
      }),
    );
    await board.load();
    expect(board.view).toBe('ready');
    expect(board.meBelow?.rank).toBe(57);
    expect(board.past.map((p) => p.period_id)).toEqual([8]);
  });

  it('shows no extra row when the player is among the top 20', async () => {
    const { board } = setUp(() =>
      okAnswer('leaderboard/get', {
        period: period(),
        entries: top(20, 3),
        me: entry(3, { me: true }),
        past: [],
      }),
    );
    await board.load();
    expect(board.meBelow).toBeNull();
  });

  it('shows a past week on request, keeping the list of past weeks', async () => {
    const { board, bodies } = setUp((_path, body) =>
      body['period_id'] === 8
        ? okAnswer('leaderboard/get', {
            period: period({ period_id: 8, state: 'paid' }),
            entries: top(3),
            me: null,
            past: [],
          })
        : okAnswer('leaderboard/get', {
            period: period(),
            entries: top(5),
            me: null,
            past: [period({ period_id: 8 })],
          }),
    );
    await board.load();
    await board.select(8);
    expect(bodies('leaderboard/get')).toEqual([
      { account_id: 'demo1', auth: 't', period_id: null },
      { account_id: 'demo1', auth: 't', period_id: 8 },
    ]);
    expect(board.board?.period.period_id).toBe(8);
    expect(board.past.map((p) => p.period_id)).toEqual([8]);
  });
});
