import type { PromotionInput } from './promotion-input';
import { startPromotionKit, type PromotionKit } from './testing/promotion-test-kit';

jest.setTimeout(300_000);

interface FreeRoundsAnswer {
  id: number;
  source: string;
  game_name: string;
  rounds: number;
  rounds_left: number;
  bet: number;
  state: string;
}

const FREE_SPINS: PromotionInput = {
  code: 'spins',
  kind: 'free_spins',
  title: 'Twenty free spins',
  terms: 'Twenty free spins at 1.00 a spin, within a week.',
  freeSpinRounds: 20,
  freeSpinProvider: 'JILI',
  freeSpinGame: 'JL-FORTUNE',
  freeSpinBetMinor: 100,
  validDays: 7,
};
const DEPOSIT_BONUS: PromotionInput = {
  code: 'welcome',
  title: 'Welcome bonus',
  terms: 'Opt in, then deposit.',
  bonusPercent: 100,
  maxBonusMinor: 100_000,
  minDepositMinor: 10_000,
  wageringMultiplier: 5,
  validDays: 7,
};

/** Free spins as a promotion kind and as a wheel prize: granted once, listed on the player's promotions. */
describe('free-spin offers and prizes', () => {
  let kit: PromotionKit;

  beforeAll(async () => {
    kit = await startPromotionKit();
    await kit.setPromotions([FREE_SPINS, DEPOSIT_BONUS]);
  });
  afterAll(() => kit.close());

  const freeRoundsOf = async (player: Awaited<ReturnType<PromotionKit['player']>>) =>
    ((await kit.list(player)) as unknown as { free_rounds: FreeRoundsAnswer[] }).free_rounds;

  it('grants the offer’s spins at opt-in, once, beside a deposit bonus', async () => {
    const player = await kit.player('fso00001');
    const listed = (await kit.list(player)) as unknown as {
      promotions: Array<{ code: string; kind: string; free_spins: unknown }>;
    };
    expect(listed.promotions.find((p) => p.code === 'spins')).toMatchObject({
      kind: 'free_spins',
      free_spins: { rounds: 20, game_name: 'Fortune Gems', bet: 1 },
    });

    const opted = await kit.optIn(player, kit.promotionId('spins'));
    expect(opted).toMatchObject({
      statusCode: 1,
      bonus: null,
      free_rounds: {
        source: 'promotion',
        game_name: 'Fortune Gems',
        rounds: 20,
        rounds_left: 20,
        state: 'active',
      },
    });
    expect(await kit.optIn(player, kit.promotionId('spins'))).toMatchObject({
      statusCode: 0,
      message: 'alreadyClaimed',
    });
    // Free spins are not a bonus in progress: the deposit bonus can still be taken.
    expect(await kit.optIn(player, kit.promotionId('welcome'))).toMatchObject({ statusCode: 1 });
    expect(await freeRoundsOf(player)).toEqual([expect.objectContaining({ rounds: 20, state: 'active' })]);
    // Nothing moved in money.
    expect((await kit.balances(player)).gameMinor).toBe(0);
  });

  it('refuses the offer once it has ended, and a free-spin offer without its slot', async () => {
    const player = await kit.player('fso00002');
    await kit.setPromotions([{ ...FREE_SPINS, endsAt: '2026-01-01T00:00:00Z' }, DEPOSIT_BONUS]);
    try {
      expect(await kit.optIn(player, kit.promotionId('spins'))).toMatchObject({ message: 'promotionEnded' });
      await expect(
        kit.platform.rewards.promotions.setPromotions('alpha', [{ ...FREE_SPINS, freeSpinGame: undefined }]),
      ).rejects.toMatchObject({ message: 'invalidRequest' });
    } finally {
      await kit.setPromotions([FREE_SPINS, DEPOSIT_BONUS]);
    }
    expect(await freeRoundsOf(player)).toEqual([]);
  });

  it('grants a wheel segment’s free spins once, with the round', async () => {
    const player = await kit.player('fso00003');
    const prize = {
      kind: 'freeSpins' as const,
      rounds: 10,
      provider_code: 'JILI',
      game_code: 'JL-FORTUNE',
      bet_minor: 200,
      valid_days: 3,
    };
    await kit.setRewards(kit.siteA.id, {
      daily_free_spin: true,
      wheel: [
        { prize, weight: 1, colour: '#112233' },
        { prize, weight: 1, colour: '#445566' },
      ],
    });
    const spun = await kit.request(player, '/minigame/spin', { request_id: 'fso-spin-0001', free: true });
    expect(spun).toMatchObject({ statusCode: 1, round: { prize: { kind: 'freeSpins', amount: 10 } } });
    // The same request again answers the same round and grants nothing more.
    await kit.request(player, '/minigame/spin', { request_id: 'fso-spin-0001', free: true });
    expect(await freeRoundsOf(player)).toEqual([
      expect.objectContaining({
        source: 'wheel',
        rounds: 10,
        rounds_left: 10,
        bet: 2,
        game_name: 'Fortune Gems',
      }),
    ]);
    const overview = await kit.request(player, '/minigame/overview');
    expect((overview['wheel'] as Array<{ prize: unknown }>)[0]?.prize).toEqual({
      kind: 'freeSpins',
      amount: 10,
    });
  });
});
