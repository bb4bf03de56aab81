import { sql } from 'drizzle-orm';
import { numberOf, rowsOf } from '../../db/database-function';
import type { PromotionInput } from './promotion-input';
import { startPromotionKit, type PromotionKit } from './testing/promotion-test-kit';

jest.setTimeout(300_000);

const base = {
  terms: 'Opt in, then deposit: the bonus is bet five times within a week before it is cash.',
  bonusPercent: 50,
  maxBonusMinor: 100_000,
  minDepositMinor: 10_000,
  wageringMultiplier: 5,
  validDays: 7,
};
const ALPHA: PromotionInput[] = [
  { ...base, code: 'welcome', title: 'Welcome bonus', bonusPercent: 100, position: 5 },
  { ...base, code: 'reload', title: 'Weekend reload', position: 1 },
  { ...base, code: 'ended', title: 'Last month', endsAt: '2026-02-01T00:00:00Z' },
  { ...base, code: 'future', title: 'Next year', startsAt: '2027-01-01T00:00:00Z' },
  { ...base, code: 'off', title: 'Switched off', active: false },
];

/** The player's calls: the list, opt-in's rules, forfeit, and opt-ins at once. */
describe('promotion calls', () => {
  let kit: PromotionKit;
  let betaPromotion = 0;

  const idOf = (code: string) => kit.promotionId(code);
  const openRows = async (playerId: number) => {
    const [row] = await rowsOf<{ n: unknown }>(
      kit.platform.database.db,
      sql`SELECT count(*) AS n FROM player_bonuses WHERE player_id = ${playerId}::integer`,
    );
    return numberOf(row?.n);
  };

  beforeAll(async () => {
    kit = await startPromotionKit();
    await kit.setPromotions(ALPHA);
    const [beta] = await kit.platform.rewards.promotions.setPromotions('beta', [
      { ...base, code: 'welcome', title: 'Beta welcome' },
    ]);
    betaPromotion = beta?.id ?? 0;
  });
  afterAll(() => kit.close());

  it("lists the site's running promotions by position, in the site currency, whether rewards are on or off", async () => {
    const player = await kit.player('lia00001');
    await kit.setGamify('alpha', false);
    try {
      const listed = await kit.list(player);
      expect(listed).toMatchObject({
        statusCode: 1,
        currency: 'PHP',
        bonus: null,
        bonus_balance: 0,
        history: [],
      });
      expect(listed.promotions.map((p) => p.code)).toEqual(['reload', 'welcome']);
      expect(listed.promotions[1]).toEqual({
        id: idOf('welcome'),
        code: 'welcome',
        kind: 'deposit_bonus',
        title: 'Welcome bonus',
        terms: base.terms,
        bonus_percent: 100,
        max_bonus: 1_000,
        min_deposit: 100,
        wagering_multiplier: 5,
        valid_days: 7,
        ends_at: null,
        free_spins: null,
      });
    } finally {
      await kit.setGamify('alpha', true);
    }
  });

  it('opts in to a running promotion of the site only, one bonus at a time', async () => {
    const player = await kit.player('lia00002');
    const before = await kit.snapshot();
    expect(await kit.optIn(player, 999_999)).toMatchObject({ statusCode: 0, message: 'notFound' });
    expect(await kit.optIn(player, betaPromotion)).toMatchObject({ statusCode: 0, message: 'notFound' });
    expect(await kit.optIn(player, idOf('future'))).toMatchObject({ statusCode: 0, message: 'notFound' });
    expect(await kit.optIn(player, idOf('ended'))).toMatchObject({
      statusCode: 0,
      message: 'promotionEnded',
    });
    expect(await kit.optIn(player, idOf('off'))).toMatchObject({ statusCode: 0, message: 'promotionEnded' });
    expect(await kit.optIn(player, 0)).toMatchObject({ message: 'invalidRequest' });
    expect(await kit.snapshot()).toEqual(before);

    const opted = await kit.optIn(player, idOf('reload'));
    expect(opted).toMatchObject({
      statusCode: 1,
      bonus: {
        promotion_id: idOf('reload'),
        title: 'Weekend reload',
        state: 'opted_in',
        amount: 0,
        wagering_required: 0,
        wagered: 0,
        opted_in_at: kit.clock.now().toISOString(),
        granted_at: null,
        expires_at: null,
        ended_at: null,
      },
    });
    expect(await kit.optIn(player, idOf('welcome'))).toMatchObject({
      statusCode: 0,
      message: 'bonusInProgress',
    });
    expect(await kit.optIn(player, idOf('reload'))).toMatchObject({ message: 'bonusInProgress' });
    expect((await kit.list(player)).bonus).toEqual((opted as unknown as { bonus: unknown }).bonus);
    expect(await openRows(player.id)).toBe(1);
  });

  it('makes one bonus of fifty opt-ins at once', async () => {
    const player = await kit.player('lia00003');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => kit.optIn(player, idOf(i % 2 ? 'welcome' : 'reload'))),
    );
    expect(answers.filter((a) => a.statusCode === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.message === 'bonusInProgress')).toHaveLength(49);
    expect(await openRows(player.id)).toBe(1);
  });

  it("forfeits only the player's own open bonus: an opt-in ends, bonus money returns to the house", async () => {
    const owner = await kit.player('lia00004');
    const other = await kit.player('lia00005');

    const first = (await kit.optIn(owner, idOf('welcome')))['bonus'] as { id: number };
    expect(await kit.forfeit(owner, first.id)).toMatchObject({
      statusCode: 1,
      bonus: { id: first.id, state: 'forfeited', amount: 0, ended_at: kit.clock.now().toISOString() },
    });
    expect(await kit.postings(owner, 'bonusForfeit')).toEqual({ count: 0, total: 0 });

    const second = (await kit.optIn(owner, idOf('welcome')))['bonus'] as { id: number };
    expect((await (await kit.startDeposit(owner, '400')).notify()).outcome).toBe('credited');
    expect(await kit.balances(owner)).toMatchObject({ gameMinor: 40_000, bonusGameMinor: 40_000 });

    // Another player's bonus id, or an id of no bonus: notFound, and nothing changes.
    const before = await kit.snapshot();
    expect(await kit.forfeit(other, second.id)).toMatchObject({ statusCode: 0, message: 'notFound' });
    expect(await kit.forfeit(other, 987_654)).toMatchObject({ statusCode: 0, message: 'notFound' });
    expect(await kit.snapshot()).toEqual(before);

    expect(await kit.forfeit(owner, second.id)).toMatchObject({
      statusCode: 1,
      bonus: { id: second.id, state: 'forfeited', amount: 400, wagering_required: 2_000 },
    });
    expect(await kit.balances(owner)).toMatchObject({ gameMinor: 40_000, bonusGameMinor: 0 });
    expect(await kit.postings(owner, 'bonusForfeit')).toEqual({ count: 1, total: 40_000 });
    // Ended: forfeiting it again finds no open bonus.
    expect(await kit.forfeit(owner, second.id)).toMatchObject({ statusCode: 0, message: 'notFound' });
    expect(await kit.postings(owner, 'bonusForfeit')).toEqual({ count: 1, total: 40_000 });

    const listed = await kit.list(owner);
    expect(listed).toMatchObject({ bonus: null, bonus_balance: 0 });
    expect(listed.history.map((b) => [b.id, b.state])).toEqual([
      [second.id, 'forfeited'],
      [first.id, 'forfeited'],
    ]);
    // Each promotion pays a player once: the welcome bonus, granted and given up, is not offered again
    // (the opt-in given up before a deposit did not count); another promotion is.
    const again = await kit.snapshot();
    expect(await kit.optIn(owner, idOf('welcome'))).toMatchObject({
      statusCode: 0,
      message: 'alreadyClaimed',
    });
    expect(await kit.snapshot()).toEqual(again);
    expect((await kit.optIn(owner, idOf('reload'))).statusCode).toBe(1);
  });

  it('keeps the ledger balanced', async () => {
    expect(await kit.ledgerBalanced()).toMatchObject({ total: 0, unbalanced: 0, drifted: 0, negative: 0 });
  });
});
