import { currencyDigits } from '@wl/money';
import type { Platform } from '../platform';
import { createTestPlatform, TEST_CASINO_SITE } from '../testing/test-platform';
import { demoPromotions, seedPromotions } from './seed-promotions';

describe('the demo promotions seed', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform();
    await platform.sites.upsertSite(TEST_CASINO_SITE);
  }, 60_000);
  afterAll(() => platform.close());

  it('gives every demo currency a welcome and a reload bonus in whole units, with plain terms', () => {
    for (const currency of ['PHP', 'VND', 'BDT', 'NPR', 'MYR', 'CNY', 'RUB', 'EUR', 'USD']) {
      const whole = 10 ** currencyDigits(currency);
      const [welcome, reload] = demoPromotions(currency);
      expect(welcome).toMatchObject({
        title: 'Welcome bonus',
        bonusPercent: 100,
        wageringMultiplier: 5,
        validDays: 7,
      });
      expect(reload).toMatchObject({ title: 'Weekend reload', bonusPercent: 50 });
      for (const p of [welcome, reload]) {
        if (!p?.maxBonusMinor || !p.minDepositMinor) throw new Error('missing promotion');
        expect(p.maxBonusMinor % whole).toBe(0);
        expect(p.minDepositMinor % whole).toBe(0);
        expect(p.maxBonusMinor).toBeGreaterThan(p.minDepositMinor);
        expect(p.terms).toMatch(/cannot be bet or withdrawn/);
      }
    }
    expect(demoPromotions('PHP')[0]).toMatchObject({ maxBonusMinor: 500_000, minDepositMinor: 20_000 });
    expect(demoPromotions('PHP')[0]?.terms).toMatch(/at least ₱200\.00.*up to ₱5,000\.00/);
  });

  it("seeds a demo site without promotions and leaves an operator's own alone", async () => {
    // slot2's operator set one promotion before the seed ran; casino1 has none.
    await platform.sites.upsertSite({ ...TEST_CASINO_SITE, key: 'slot2', hosts: ['slot2.localhost'] });
    const [welcome] = demoPromotions('PHP');
    if (!welcome) throw new Error('no welcome bonus');
    await platform.rewards.promotions.setPromotions('slot2', [{ ...welcome, code: 'own', title: 'Our own' }]);

    await seedPromotions(platform);
    await seedPromotions(platform);
    const casino = await platform.rewards.promotions.listPromotions('casino1');
    expect(casino.map((p) => [p.code, p.active])).toEqual([
      ['welcome', true],
      ['weekend-reload', true],
    ]);
    expect((await platform.rewards.promotions.listPromotions('slot2')).map((p) => p.code)).toEqual(['own']);
  });
});
