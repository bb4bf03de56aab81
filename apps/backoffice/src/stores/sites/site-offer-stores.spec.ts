import { fakeApi, okAnswer } from '@wl/testing';
import { refused, site } from '../../testing/fixtures';
import { BackofficeStore } from '../root-store';

const LUCKY = site({ site_id: 7, key: 'lucky', name: 'Lucky Bay', hosts: ['lucky.test'], currency: 'PHP' });

const mission = (id: number, fields: object = {}) => ({
  id,
  position: id,
  status: true,
  code: `m${id}`,
  period: 'daily',
  kind: 'wager',
  target: 123_450,
  category: null,
  reward_kind: 'cash',
  reward_amount: 2_500,
  ...fields,
});

const promotion = (id: number, fields: object = {}) => ({
  id,
  position: id,
  status: true,
  code: `p${id}`,
  kind: 'deposit_bonus',
  title: 'Welcome',
  terms: 'Plain terms',
  bonus_percent: 100,
  max_bonus_minor: 500_000,
  min_deposit_minor: 10_050,
  wagering_multiplier: 5.5,
  free_spins: null,
  valid_days: 7,
  starts_at: null,
  ends_at: null,
  ...fields,
});

type Reply = object | ((body: Record<string, unknown>) => object);

async function openLucky(answers: Record<string, Reply>) {
  const replies: Record<string, Reply> = {
    'backoffice/sites/list': okAnswer('backoffice/sites/list', { value: [LUCKY] }),
    ...answers,
  };
  const fake = fakeApi((path, body) => {
    const reply = replies[path.replace(/^\//, '')];
    return typeof reply === 'function' ? reply(body) : reply;
  });
  const store = new BackofficeStore(fake.api);
  await store.siteWork.openSite('lucky');
  return { store, calls: fake.calls };
}

const listed = <V>(value: V[]) => ({ currency: 'PHP', digits: 2, value });

describe("a site's missions", () => {
  it('adds a mission typed in pesos and sends minor units; offers no delete', async () => {
    const { store, calls } = await openLucky({
      'backoffice/sites/missions': okAnswer('backoffice/sites/missions', listed([])),
      'backoffice/sites/save_mission': okAnswer('backoffice/sites/save_mission', {
        id: 3,
        ...listed([mission(3, { target: 50_000, reward_kind: 'tokens', reward_amount: 5 })]),
      }),
    });
    const missions = store.siteWork.missions;
    if (!missions) throw new Error('no missions store');
    await missions.load();
    expect(missions.deletable).toBe(false);
    missions.add();
    missions.set('code', 'daily-wager');
    missions.set('target', '500');
    missions.set('reward_amount', '5');
    expect(await missions.save()).toBe(true);
    expect(calls.at(-1)).toEqual({
      path: 'backoffice/sites/save_mission',
      body: {
        site_id: 7,
        status: true,
        code: 'daily-wager',
        period: 'daily',
        kind: 'wager',
        target: 50_000,
        category: null,
        reward_kind: 'tokens',
        reward_amount: 5,
      },
    });
    expect(missions.entries.map((e) => e.id)).toEqual([3]);
    expect(missions.done).toBe('siteWork.contentAdded');
  });

  it('edits one in major units, refuses a bad amount without a call, switches one off as it is', async () => {
    const { store, calls } = await openLucky({
      'backoffice/sites/missions': okAnswer('backoffice/sites/missions', listed([mission(1)])),
      'backoffice/sites/save_mission': (body) =>
        body['target'] === 1
          ? refused('invalidMission')
          : okAnswer('backoffice/sites/save_mission', { id: 1, ...listed([mission(1, { status: false })]) }),
    });
    const missions = store.siteWork.missions;
    if (!missions) throw new Error('no missions store');
    await missions.load();
    missions.edit(1);
    expect(missions.draft).toMatchObject({ target: '1234.5', reward_kind: 'cash', reward_amount: '25' });
    const sent = calls.length;
    missions.set('target', '12.345');
    expect(await missions.save()).toBe(false);
    expect(missions.saveError).toBe('invalidMissionTarget');
    missions.set('target', '10');
    missions.set('reward_amount', 'ten');
    expect(await missions.save()).toBe(false);
    expect(missions.saveError).toBe('invalidMissionReward');
    expect(calls).toHaveLength(sent);

    // The platform's own refusal keeps the form open and the list as it was.
    missions.set('kind', 'distinct_games');
    missions.set('target', '1');
    missions.set('reward_amount', '25');
    expect(await missions.save()).toBe(false);
    expect(missions.saveError).toBe('invalidMission');
    expect(missions.editing).toBe(1);

    missions.cancel();
    expect(await missions.setShown(1, false)).toBe(true);
    expect(calls.at(-1)?.body).toEqual({
      site_id: 7,
      id: 1,
      status: false,
      code: 'm1',
      period: 'daily',
      kind: 'wager',
      target: 123_450,
      category: null,
      reward_kind: 'cash',
      reward_amount: 2_500,
    });
    expect(missions.entries[0]?.status).toBe(false);
  });
});

describe("a site's promotions", () => {
  it('adds a deposit bonus with amounts typed in pesos, and a free-spin offer with its own terms', async () => {
    const { store, calls } = await openLucky({
      'backoffice/sites/promotions': okAnswer('backoffice/sites/promotions', listed([])),
      'backoffice/sites/save_promotion': okAnswer('backoffice/sites/save_promotion', {
        id: 1,
        ...listed([promotion(1)]),
      }),
    });
    const promotions = store.siteWork.promotions;
    if (!promotions) throw new Error('no promotions store');
    await promotions.load();
    promotions.add();
    for (const [field, value] of [
      ['code', 'welcome'],
      ['title', '<b>Welcome</b>'],
      ['terms', 'Deposit <script>x</script>'],
      ['bonus_percent', '100'],
      ['max_bonus', '5,000'],
      ['min_deposit', '100.5'],
      ['wagering', '5.5'],
    ] as const) {
      promotions.set(field, value);
    }
    expect(await promotions.save()).toBe(true);
    expect(calls.at(-1)?.body).toEqual({
      site_id: 7,
      status: true,
      code: 'welcome',
      kind: 'deposit_bonus',
      title: '<b>Welcome</b>',
      terms: 'Deposit <script>x</script>',
      bonus_percent: 100,
      max_bonus_minor: 500_000,
      min_deposit_minor: 10_050,
      wagering_multiplier: 5.5,
      valid_days: 7,
      starts_at: null,
      ends_at: null,
    });

    promotions.add();
    promotions.set('code', 'spins');
    promotions.set('kind', 'free_spins');
    promotions.set('title', 'Spins');
    promotions.set('terms', 'Ten spins');
    promotions.set('free_spin_rounds', '10');
    promotions.set('free_spin_provider', 'JILI');
    promotions.set('free_spin_game', 'JL-FORTUNE');
    promotions.set('free_spin_bet', '0.5');
    expect(await promotions.save()).toBe(true);
    expect(calls.at(-1)?.body).toMatchObject({
      kind: 'free_spins',
      free_spin_rounds: 10,
      free_spin_provider: 'JILI',
      free_spin_game: 'JL-FORTUNE',
      free_spin_bet_minor: 50,
    });
    expect(calls.at(-1)?.body).not.toHaveProperty('bonus_percent');
  });

  it('edits one as typed back in major units, and names a bad field without a call', async () => {
    const { store, calls } = await openLucky({
      'backoffice/sites/promotions': okAnswer('backoffice/sites/promotions', listed([promotion(1)])),
    });
    const promotions = store.siteWork.promotions;
    if (!promotions) throw new Error('no promotions store');
    await promotions.load();
    promotions.edit(1);
    expect(promotions.draft).toMatchObject({
      max_bonus: '5000',
      min_deposit: '100.5',
      wagering: '5.5',
      valid_days: '7',
      starts_at: '',
    });
    const sent = calls.length;
    for (const [field, value, error] of [
      ['max_bonus', '-5', 'invalidPromotionAmount'],
      ['bonus_percent', '10.5', 'invalidPromotionPercent'],
      ['wagering', '1.234', 'invalidPromotionWagering'],
      ['valid_days', '0', 'invalidPromotionDays'],
    ] as const) {
      promotions.edit(1);
      promotions.set(field, value);
      expect(await promotions.save()).toBe(false);
      expect(promotions.saveError).toBe(error);
    }
    promotions.edit(1);
    promotions.set('starts_at', '2030-02-01T10:00');
    promotions.set('ends_at', '2030-01-01T10:00');
    expect(await promotions.save()).toBe(false);
    expect(promotions.saveError).toBe('invalidPromotionDates');
    expect(calls).toHaveLength(sent);
  });
});
