import { waitFor } from '@testing-library/react';
import { walletFeature } from '@wl/wallet';
import { createTestStore, okAnswer, type Handler } from '@wl/testing';
import { rewardsFeature } from '../lib/rewards-features';
import { balances, overviewAnswer, round, spinAnswer } from '../testing/rewards-answers';
import { rewardsTestSetup } from '../testing/render-rewards';

function setUp(handler: Handler, gamify = true) {
  const { store, calls } = createTestStore({
    signedIn: true,
    answers: handler,
    startup: { site: { gamify_status: gamify } },
  });
  const rewards = store.feature(rewardsFeature);
  const wallet = store.feature(walletFeature);
  const bodies = (path: string) => calls.filter((call) => call.path === path).map((call) => call.body);
  return { store, rewards, wallet, bodies };
}

beforeAll(rewardsTestSetup);
afterEach(() => localStorage.clear());

describe('RewardsStore', () => {
  it('loads the games and shows the overview balances in the wallet, with the claimable count', async () => {
    const { rewards, wallet } = setUp((path) =>
      path === 'minigame/overview' ? overviewAnswer({ tokens: 40 }) : undefined,
    );
    await rewards.load();
    expect(rewards.view).toBe('ready');
    expect(wallet.game.token).toBe(40);
    expect(rewards.tokens).toBe(40);
    expect(rewards.claimable).toBe(2);
    expect(rewards.freeSpin).toBe(true);
  });

  it('spins the free spin once: the tokens move to the answer, the free spin and its count are gone', async () => {
    const { rewards, wallet, bodies } = setUp((path) => {
      if (path === 'minigame/overview') return overviewAnswer({ tokens: 40, claimable: 2 });
      if (path === 'minigame/spin') return spinAnswer({ free: true, nonce: 3 }, 60);
      return undefined;
    });
    await rewards.load();
    await rewards.spin();
    expect(bodies('minigame/spin')).toEqual([
      { account_id: 'demo1', auth: 't', request_id: expect.stringMatching(/^[0-9a-f-]{36}$/), free: true },
    ]);
    expect(wallet.game.token).toBe(60);
    expect(rewards.lastRound.spin?.round_id).toBe(11);
    expect(rewards.freeSpin).toBe(false);
    expect(rewards.claimable).toBe(1);
    expect(rewards.seeds?.next_nonce).toBe(4);
  });

  it('a round whose answer never came is sent again with the same request id; the next round gets a new one', async () => {
    let drop = true;
    const { rewards, wallet, bodies } = setUp((path) => {
      if (path === 'minigame/overview') return overviewAnswer({ free: false, tokens: 40 });
      if (path === 'minigame/spin') {
        if (drop) return { statusCode: 0, message: 'disconnect' };
        return spinAnswer({ free: false, stake: 10 }, 30);
      }
      return undefined;
    });
    await rewards.load();
    await rewards.spin();
    expect(rewards.awaitsRetry('spin')).toBe(true);
    expect(rewards.roundError).toEqual({ game: 'spin', key: 'disconnect', retry: true });
    expect(wallet.game.token).toBe(40);

    drop = false;
    await rewards.spin();
    await rewards.spin();
    const [first, retry, next] = bodies('minigame/spin');
    expect(retry).toEqual(first);
    expect(next?.['request_id']).not.toBe(first?.['request_id']);
    expect(first).toMatchObject({ free: false });
    expect(rewards.awaitsRetry('spin')).toBe(false);
    expect(wallet.game.token).toBe(30);
  });

  it('a refused round plays nothing and is not asked again', async () => {
    const { rewards, bodies } = setUp((path) => {
      if (path === 'minigame/overview') return overviewAnswer({ free: false, tokens: 40 });
      if (path === 'minigame/spin') return { statusCode: 0, message: 'insufficientTokens' };
      return undefined;
    });
    await rewards.load();
    await rewards.spin();
    expect(rewards.roundError).toEqual({ game: 'spin', key: 'insufficientTokens', retry: false });
    expect(rewards.awaitsRetry('spin')).toBe(false);
    await waitFor(() => expect(bodies('minigame/overview')).toHaveLength(2));
  });

  it("reads the dice's chance and multiplier with @wl/fairness, within the site's rules", async () => {
    const { rewards } = setUp((path) => (path === 'minigame/overview' ? overviewAnswer() : undefined));
    await rewards.load();
    const bet = rewards.dice;
    expect(bet.stakeText).toBe('1');
    bet.setTargetPercent(49.5);
    expect(bet.chance).toBe(4950);
    expect(bet.multiplierBp).toBe(20_000);
    bet.setDirection('over');
    expect(bet.target).toBe(5050);
    expect(bet.chance).toBe(4950);
    bet.setDirection('under');
    bet.setTargetPercent(99);
    expect(bet.target).toBe(9500);
    expect(bet.multiplierBp).toBe(10_421);
    bet.setTargetPercent(0.5);
    expect(bet.target).toBe(200);
    bet.setStake('10');
    expect(bet.payout).toBe(Math.floor((10 * bet.multiplierBp) / 10_000));
    bet.setStake('1.5');
    expect(bet.stakeProblem(40)).toBe('whole');
    bet.setStake('500');
    expect(bet.stakeProblem(1000)).toBe('aboveMax');
    bet.setStake('50');
    expect(bet.stakeProblem(40)).toBe('aboveTokens');
  });

  it('rolls the dice with the bet and shows the tokens the answer carries', async () => {
    const { rewards, wallet, bodies } = setUp((path) => {
      if (path === 'minigame/overview') return overviewAnswer({ tokens: 40 });
      if (path === 'minigame/dice') {
        return okAnswer('minigame/dice', {
          round: round({
            game: 'dice',
            outcome: 12.34,
            target: 49.5,
            direction: 'under',
            won: true,
            stake: 10,
          }),
          ...balances(50),
        });
      }
      return undefined;
    });
    await rewards.load();
    rewards.dice.setStake('10');
    rewards.dice.setTargetPercent(49.5);
    await rewards.roll();
    expect(bodies('minigame/dice')).toEqual([
      expect.objectContaining({
        stake: 10,
        target: 49.5,
        direction: 'under',
        request_id: expect.any(String),
      }),
    ]);
    expect(rewards.lastRound.dice?.outcome).toBe(12.34);
    expect(wallet.game.token).toBe(50);
  });

  it('asks nothing on a site without rewards, and says so when the platform refuses them', async () => {
    const off = setUp(() => undefined, false);
    await off.rewards.load();
    expect(off.rewards.view).toBe('unavailable');
    expect(off.bodies('minigame/overview')).toEqual([]);

    const refused = setUp(() => ({ statusCode: 0, message: 'rewardsUnavailable' }));
    await refused.rewards.load();
    expect(refused.rewards.view).toBe('unavailable');
    expect(refused.rewards.claimable).toBe(0);
  });

  it('forgets the player when the session ends', async () => {
    const { store, rewards } = setUp((path) => (path === 'minigame/overview' ? overviewAnswer() : undefined));
    await rewards.load();
    store.session.logout();
    expect(rewards.overview).toBeNull();
    expect(rewards.claimable).toBe(0);
  });
});
