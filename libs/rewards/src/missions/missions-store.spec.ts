import { waitFor } from '@testing-library/react';
import { walletFeature } from '@wl/wallet';
import { createTestStore, okAnswer, type Handler } from '@wl/testing';
import { missionsFeature, rewardsFeature } from '../lib/rewards-features';
import { balances, mission, overviewAnswer } from '../testing/rewards-answers';
import { rewardsTestSetup } from '../testing/render-rewards';

function setUp(handler: Handler) {
  const { store, calls } = createTestStore({
    signedIn: true,
    answers: handler,
    startup: { site: { gamify_status: true } },
  });
  const bodies = (path: string) => calls.filter((call) => call.path === path).map((call) => call.body);
  return { store, missions: store.feature(missionsFeature), bodies };
}

const list = (...missions: ReturnType<typeof mission>[]) =>
  okAnswer('mission/list', { time_zone: 'Asia/Manila', missions });

beforeAll(rewardsTestSetup);
afterEach(() => localStorage.clear());

describe('MissionsStore', () => {
  it('splits the missions into daily and weekly ones', async () => {
    const { missions } = setUp(() =>
      list(
        mission({ mission_id: 1 }),
        mission({ mission_id: 2, period: 'weekly' }),
        mission({ mission_id: 3 }),
      ),
    );
    await missions.load();
    expect(missions.daily.map((m) => m.mission_id)).toEqual([1, 3]);
    expect(missions.weekly.map((m) => m.mission_id)).toEqual([2]);
    expect(missions.timeZone).toBe('Asia/Manila');
  });

  it('claims a completed mission once: the reward is paid, then it says Claimed and is not asked again', async () => {
    const { store, missions, bodies } = setUp((path) => {
      if (path === 'mission/list') return list(mission({ mission_id: 4 }));
      if (path === 'minigame/overview') return overviewAnswer({ claimable: 2 });
      if (path === 'mission/claim') {
        return okAnswer('mission/claim', {
          mission_id: 4,
          reward: { kind: 'tokens', amount: 15 },
          ...balances(55),
        });
      }
      return undefined;
    });
    const rewards = store.feature(rewardsFeature);
    await Promise.all([missions.load(), rewards.load()]);

    expect(await missions.claim(4)).toBe(true);
    expect(missions.missions[0]?.claimed).toBe(true);
    expect(missions.claimedReward).toEqual({ id: 4, reward: { kind: 'tokens', amount: 15 } });
    expect(store.feature(walletFeature).game.token).toBe(55);
    expect(rewards.claimable).toBe(1);

    expect(await missions.claim(4)).toBe(false);
    expect(bodies('mission/claim')).toEqual([{ account_id: 'demo1', auth: 't', mission_id: 4 }]);
  });

  it('does not claim a mission still in progress', async () => {
    const { missions, bodies } = setUp(() => list(mission({ completed: false, progress: 0 })));
    await missions.load();
    expect(await missions.claim(1)).toBe(false);
    expect(bodies('mission/claim')).toEqual([]);
  });

  it('a claim refused as already claimed shows why and reads the list again', async () => {
    let claimed = false;
    const { missions, bodies } = setUp((path) => {
      if (path === 'mission/list') return list(mission({ claimed }));
      if (path === 'mission/claim') {
        claimed = true;
        return { statusCode: 0, message: 'alreadyClaimed' };
      }
      return undefined;
    });
    await missions.load();
    expect(await missions.claim(1)).toBe(false);
    expect(missions.claimError).toEqual({ id: 1, key: 'alreadyClaimed' });
    expect(bodies('mission/list')).toHaveLength(2);
    expect(missions.missions[0]?.claimed).toBe(true);
  });

  it('reads the list again once a period shown has ended, once', async () => {
    const { missions, bodies } = setUp(() => list(mission({ period_end: '2030-01-02T00:00:00.000Z' })));
    await missions.load();
    missions.refreshIfTurned(Date.parse('2030-01-01T23:00:00.000Z'));
    expect(bodies('mission/list')).toHaveLength(1);
    missions.refreshIfTurned(Date.parse('2030-01-02T00:00:01.000Z'));
    missions.refreshIfTurned(Date.parse('2030-01-02T00:00:02.000Z'));
    await waitFor(() => expect(bodies('mission/list')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodies('mission/list')).toHaveLength(2);
  });
});
