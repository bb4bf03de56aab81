import type { KitPlayer } from '../missions/testing/rewards-test-kit';
import type { PromotionInput } from './promotion-input';
import { startPromotionKit, type PromotionKit } from './testing/promotion-test-kit';

jest.setTimeout(300_000);

const DAY = 86_400;
const base = {
  terms: 'Bet the bonus five times within the days given, or it expires.',
  bonusPercent: 100,
  maxBonusMinor: 100_000,
  minDepositMinor: 10_000,
  wageringMultiplier: 5,
};
const WELCOME: PromotionInput = { ...base, code: 'welcome', title: 'Welcome bonus', validDays: 7 };
const RELOAD: PromotionInput = { ...base, code: 'reload', title: 'Weekend reload', validDays: 2 };

/** The end of bonuses that ran out: by the expiry's function, by its job, and of ended promotions. */
describe('bonus expiry', () => {
  let kit: PromotionKit;
  /** Granted three days after the first test's player: the job expires it. */
  let kai: KitPlayer;

  const idOf = (code: string) => kit.promotionId(code);
  const stateOf = async (player: KitPlayer) => {
    const listed = await kit.list(player);
    return listed.bonus?.state ?? listed.history[0]?.state ?? 'none';
  };

  beforeAll(async () => {
    kit = await startPromotionKit();
    await kit.setPromotions([WELCOME, RELOAD]);
  });
  afterAll(() => kit.close());

  it('removes the bonus money of a bonus past its expiry, once, and counts no bet made after it', async () => {
    // 2000.00 of cash from the operator beside the deposit of 200.00 (bonus 200.00, wagering 1000.00).
    const eva = await kit.grantedPlayer('eva00001', 'welcome', '200', 200_000);
    const expiresAt = Date.parse((await kit.list(eva)).bonus?.expires_at ?? '');
    const bet = await kit.bet(eva, 30_000);
    await kit.win(eva, bet.round, 30_000);

    kit.clock.advance(3 * DAY);
    kai = await kit.grantedPlayer('kai00001', 'welcome', '100');

    // At the expiry instant: this bet would meet the wagering (1000.00) but is made too late.
    kit.clock.advance((expiresAt - kit.clock.now().getTime()) / 1000);
    const late = await kit.bet(eva, 80_000);
    await kit.win(eva, late.round, 80_000);
    expect(await kit.postings(eva, 'bonusRelease')).toEqual({ count: 0, total: 0 });
    expect((await kit.list(eva)).bonus).toMatchObject({ state: 'active', wagered: 300 });

    expect(await kit.platform.rewards.promotions.expire()).toBe(1);
    expect(await kit.platform.rewards.promotions.expire()).toBe(0);
    expect(await kit.balances(eva)).toMatchObject({ gameMinor: 220_000, bonusGameMinor: 0 });
    expect(await kit.postings(eva, 'bonusForfeit')).toEqual({ count: 1, total: 20_000 });
    const listed = await kit.list(eva);
    expect(listed).toMatchObject({ bonus: null, bonus_balance: 0 });
    expect(listed.history[0]).toMatchObject({
      state: 'expired',
      amount: 200,
      wagered: 300,
      ended_at: kit.clock.now().toISOString(),
    });
    // Granted later, still running.
    expect(await stateOf(kai)).toBe('active');
    expect(await kit.balances(kai)).toMatchObject({ bonusGameMinor: 10_000 });
  });

  it('grants nothing for an ended promotion, and ends opt-ins of promotions ended or switched off', async () => {
    const now = kit.clock.now().getTime();
    await kit.setPromotions([
      WELCOME,
      { ...RELOAD, endsAt: new Date(now + 3_600_000).toISOString() },
      { ...RELOAD, code: 'spring', title: 'Spring offer' },
    ]);
    const rio = await kit.player('rio00001');
    const sam = await kit.player('sam00001');
    expect((await kit.optIn(rio, idOf('reload'))).statusCode).toBe(1);
    expect((await kit.optIn(sam, idOf('spring'))).statusCode).toBe(1);

    kit.clock.advance(2 * 3_600);
    expect((await (await kit.startDeposit(rio, '300')).notify()).outcome).toBe('credited');
    expect(await kit.balances(rio)).toMatchObject({ gameMinor: 30_000, bonusGameMinor: 0 });
    expect(await kit.postings(rio, 'bonusGrant')).toEqual({ count: 0, total: 0 });
    expect(await stateOf(rio)).toBe('opted_in');

    // The operator leaves 'spring' out: it is switched off.
    await kit.setPromotions([WELCOME]);
    expect(await stateOf(sam)).toBe('opted_in');
    expect(await kit.platform.rewards.promotions.expire()).toBe(0);
    expect(await stateOf(rio)).toBe('expired');
    expect(await stateOf(sam)).toBe('expired');
    expect(await kit.postings(rio, 'bonusForfeit')).toEqual({ count: 0, total: 0 });
    expect((await kit.list(sam)).promotions.map((p) => p.code)).toEqual(['welcome']);
  });

  it("the job runner's every-minute job expires bonuses by itself", async () => {
    const player = kai;
    kit.clock.advance(5 * DAY);
    await kit.platform.jobs.start();
    try {
      const deadline = Date.now() + 60_000;
      while ((await kit.postings(player, 'bonusForfeit')).count === 0) {
        if (Date.now() > deadline) throw new Error('the job did not expire the bonus within 60 s');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await kit.platform.jobs.stop();
    }
    expect(await kit.postings(player, 'bonusForfeit')).toEqual({ count: 1, total: 10_000 });
    expect(await kit.balances(player)).toMatchObject({ gameMinor: 10_000, bonusGameMinor: 0 });
  });

  it('keeps the ledger balanced', async () => {
    expect(await kit.ledgerBalanced()).toMatchObject({ total: 0, unbalanced: 0, drifted: 0, negative: 0 });
  });
});
