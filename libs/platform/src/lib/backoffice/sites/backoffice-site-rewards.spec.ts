import {
  DEFAULT_REWARDS_SETTINGS,
  readRewardsSettings,
  type RewardsSettings,
} from '../../rewards/rewards-settings';
import { startBackofficeKit, type AuditEntryRow, type BackofficeKit } from '../testing/backoffice-test-kit';

jest.setTimeout(120_000);

interface Envelope {
  statusCode: number;
  message: string;
  details?: string;
}

interface VipRow {
  level: number;
  name: string;
  starting_deposit_minor: number;
  starting_turnover_minor: number;
}

type RewardsAnswer = Envelope & { currency: string; digits: number; settings: RewardsSettings };
type VipAnswer = Envelope & { currency: string; digits: number; value: VipRow[] };

const LEVELS: VipRow[] = [
  { level: 1, name: 'Bronze', starting_deposit_minor: 0, starting_turnover_minor: 0 },
  { level: 2, name: 'Silver', starting_deposit_minor: 100_000, starting_turnover_minor: 500_000 },
  { level: 3, name: 'Gold', starting_deposit_minor: 500_000, starting_turnover_minor: 2_500_000 },
];

describe("the back office edits a site's rewards settings and VIP levels", () => {
  let kit: BackofficeKit;
  let manager: string;
  let signals = 0;

  /** The audit entries of changes (reads are audited too) since the count of entries given. */
  const since = async (count: number): Promise<AuditEntryRow[]> =>
    (await kit.auditEntries()).slice(count).filter((entry) => entry.action.startsWith('sites/set_'));
  const call = async <T>(path: string, body: object, session: string) =>
    (await kit.staffCall(path, body, { session })).json<T>();
  const stored = () => readRewardsSettings(kit.platform.database.db, kit.siteA.id);
  const shownVip = async (host = 'alpha.test') =>
    (await kit.call('/auth/vip_before_login', { domain_name: host }, { host })).json<{
      value: { vip_name: string }[];
    }>().value;

  beforeAll(async () => {
    kit = await startBackofficeKit();
    kit.platform.sites.watchChanges(() => {
      signals += 1;
    });
    manager = await kit.signIn(
      await kit.addStaff('rewards-manager@sites.example.com', 'siteManager', [kit.siteA.id]),
    );
  });

  afterAll(() => kit.close());

  it('reads the settings (defaults until changed) and replaces them whole, audited, with the signal', async () => {
    const read = await call<RewardsAnswer>('sites/rewards', { site_id: kit.siteA.id }, manager);
    expect(read).toMatchObject({ statusCode: 1, settings: DEFAULT_REWARDS_SETTINGS });
    expect(read.digits).toBeGreaterThanOrEqual(0);
    const before = (await kit.auditEntries()).length;
    const signalsBefore = signals;
    const next: RewardsSettings = {
      ...read.settings,
      time_zone: 'Asia/Manila',
      wheel: [
        { prize: { kind: 'cash', amount_minor: 2_500 }, weight: 3, colour: '#112233' },
        { prize: { kind: 'nothing' }, weight: 1, colour: '#445566' },
      ],
      leaderboard: {
        metric: 'multiplier',
        prizes: [
          { rank: 1, prize: { kind: 'tokens', amount: 900 } },
          { rank: 2, prize: { kind: 'nothing' } },
        ],
      },
    };
    const saved = await call<RewardsAnswer>(
      'sites/set_rewards',
      { site_id: kit.siteA.id, settings: next },
      manager,
    );
    expect(saved).toMatchObject({ statusCode: 1, settings: next });
    expect(await stored()).toEqual(next);
    expect(signals).toBe(signalsBefore + 1);
    expect(await since(before)).toEqual([
      expect.objectContaining({
        action: 'sites/set_rewards',
        outcome: 'ok',
        targetKind: 'rewardsSettings',
        siteId: kit.siteA.id,
        before: DEFAULT_REWARDS_SETTINGS,
        after: next,
      }),
    ]);
  });

  it('refuses bad settings with invalidRewardsSettings, naming the field, and changes nothing', async () => {
    const current = await stored();
    const before = (await kit.auditEntries()).length;
    const bad: [Partial<RewardsSettings> | Record<string, unknown>, string][] = [
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ wheel: [{ ...current.wheel[0], weight: -1 }, current.wheel[1]] }, 'wheel.0.weight'],
      [{ wheel: current.wheel.map((segment) => ({ ...segment, weight: 0 })) }, 'wheel.0.weight'],
      [{ wheel: [current.wheel[0]] }, 'wheel'],
      [{ wheel: [{ ...current.wheel[0], colour: 'red' }, current.wheel[1]] }, 'wheel.0.colour'],
      [
        {
          leaderboard: {
            metric: 'wagered',
            prizes: [
              { rank: 1, prize: { kind: 'tokens', amount: 5 } },
              { rank: 1, prize: { kind: 'tokens', amount: 9 } },
            ],
          },
        },
        'leaderboard.prizes',
      ],
      [{ dice: { ...current.dice, min_stake: 500, max_stake: 10 } }, 'dice'],
      [{ tokens_per_wager: { tokens: 1, per_minor: 0 } }, 'tokens_per_wager.per_minor'],
      [{ spin_cost: 0 }, 'spin_cost'],
    ];
    for (const [change, field] of bad) {
      const answer = await call<Envelope>(
        'sites/set_rewards',
        { site_id: kit.siteA.id, settings: { ...current, ...change } },
        manager,
      );
      expect(answer).toMatchObject({ statusCode: 0, message: 'invalidRewardsSettings' });
      expect(answer.details?.startsWith(`${field}:`)).toBe(true);
    }
    expect(await stored()).toEqual(current);
    const refusals = await since(before);
    expect(refusals).toHaveLength(bad.length);
    expect(refusals.every((entry) => entry.outcome === 'refused' && entry.after === null)).toBe(true);
  });

  it('reads and replaces the VIP levels; the VIP page shows the new names at once', async () => {
    const before = (await kit.auditEntries()).length;
    const signalsBefore = signals;
    const saved = await call<VipAnswer>(
      'sites/set_vip_levels',
      { site_id: kit.siteA.id, levels: LEVELS },
      manager,
    );
    expect(saved).toMatchObject({ statusCode: 1, value: LEVELS });
    const renamed = LEVELS.map((level) => (level.level === 2 ? { ...level, name: '  Silver Star ' } : level));
    const again = await call<VipAnswer>(
      'sites/set_vip_levels',
      { site_id: kit.siteA.id, levels: renamed },
      manager,
    );
    expect(again.value.map((level) => level.name)).toEqual(['Bronze', 'Silver Star', 'Gold']);
    expect(await call<VipAnswer>('sites/vip_levels', { site_id: kit.siteA.id }, manager)).toMatchObject({
      statusCode: 1,
      value: again.value,
    });
    expect((await shownVip()).map((level) => level.vip_name)).toEqual(['Bronze', 'Silver Star', 'Gold']);
    expect(signals).toBe(signalsBefore + 2);
    const entries = await since(before);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: 'sites/set_vip_levels',
      outcome: 'ok',
      targetKind: 'vipLevels',
      siteId: kit.siteA.id,
      before: { levels: LEVELS },
      after: { levels: again.value },
    });
  });

  it('refuses VIP levels that do not climb with invalidVipLevels, and changes nothing', async () => {
    const current = (await call<VipAnswer>('sites/vip_levels', { site_id: kit.siteA.id }, manager)).value;
    const before = (await kit.auditEntries()).length;
    const [first, second, third] = current as [VipRow, VipRow, VipRow];
    const bad: VipRow[][] = [
      [],
      [{ ...first, starting_deposit_minor: 1 }, second, third],
      [first, { ...second, level: 1 }, third],
      [first, { ...second, starting_turnover_minor: -5 }, third],
      [first, second, { ...third, starting_deposit_minor: 10 }],
      [first, { ...second, starting_deposit_minor: 0, starting_turnover_minor: 0 }, third],
      [first, { ...second, name: '   ' }, third],
    ];
    for (const levels of bad) {
      expect(await call('sites/set_vip_levels', { site_id: kit.siteA.id, levels }, manager)).toMatchObject({
        statusCode: 0,
        message: 'invalidVipLevels',
      });
    }
    expect((await call<VipAnswer>('sites/vip_levels', { site_id: kit.siteA.id }, manager)).value).toEqual(
      current,
    );
    const refusals = await since(before);
    expect(refusals).toHaveLength(bad.length);
    expect(refusals.every((entry) => entry.outcome === 'refused')).toBe(true);
  });

  it('lets a viewer read but not write; support and finance neither; nothing changes', async () => {
    const settings = await stored();
    const levels = (await call<VipAnswer>('sites/vip_levels', { site_id: kit.siteA.id }, manager)).value;
    const sessions: Record<string, string> = {};
    for (const role of ['viewer', 'support', 'finance'] as const) {
      sessions[role] = await kit.signIn(
        await kit.addStaff(`${role}-rewards@sites.example.com`, role, [kit.siteA.id]),
      );
    }
    const viewer = sessions['viewer'] ?? '';
    expect(await call<RewardsAnswer>('sites/rewards', { site_id: kit.siteA.id }, viewer)).toMatchObject({
      statusCode: 1,
      settings,
    });
    expect(await call<VipAnswer>('sites/vip_levels', { site_id: kit.siteA.id }, viewer)).toMatchObject({
      statusCode: 1,
      value: levels,
    });
    const changedLevels = levels.map((level) => ({ ...level, name: `${level.name} X` }));
    const changedSettings = { ...settings, spin_cost: settings.spin_cost + 1 };
    for (const [role, session] of Object.entries(sessions)) {
      const writes: [string, object][] = [
        ['sites/set_rewards', { site_id: kit.siteA.id, settings: changedSettings }],
        ['sites/set_vip_levels', { site_id: kit.siteA.id, levels: changedLevels }],
      ];
      if (role !== 'viewer') {
        writes.push(
          ['sites/rewards', { site_id: kit.siteA.id }],
          ['sites/vip_levels', { site_id: kit.siteA.id }],
        );
      }
      for (const [path, body] of writes) {
        expect(await call(path, body, session)).toEqual({ statusCode: 0, message: 'staffForbidden' });
      }
    }
    expect(await stored()).toEqual(settings);
    expect((await call<VipAnswer>('sites/vip_levels', { site_id: kit.siteA.id }, manager)).value).toEqual(
      levels,
    );
  });

  it("keeps a site manager to their own sites: another site's staff get staffSiteForbidden", async () => {
    const betaManager = await kit.signIn(
      await kit.addStaff('beta-rewards@sites.example.com', 'siteManager', [kit.siteB.id]),
    );
    const settings = await stored();
    for (const [path, body] of [
      ['sites/rewards', { site_id: kit.siteA.id }],
      ['sites/set_rewards', { site_id: kit.siteA.id, settings: { ...settings, spin_cost: 99 } }],
      ['sites/vip_levels', { site_id: kit.siteA.id }],
      ['sites/set_vip_levels', { site_id: kit.siteA.id, levels: LEVELS }],
    ] as const) {
      expect(await call(path, body, betaManager)).toEqual({ statusCode: 0, message: 'staffSiteForbidden' });
    }
    expect(await stored()).toEqual(settings);
    expect((await shownVip()).map((level) => level.vip_name)).toEqual(['Bronze', 'Silver Star', 'Gold']);
  });
});
