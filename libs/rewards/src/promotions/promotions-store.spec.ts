import { createTestStore, okAnswer, type Handler } from '@wl/testing';
import { promotionsFeature } from '../lib/rewards-features';
import { freeSpinsPath } from './promotions-store';
import {
  freeRoundGrant,
  freeSpinsPromotion,
  playerBonus,
  promotion,
  promotionsAnswer,
} from '../testing/rewards-answers';
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
      return okAnswer('promotion/opt_in', { bonus, free_rounds: null });
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

/** A platform with a free-spin offer beside a deposit bonus: claiming it grants its spins, once. */
function freeSpinsPlatform(options: { listAfterClaim?: object; bonus?: boolean } = {}) {
  let grants: ReturnType<typeof freeRoundGrant>[] = [
    freeRoundGrant({ id: 40, state: 'used', rounds_left: 0 }),
  ];
  let claimed = false;
  const promotions = [promotion(), freeSpinsPromotion()];
  const bonus = options.bonus ? playerBonus() : null;
  const handler: Handler = (path) => {
    if (path === 'promotion/list') {
      if (claimed && options.listAfterClaim) return options.listAfterClaim;
      return promotionsAnswer({ promotions, bonus, free_rounds: grants });
    }
    if (path === 'promotion/opt_in') {
      if (claimed) return { statusCode: 0, message: 'alreadyClaimed' };
      claimed = true;
      const granted = freeRoundGrant({ id: 41, source: 'promotion', rounds: 20, rounds_left: 20 });
      grants = [granted, ...grants];
      return okAnswer('promotion/opt_in', { bonus: null, free_rounds: granted });
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

  it("reads the player's free spins, those with rounds left first", async () => {
    const { promotions } = setUp(() =>
      promotionsAnswer({
        free_rounds: [freeRoundGrant(), freeRoundGrant({ id: 50, state: 'expired', rounds_left: 0 })],
      }),
    );
    expect(promotions.freeRounds).toEqual([]);
    await promotions.load();
    expect(promotions.freeRounds.map((grant) => [grant.id, grant.state])).toEqual([
      [51, 'active'],
      [50, 'expired'],
    ]);
  });

  it('reads a list without free spins as none', async () => {
    // An answer of a platform that does not send them yet.
    const { promotions } = setUp(() => {
      const older: Record<string, unknown> = { ...promotionsAnswer() };
      delete older['free_rounds'];
      return older;
    });
    await promotions.load();
    expect(promotions.view).toBe('ready');
    expect(promotions.freeRounds).toEqual([]);
  });

  it('claims a free-spin offer: its spins from the answer, then the list read again', async () => {
    const { promotions, bodies } = setUp(freeSpinsPlatform());
    await promotions.load();
    expect(promotions.isClaimed(3)).toBe(false);
    const [first, second] = await Promise.all([promotions.optIn(3), promotions.optIn(3)]);
    expect([first, second]).toEqual([true, false]);
    expect(bodies('promotion/opt_in')).toEqual([{ account_id: 'demo1', auth: 't', promotion_id: 3 }]);
    expect(bodies('promotion/list')).toHaveLength(2);
    expect(promotions.freeRounds.map((grant) => grant.id)).toEqual([41, 40]);
    expect(promotions.isClaimed(3)).toBe(true);
    expect(promotions.bonus).toBeNull();
    expect(promotions.done).toEqual({ kind: 'claim', id: 3, title: 'Free spins Friday' });
    expect(promotions.pending).toBeNull();
    // Once per player: nothing more is sent for it.
    expect(await promotions.optIn(3)).toBe(false);
    expect(bodies('promotion/opt_in')).toHaveLength(1);
  });

  it('knows an offer claimed before, from the grant the list holds for it', async () => {
    const { promotions } = setUp(() =>
      promotionsAnswer({
        promotions: [freeSpinsPromotion()],
        free_rounds: [freeRoundGrant({ id: 42, source: 'promotion', promotion_id: 3 })],
      }),
    );
    await promotions.load();
    expect(promotions.isClaimed(3)).toBe(true);
  });

  it("keeps a claim's spins from its answer when the list cannot be read again", async () => {
    const { promotions } = setUp(
      freeSpinsPlatform({ listAfterClaim: { statusCode: -503, message: 'serviceUnavailable' } }),
    );
    await promotions.load();
    expect(await promotions.optIn(3)).toBe(true);
    expect(promotions.view).toBe('ready');
    expect(promotions.freeRounds.map((grant) => [grant.id, grant.rounds_left])).toEqual([
      [41, 20],
      [40, 0],
    ]);
  });

  it('claims free spins while a deposit bonus is in progress', async () => {
    const { promotions, bodies } = setUp(freeSpinsPlatform({ bonus: true }));
    await promotions.load();
    expect(promotions.isBlocked(3)).toBe(false);
    expect(promotions.isBlocked(1)).toBe(false);
    expect(await promotions.optIn(3)).toBe(true);
    expect(bodies('promotion/opt_in')).toHaveLength(1);
    expect(promotions.bonus?.id).toBe(31);
  });

  it('shows alreadyClaimed beside the offer, which is then known as claimed', async () => {
    const { promotions } = setUp((path, body) =>
      path === 'promotion/opt_in'
        ? { statusCode: 0, message: 'alreadyClaimed' }
        : freeSpinsPlatform()(path, body),
    );
    await promotions.load();
    expect(promotions.isSending(3)).toBe(false);
    const claim = promotions.optIn(3);
    expect(promotions.isSending(3)).toBe(true);
    expect(promotions.isSending(1)).toBe(false);
    expect(await claim).toBe(false);
    expect(promotions.failed).toEqual({ kind: 'claim', id: 3, key: 'alreadyClaimed' });
    expect(promotions.failureOf(3)).toBe('alreadyClaimed');
    expect(promotions.failureOf(1)).toBeNull();
    expect(promotions.isClaimed(3)).toBe(true);
    expect(promotions.done).toBeNull();
  });

  it('takes an opt-in answer without what it gives as a failure', async () => {
    const { promotions } = setUp((path, body) =>
      path === 'promotion/opt_in'
        ? okAnswer('promotion/opt_in', { bonus: null, free_rounds: null })
        : freeSpinsPlatform()(path, body),
    );
    await promotions.load();
    expect(await promotions.optIn(3)).toBe(false);
    expect(await promotions.optIn(1)).toBe(false);
    expect(promotions.isClaimed(3)).toBe(false);
    expect(promotions.failureOf(1)).toBe('unknownError');
  });

  it('builds the game page of free spins', () => {
    expect(freeSpinsPath({ provider_code: 'studio', game_code: 'lucky sevens&1' })).toBe(
      '/playnow?provider_code=studio&game_code=lucky+sevens%261',
    );
  });

  it('forgets everything when the session ends', async () => {
    const { store, promotions } = setUp(() => promotionsAnswer({ bonus: playerBonus() }));
    await promotions.load();
    store.session.logout();
    expect(promotions.list).toBeNull();
    expect(promotions.bonus).toBeNull();
    expect(promotions.view).toBe('loading');
  });

  it('forgets the claimed offers when the session ends', async () => {
    const { store, promotions } = setUp(freeSpinsPlatform());
    await promotions.load();
    await promotions.optIn(3);
    store.session.logout();
    expect(promotions.isClaimed(3)).toBe(false);
    expect(promotions.freeRounds).toEqual([]);
  });
});
