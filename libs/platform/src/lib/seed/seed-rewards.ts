import { demoFreeSpinSlot, type DemoSlot } from './demo-free-spins';
import { currencyDigits } from '@wl/money';
import type { GameCategory } from '@wl/site-model';
import { demoMethods } from '../demo/demo-cashier';
import { DEMO_SITES } from '../demo/demo-sites';
import type { Platform } from '../platform';
import type { MissionInput } from '../rewards/missions/mission-input';
import {
  DEFAULT_REWARDS_SETTINGS,
  hasRewardsSettings,
  writeRewardsSettings,
  type RewardsSettings,
} from '../rewards/rewards-settings';

/** The demo currencies' home time zones: a day's free spin and missions turn at the players' midnight. */
const DEMO_TIME_ZONES: Readonly<Record<string, string>> = {
  PHP: 'Asia/Manila',
  VND: 'Asia/Ho_Chi_Minh',
  BDT: 'Asia/Dhaka',
  NPR: 'Asia/Kathmandu',
  MYR: 'Asia/Kuala_Lumpur',
  CNY: 'Asia/Shanghai',
  RUB: 'Europe/Moscow',
  EUR: 'Europe/Berlin',
  USD: 'America/New_York',
};

/**
 * The default rewards in the site's currency: tokens per demo unit wagered, cash prizes scaled to it, and
 * on a site with a slot, 10 free spins in it on the wheel's second "nothing" segment.
 */
export function demoRewardsSettings(currency: string, slot?: DemoSlot): Partial<RewardsSettings> {
  const { unit } = demoUnits(currency);
  // Prizes in whole units of the currency (no cents on a prize), at least one.
  const whole = 10 ** currencyDigits(currency);
  const cash = (minor: number) => ({
    kind: 'cash' as const,
    amount_minor: Math.max(whole, Math.round(minor / whole) * whole),
  });
  return {
    time_zone: DEMO_TIME_ZONES[currency] ?? 'UTC',
    tokens_per_wager: { tokens: 1, per_minor: unit },
    wheel: DEFAULT_REWARDS_SETTINGS.wheel.map((segment, index) => {
      if (segment.prize.kind === 'cash')
        return { ...segment, prize: cash(index === 3 ? unit / 10 : unit / 2) };
      if (index === FREE_SPIN_SEGMENT && slot) {
        const prize = {
          kind: 'freeSpins' as const,
          rounds: 10,
          provider_code: slot.providerCode,
          game_code: slot.gameCode,
          bet_minor: slot.betMinor,
          valid_days: 7,
        };
        return { ...segment, prize };
      }
      return segment;
    }),
    leaderboard: {
      metric: 'wagered',
      prizes: [
        { rank: 1, prize: cash(5 * unit) },
        { rank: 2, prize: cash(2 * unit) },
        { rank: 3, prize: { kind: 'tokens', amount: 500 } },
      ],
    },
  };
}

/** The default wheel's segment a demo site with a slot pays free spins on (its second "nothing"). */
const FREE_SPIN_SEGMENT = 5;

/**
 * Amounts of the same weight in every demo currency: the demo cashier's smallest bank deposit is about
 * 100 PHP and its smallest e-wallet deposit about 50 PHP, each a tidy figure of the site's currency.
 */
export function demoUnits(currency: string): { unit: number; half: number } {
  const [bank, ewallet] = demoMethods(currency);
  return { unit: bank?.minMinor ?? 10_000, half: ewallet?.minMinor ?? 5_000 };
}

/** The site's first casino category a wager mission can name (sportsbook bets are not game rounds). */
function featuredCategory(categories: readonly GameCategory[]): GameCategory {
  return categories.find((c) => c !== 'sportsbook') ?? 'slots';
}

/** A day's and a week's missions of every kind, with targets and rewards in the site's currency. */
export function demoMissions(currency: string, categories: readonly GameCategory[]): MissionInput[] {
  const { unit, half } = demoUnits(currency);
  const category = featuredCategory(categories);
  const tokens = (rewardAmount: number) => ({ rewardKind: 'tokens' as const, rewardAmount });
  const cash = (rewardAmount: number) => ({ rewardKind: 'cash' as const, rewardAmount });
  return [
    { code: 'daily-login', period: 'daily', kind: 'login_days', target: 1, ...tokens(2) },
    { code: 'daily-wager', period: 'daily', kind: 'wager', target: 10 * unit, ...tokens(10) },
    { code: `daily-${category}`, period: 'daily', kind: 'wager', target: 5 * unit, category, ...tokens(5) },
    { code: 'daily-games', period: 'daily', kind: 'distinct_games', target: 3, ...tokens(5) },
    { code: 'daily-deposit', period: 'daily', kind: 'deposit', target: unit, ...tokens(10) },
    { code: 'daily-big-win', period: 'daily', kind: 'win_multiplier', target: 1_000, ...cash(half) },
    { code: 'weekly-login', period: 'weekly', kind: 'login_days', target: 5, ...tokens(40) },
    { code: 'weekly-wager', period: 'weekly', kind: 'wager', target: 100 * unit, ...cash(unit) },
    { code: 'weekly-games', period: 'weekly', kind: 'distinct_games', target: 10, ...tokens(30) },
    { code: 'weekly-deposit', period: 'weekly', kind: 'deposit', target: 10 * unit, ...tokens(50) },
    { code: 'weekly-big-win', period: 'weekly', kind: 'win_multiplier', target: 5_000, ...tokens(100) },
  ];
}

/** The demo missions of every demo site that has none yet: an operator's own missions are never replaced. */
export async function seedRewards(platform: Platform): Promise<void> {
  const { missions } = platform.rewards;
  const { db } = platform.database;
  for (const demo of DEMO_SITES) {
    const site = await platform.sites.get(demo.key);
    if (!site || (await missions.listMissions(demo.key)).length > 0) continue;
    await missions.setMissions(demo.key, demoMissions(site.currency, demo.categories));
    // Only a site without stored settings: an operator's settings are never replaced.
    if (!(await hasRewardsSettings(db, site.id))) {
      const slot = await demoFreeSpinSlot(db, site.id, demoUnits(site.currency).unit);
      await writeRewardsSettings(db, site.id, demoRewardsSettings(site.currency, slot), platform.clock());
    }
  }
}
