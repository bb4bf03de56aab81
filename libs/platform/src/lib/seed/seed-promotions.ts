import { currencyDigits, formatMinor } from '@wl/money';
import { demoMethods } from '../demo/demo-cashier';
import { DEMO_SITES } from '../demo/demo-sites';
import type { Platform } from '../platform';
import type { PromotionInput } from '../rewards/promotions/promotion-input';
import { demoFreeSpinSlot, type DemoSlot } from './demo-free-spins';

/**
 * A welcome bonus and a reload bonus in the site's currency, and on a site with a slot a free-spin offer
 * in it. Amounts are whole units of the currency, scaled from the demo cashier's smallest bank deposit
 * (about 100 PHP), as the demo rewards' cash prizes.
 */
export function demoPromotions(currency: string, slot?: DemoSlot): PromotionInput[] {
  const unit = demoMethods(currency)[0]?.minMinor ?? 10_000;
  const whole = 10 ** currencyDigits(currency);
  const amount = (minor: number) => Math.max(whole, Math.round(minor / whole) * whole);
  const money = (minor: number) => formatMinor(minor, currency, 'en');
  const terms = (percent: number, max: number, min: number, times: number, days: number, when: string) =>
    [
      `Opt in, then make a deposit of at least ${money(min)} ${when}: we add ${percent}% of it as bonus money, ` +
        `up to ${money(max)}.`,
      `Bonus money is kept apart from your balance: it cannot be bet or withdrawn. Once your bets since the ` +
        `bonus add up to ${times} times the bonus within ${days} days, the bonus money becomes part of your ` +
        `balance, to play or withdraw.`,
      `Only bets that are settled count (not cancelled ones). If the time runs out first, or you give the ` +
        `bonus up, the bonus money is removed; your own deposit and winnings stay yours.`,
      `One bonus at a time.`,
    ].join('\n\n');

  const welcomeMax = amount(50 * unit);
  const welcomeMin = amount(2 * unit);
  const reloadMax = amount(20 * unit);
  const reloadMin = amount(unit);
  const freeSpins: PromotionInput[] = slot
    ? [
        {
          code: 'free-spins',
          kind: 'free_spins',
          title: 'Twenty free spins',
          terms: [
            `Opt in and 20 free spins are yours at once, at ${money(slot.betMinor)} a spin. Open the game from ` +
              `your free spins on this page: each spin is on us, and what you win goes to your balance.`,
            `Play them within 7 days: spins left after that are gone. Once per player.`,
          ].join('\n\n'),
          freeSpinRounds: 20,
          freeSpinProvider: slot.providerCode,
          freeSpinGame: slot.gameCode,
          freeSpinBetMinor: slot.betMinor,
          validDays: 7,
        },
      ]
    : [];
  return [
    {
      code: 'welcome',
      kind: 'deposit_bonus',
      title: 'Welcome bonus',
      terms: terms(100, welcomeMax, welcomeMin, 5, 7, 'after opting in'),
      bonusPercent: 100,
      maxBonusMinor: welcomeMax,
      minDepositMinor: welcomeMin,
      wageringMultiplier: 5,
      validDays: 7,
    },
    {
      code: 'weekend-reload',
      kind: 'deposit_bonus',
      title: 'Weekend reload',
      terms: terms(50, reloadMax, reloadMin, 6, 3, 'to top up for the weekend (any day of the week works)'),
      bonusPercent: 50,
      maxBonusMinor: reloadMax,
      minDepositMinor: reloadMin,
      wageringMultiplier: 6,
      validDays: 3,
    },
    ...freeSpins,
  ];
}

/** The demo promotions of every demo site that has none yet: an operator's own promotions stay as they are. */
export async function seedPromotions(platform: Platform): Promise<void> {
  const { promotions } = platform.rewards;
  for (const demo of DEMO_SITES) {
    const site = await platform.sites.get(demo.key);
    if (!site || (await promotions.listPromotions(demo.key)).length > 0) continue;
    const unit = demoMethods(site.currency)[0]?.minMinor ?? 10_000;
    const slot = await demoFreeSpinSlot(platform.database.db, site.id, unit);
    await promotions.setPromotions(demo.key, demoPromotions(site.currency, slot));
  }
}
