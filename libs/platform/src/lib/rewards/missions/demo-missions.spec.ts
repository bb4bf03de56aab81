import { currencyDigits } from '@wl/money';
import { DEMO_SITES } from '../../demo/demo-sites';
import { demoMissions, demoRewardsSettings } from '../../seed/seed-rewards';
import { DEFAULT_REWARDS_SETTINGS, rewardsSettingsSchema } from '../rewards-settings';
import { MISSION_KINDS, missionInput } from './mission-input';

describe('the demo missions', () => {
  it.each(DEMO_SITES.map((site) => [site.key, site] as const))(
    '%s: a valid day and week of every kind, in whole units of its currency',
    (_key, site) => {
      const missions = demoMissions(site.currency, site.categories).map((m) => missionInput.parse(m));
      for (const period of ['daily', 'weekly'] as const) {
        expect(new Set(missions.filter((m) => m.period === period).map((m) => m.kind))).toEqual(
          new Set(MISSION_KINDS),
        );
      }
      const whole = 10 ** currencyDigits(site.currency);
      for (const m of missions) {
        if (m.kind === 'wager' || m.kind === 'deposit') expect(m.target % whole).toBe(0);
        if (m.rewardKind === 'cash') expect(m.rewardAmount % whole).toBe(0);
      }
      const category = missions.find((m) => m.category !== null)?.category;
      expect(site.categories).toContain(category);
      expect(category).not.toBe('sportsbook');
    },
  );

  it.each(DEMO_SITES.map((site) => [site.key, site.currency] as const))(
    '%s: valid rewards settings in its time zone, cash prizes in whole units of %s',
    (_key, currency) => {
      const settings = rewardsSettingsSchema.parse({
        ...DEFAULT_REWARDS_SETTINGS,
        ...demoRewardsSettings(currency),
      });
      const whole = 10 ** currencyDigits(currency);
      const prizes = [
        ...settings.wheel.map((s) => s.prize),
        ...settings.leaderboard.prizes.map((p) => p.prize),
      ];
      for (const prize of prizes) if (prize.kind === 'cash') expect(prize.amount_minor % whole).toBe(0);
      expect(settings.time_zone).not.toBe(currency === 'PHP' ? 'UTC' : '');
    },
  );
});
