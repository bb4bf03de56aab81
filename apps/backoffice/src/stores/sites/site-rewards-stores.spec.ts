import { fakeApi, okAnswer } from '@wl/testing';
import { refused, site } from '../../testing/fixtures';
import { minorToMajorText, parseMajorOrZero } from '../amounts';
import { BackofficeStore } from '../root-store';
import type { RewardsSettings } from './site-rewards-store';

const LUCKY = site({ site_id: 7, key: 'lucky', name: 'Lucky Bay', hosts: ['lucky.test'], template: 'slot3' });

const SETTINGS: RewardsSettings = {
  time_zone: 'Asia/Manila',
  tokens_per_wager: { tokens: 1, per_minor: 10_000 },
  spin_cost: 10,
  daily_free_spin: true,
  wheel: [
    { prize: { kind: 'tokens', amount: 5 }, weight: 30, colour: '#2563eb' },
    { prize: { kind: 'cash', amount_minor: 1_050 }, weight: 10, colour: '#d97706' },
    {
      prize: {
        kind: 'freeSpins',
        rounds: 10,
        provider_code: 'STUDIO',
        game_code: 'fruit',
        bet_minor: 100,
        valid_days: 7,
      },
      weight: 20,
      colour: '#16a34a',
    },
  ],
  dice: { min_stake: 1, max_stake: 1_000, house_edge_percent: 1, min_chance: 2, max_chance: 95 },
  leaderboard: {
    metric: 'wagered',
    prizes: [
      { rank: 1, prize: { kind: 'cash', amount_minor: 50_000 } },
      { rank: 2, prize: { kind: 'tokens', amount: 500 } },
    ],
  },
  referral: { commission_percent: 10, basis: 'net_loss' },
};

async function openLucky(answers: Record<string, object>) {
  const fake = fakeApi({
    'backoffice/sites/list': okAnswer('backoffice/sites/list', { value: [LUCKY] }),
    ...answers,
  });
  const store = new BackofficeStore(fake.api);
  await store.siteWork.openSite('lucky');
  return { store, calls: fake.calls };
}

describe('amounts typed in major units', () => {
  it('shows minor units as major text and reads zero where a threshold may be zero', () => {
    expect(minorToMajorText(1_050, 2)).toBe('10.50');
    expect(minorToMajorText(5, 2)).toBe('0.05');
    expect(minorToMajorText(700, 0)).toBe('700');
    expect(parseMajorOrZero('0', 2)).toBe(0);
    expect(parseMajorOrZero('0.00', 2)).toBe(0);
    expect(parseMajorOrZero('1,000.5', 2)).toBe(100_050);
    expect(parseMajorOrZero('-1', 2)).toBeUndefined();
    expect(parseMajorOrZero('1.005', 2)).toBeUndefined();
  });
});

