import { createTestStore, okAnswer, type Handler } from '@wl/testing';
import { promotionsFeature } from '../lib/rewards-features';
import { playerBonus, promotionsAnswer } from '../testing/rewards-answers';
import { rewardsTestSetup } from '../testing/render-rewards';

function setUp(handler: Handler) {
  // Promotions are not token games: a site without rewards (gamify_status false) offers them too.
  const { store, calls } = createTestStore({ signedIn: true, answers: handler });
  const bodies = (path: string) => calls.filter((call) => call.path === path).map((call) => call.body);
  return { store, promotions: store.feature(promotionsFeature), bodies };
}

/** A platform whose list changes with the player's actions, as the real one's does. */
function platform(options: { optIn?: object; forfeit?: object } = {}) {
  let bonus: ReturnType<typeof playerBonus> | null = null;
  const handler: Handler = (path, body) => {
    if (path === 'promotion/list') return promotionsAnswer({ bonus });
    if (path === 'promotion/opt_in') {
      if (options.optIn) return options.optIn;
      bonus = playerBonus({
        promotion_id: Number(body['promotion_id']),
        state: 'opted_in',
        amount: 0,
        wagering_required: 0,
        wagered: 0,
        granted_at: null,
        expires_at: null,
      });
      return okAnswer('promotion/opt_in', { bonus });
    }
    if (path === 'promotion/forfeit') {
      if (options.forfeit) return options.forfeit;
      const ended = playerBonus({ state: 'forfeited', ended_at: '2030-01-02T00:00:00.000Z' });
      bonus = null;
      return okAnswer('promotion/forfeit', { bonus: ended });
    }
    return undefined;
  };
  return handler;
}

beforeAll(rewardsTestSetup);
afterEach(() => localStorage.clear());

describe('PromotionsStore', () => {
  it("reads the site's promotions and the player's bonus", async () => {
    const { promotions, bodies } = setUp(() =>
      promotionsAnswer({ bonus: playerBonus({ promotion_id: 2, wagered: 100, wagering_required: 250 }) }),
    );
    expect(promotions.view).toBe('loading');
    await promotions.load();
    expect(promotions.view).toBe('ready');
    expect(promotions.promotions.map((promotion) => promotion.id)).toEqual([1, 2]);
    expect(promotions.bonus?.promotion_id).toBe(2);
    expect(promotions.wageringPercent).toBe(40);
    expect(promotions.isOptedIn(2)).toBe(true);
    expect(promotions.isBlocked(1)).toBe(true);
    expect(promotions.isBlocked(2)).toBe(false);
    expect(bodies('promotion/list')).toEqual([{ account_id: 'demo1', auth: 't' }]);
  });

  it('keeps the wagering share between 0 and 100', async () => {
    const { promotions } = setUp(() =>
      promotionsAnswer({ bonus: playerBonus({ wagered: 900, wagering_required: 250 }) }),
    );
    await promotions.load();
    expect(promotions.wageringPercent).toBe(100);
  });

  it('opts in once for a double click, then reads the list again', async () => {
    const { promotions, bodies } = setUp(platform());
    await promotions.load();
    const [first, second] = await Promise.all([promotions.optIn(1), promotions.optIn(1)]);
    expect([first, second]).toEqual([true, false]);
    expect(bodies('promotion/opt_in')).toEqual([{ account_id: 'demo1', auth: 't', promotion_id: 1 }]);
    expect(bodies('promotion/list')).toHaveLength(2);
    expect(promotions.bonus?.state).toBe('opted_in');
    expect(promotions.isOptedIn(1)).toBe(true);
    expect(promotions.done).toEqual({ kind: 'optIn', id: 1, title: 'Welcome bonus' });
    expect(promotions.pending).toBeNull();
  });

  it('sends no opt-in while a bonus is in progress', async () => {
    const { promotions, bodies } = setUp(() => promotionsAnswer({ bonus: playerBonus({ promotion_id: 2 }) }));
    await promotions.load();
    expect(await promotions.optIn(1)).toBe(false);
    expect(bodies('promotion/opt_in')).toEqual([]);
  });

  it('keeps a refusal beside its promotion and reads the list again', async () => {
    const { promotions, bodies } = setUp(platform({ optIn: { statusCode: 0, message: 'bonusInProgress' } }));
    await promotions.load();
    expect(await promotions.optIn(2)).toBe(false);
    expect(promotions.failed).toEqual({ kind: 'optIn', id: 2, key: 'bonusInProgress' });
    expect(promotions.done).toBeNull();
    expect(bodies('promotion/list')).toHaveLength(2);
  });

  it('lets a failed opt-in be tried again', async () => {
    let answer: object | undefined = { statusCode: 0, message: 'disconnect' };
    const base = platform();
    const { promotions, bodies } = setUp((path, body) =>
      path === 'promotion/opt_in' && answer ? answer : base(path, body),
    );
    await promotions.load();
    expect(await promotions.optIn(1)).toBe(false);
    expect(promotions.failed?.key).toBe('disconnect');
    answer = undefined;
    expect(await promotions.optIn(1)).toBe(true);
    expect(promotions.failed).toBeNull();
    expect(bodies('promotion/opt_in')).toHaveLength(2);
  });

  it('forfeits the bonus in progress and reads the list again', async () => {
    const handler = platform();
    const { promotions, bodies } = setUp(handler);
    await promotions.load();
    await promotions.optIn(1);
    const id = promotions.bonus?.id ?? 0;
    expect(await promotions.forfeit(id)).toBe(true);
    expect(bodies('promotion/forfeit')).toEqual([{ account_id: 'demo1', auth: 't', bonus_id: id }]);
    expect(promotions.bonus).toBeNull();
    expect(promotions.done).toEqual({ kind: 'forfeit', id, title: 'Welcome bonus' });
  });

  it('forfeits only the bonus shown', async () => {
    const { promotions, bodies } = setUp(() => promotionsAnswer({ bonus: playerBonus({ id: 31 }) }));
    await promotions.load();
    expect(await promotions.forfeit(99)).toBe(false);
    expect(bodies('promotion/forfeit')).toEqual([]);
  });

  it('fails with the error key when the list cannot be read, and keeps a list shown', async () => {
    let answer: object = { statusCode: -503, message: 'serviceUnavailable' };
    const { promotions } = setUp(() => answer);
    await promotions.load();
    expect(promotions.view).toBe('failed');
    expect(promotions.errorKey).toBe('serviceUnavailable');
    answer = promotionsAnswer();
    await promotions.load();
    answer = { statusCode: -503, message: 'serviceUnavailable' };
    await promotions.load();
    expect(promotions.view).toBe('ready');
  });

  it('forgets everything when the session ends', async () => {
    const { store, promotions } = setUp(() => promotionsAnswer({ bonus: playerBonus() }));
    await promotions.load();
    store.session.logout();
    expect(promotions.list).toBeNull();
    expect(promotions.bonus).toBeNull();
    expect(promotions.view).toBe('loading');
  });
});