describe("a site's rewards settings", () => {
  const answer = (settings: RewardsSettings) =>
    okAnswer('backoffice/sites/rewards', { currency: 'PHP', digits: 2, settings });

  it('shows cash in major units and each segment’s odds, worked out from the weights as they are typed', async () => {
    const { store } = await openLucky({ 'backoffice/sites/rewards': answer(SETTINGS) });
    const form = store.siteWork.rewards;
    if (!form) throw new Error('no rewards store');
    await form.load();
    expect(form.segments.map((s) => [s.kind, s.amount])).toEqual([
      ['tokens', '5'],
      ['cash', '10.50'],
      ['freeSpins', ''],
    ]);
    expect(form.segments[2]).toMatchObject({ rounds: '10', bet: '1.00', providerCode: 'STUDIO' });
    expect(form.fields.per).toBe('100.00');
    expect(form.odds).toEqual([50, 16.67, 33.33]);
    form.setSegment(0, 'weight', '0');
    expect(form.odds).toEqual([undefined, 33.33, 66.67]);
    form.setSegment(1, 'weight', 'x');
    form.setSegment(2, 'weight', '-3');
    expect(form.odds).toEqual([undefined, undefined, undefined]);
  });

  it('sends the whole settings with cash in minor units, and keeps what the platform answers', async () => {
    const changed: RewardsSettings = {
      ...SETTINGS,
      wheel: [
        { weight: 30, colour: '#2563eb', prize: { kind: 'cash', amount_minor: 2_525 } },
        ...SETTINGS.wheel.slice(1),
      ],
    };
    const { store, calls } = await openLucky({
      'backoffice/sites/rewards': answer(SETTINGS),
      'backoffice/sites/set_rewards': okAnswer('backoffice/sites/set_rewards', {
        currency: 'PHP',
        digits: 2,
        settings: changed,
      }),
    });
    const form = store.siteWork.rewards;
    if (!form) throw new Error('no rewards store');
    await form.load();
    form.setSegment(0, 'kind', 'cash');
    form.setSegment(0, 'amount', '25.25');
    form.addPlace();
    expect(form.places.at(-1)).toEqual({ rank: '3', kind: 'tokens', amount: '' });
    form.setPlace(2, 'amount', '50');
    form.removePlace(2);
    expect(await form.save()).toBe(true);
    expect(calls.at(-1)).toEqual({
      path: 'backoffice/sites/set_rewards',
      body: { site_id: 7, settings: changed },
    });
    expect(form.saved).toBe(true);
    expect(form.segments[0]).toMatchObject({ kind: 'cash', amount: '25.25' });
  });

  it('stops at a field that is not a number before asking, and shows the platform’s refusal', async () => {
    const { store, calls } = await openLucky({
      'backoffice/sites/rewards': answer(SETTINGS),
      'backoffice/sites/set_rewards': refused('invalidRewardsSettings'),
    });
    const form = store.siteWork.rewards;
    if (!form) throw new Error('no rewards store');
    await form.load();
    form.setSegment(1, 'amount', '10.505');
    const asked = calls.length;
    expect(await form.save()).toBe(false);
    expect(form).toMatchObject({ saveError: 'invalidRewardsSettings', badField: 'wheel.1.amount' });
    expect(calls).toHaveLength(asked);
    form.setSegment(1, 'amount', '10');
    form.set('timeZone', 'Mars/Olympus');
    expect(await form.save()).toBe(false);
    expect(calls).toHaveLength(asked + 1);
    expect(form.saveError).toBe('invalidRewardsSettings');
    expect(form.saved).toBe(false);
  });
});

describe("a site's VIP levels", () => {
  const levels = [
    { level: 1, name: 'Bronze', starting_deposit_minor: 0, starting_turnover_minor: 0 },
    { level: 2, name: 'Silver', starting_deposit_minor: 100_000, starting_turnover_minor: 500_000 },
  ];

  it('edits the table in major units and saves it whole', async () => {
    const saved = [
      ...levels,
      { level: 3, name: 'Gold', starting_deposit_minor: 500_050, starting_turnover_minor: 2_500_000 },
    ];
    const { store, calls } = await openLucky({
      'backoffice/sites/vip_levels': okAnswer('backoffice/sites/vip_levels', {
        currency: 'PHP',
        digits: 2,
        value: levels,
      }),
      'backoffice/sites/set_vip_levels': okAnswer('backoffice/sites/set_vip_levels', {
        currency: 'PHP',
        digits: 2,
        value: saved,
      }),
    });
    const vip = store.siteWork.vip;
    if (!vip) throw new Error('no VIP store');
    await vip.load();
    expect(vip.rows[1]).toEqual({ level: '2', name: 'Silver', deposit: '1000.00', turnover: '5000.00' });
    vip.addLevel();
    vip.set(2, 'name', ' Gold ');
    vip.set(2, 'deposit', '5,000.50');
    vip.set(2, 'turnover', '25000');
    expect(await vip.save()).toBe(true);
    expect(calls.at(-1)?.body).toEqual({ site_id: 7, levels: saved });
    expect(vip.saved).toBe(true);
    expect(vip.rows).toHaveLength(3);
  });

  it('names a threshold that is not an amount before asking, and shows the platform’s refusal', async () => {
    const { store, calls } = await openLucky({
      'backoffice/sites/vip_levels': okAnswer('backoffice/sites/vip_levels', {
        currency: 'PHP',
        digits: 2,
        value: levels,
      }),
      'backoffice/sites/set_vip_levels': refused('invalidVipLevels'),
    });
    const vip = store.siteWork.vip;
    if (!vip) throw new Error('no VIP store');
    await vip.load();
    vip.set(1, 'deposit', 'lots');
    const asked = calls.length;
    expect(await vip.save()).toBe(false);
    expect(vip).toMatchObject({ saveError: 'invalidVipLevels', badField: '1.deposit' });
    expect(calls).toHaveLength(asked);
    vip.set(1, 'deposit', '0');
    vip.set(1, 'turnover', '0');
    expect(await vip.save()).toBe(false);
    expect(calls).toHaveLength(asked + 1);
    expect(vip.saveError).toBe('invalidVipLevels');
    expect(vip.rows[1]?.deposit).toBe('0');
  });
});
