import { startRewardsKit, type RewardsKit } from '../../rewards/missions/testing/rewards-test-kit';
import { withBackoffice, type AuditEntryRow, type BackofficeKit } from '../testing/backoffice-test-kit';

jest.setTimeout(180_000);

interface Envelope {
  statusCode: number;
  message: string;
}

interface MissionRow {
  id: number;
  position: number;
  status: boolean;
  code: string;
  period: string;
  kind: string;
  target: number;
  category: string | null;
  reward_kind: string;
  reward_amount: number;
}

interface PromotionRow {
  id: number;
  status: boolean;
  code: string;
  title: string;
  terms: string;
  bonus_percent: number;
  max_bonus_minor: number;
  min_deposit_minor: number;
  wagering_multiplier: number;
  valid_days: number;
  starts_at: string | null;
  ends_at: string | null;
}

type Listed<R> = Envelope & { currency: string; digits: number; value: R[] };
type Saved<R> = Listed<R> & { id: number };

interface PlayerMission {
  mission_id: number;
  target: number;
  progress: number;
  completed: boolean;
  claimed: boolean;
  reward: { kind: string; amount: number };
}

const wager = (fields: Partial<MissionRow> = {}) => ({
  status: true,
  code: 'daily-wager',
  period: 'daily',
  kind: 'wager',
  target: 10_000,
  category: null,
  reward_kind: 'tokens',
  reward_amount: 5,
  ...fields,
});

const bonus = (fields: Record<string, unknown> = {}) => ({
  status: true,
  code: 'welcome',
  kind: 'deposit_bonus',
  title: '<b>Welcome</b> 100%',
  terms: 'Deposit at least ₱100. <script>alert(1)</script>',
  bonus_percent: 100,
  max_bonus_minor: 500_000,
  min_deposit_minor: 10_000,
  wagering_multiplier: 5,
  valid_days: 7,
  starts_at: null,
  ends_at: null,
  ...fields,
});

describe("the back office edits a site's missions and promotions", () => {
  let kit: BackofficeKit & RewardsKit;
  let manager: string;
  let signals = 0;

  const since = async (count: number): Promise<AuditEntryRow[]> => (await kit.auditEntries()).slice(count);
  const call = async <T>(path: string, body: object, session: string) =>
    (await kit.staffCall(path, body, { session })).json<T>();
  const missionsOf = (session = manager) =>
    call<Listed<MissionRow>>('sites/missions', { site_id: kit.siteA.id }, session);
  const promotionsOf = (session = manager) =>
    call<Listed<PromotionRow>>('sites/promotions', { site_id: kit.siteA.id }, session);

  beforeAll(async () => {
    kit = withBackoffice(await startRewardsKit());
    kit.platform.sites.watchChanges(() => {
      signals += 1;
    });
    manager = await kit.signIn(
      await kit.addStaff('offers-manager@sites.example.com', 'siteManager', [kit.siteA.id]),
    );
  });

  afterAll(() => kit.close());

  it('adds a mission players see at once, in minor units of the site currency, audited', async () => {
    const before = (await kit.auditEntries()).length;
    const signalsBefore = signals;
    const added = await call<Saved<MissionRow>>(
      'sites/save_mission',
      { site_id: kit.siteA.id, ...wager() },
      manager,
    );
    expect(added).toMatchObject({ statusCode: 1, currency: 'PHP', digits: 2 });
    expect(added.value).toEqual([{ id: added.id, position: 0, ...wager() }]);
    expect(signals).toBeGreaterThan(signalsBefore);

    const player = await kit.player('offer01');
    const shown = (await kit.request(player, '/mission/list'))['missions'] as PlayerMission[];
    // The player's list is in major units: 10 000 minor units of PHP are ₱100.
    expect(shown).toEqual([
      expect.objectContaining({ mission_id: added.id, target: 100, progress: 0, completed: false }),
    ]);
    expect(await since(before)).toEqual([
      expect.objectContaining({
        action: 'sites/save_mission',
        outcome: 'ok',
        targetKind: 'mission',
        targetId: String(added.id),
        siteId: kit.siteA.id,
        before: null,
        after: {
          code: 'daily-wager',
          period: 'daily',
          kind: 'wager',
          target: 10_000,
          category: null,
          rewardKind: 'tokens',
          rewardAmount: 5,
          position: 0,
          active: true,
        },
      }),
    ]);
  });

  it("keeps players' progress and claims when a live mission changes; a new target applies to the period under way", async () => {
    const { value } = await missionsOf();
    const mission = value.find((m) => m.code === 'daily-wager');
    if (!mission) throw new Error('no daily-wager mission');
    const player = await kit.player('offer02', { creditMinor: 100_000 });
    const other = await kit.player('offer03', { creditMinor: 100_000 });
    await kit.bet(player, 6_000);
    await kit.bet(other, 6_000);
    const progressOf = async (who: typeof player) =>
      ((await kit.request(who, '/mission/list'))['missions'] as PlayerMission[]).find(
        (m) => m.mission_id === mission.id,
      );
    expect(await progressOf(player)).toMatchObject({ target: 100, progress: 60, completed: false });

    // Lowered to ₱50: the ₱60 wagered today already completes it (shown capped at the target), and it can
    // be claimed.
    const before = (await kit.auditEntries()).length;
    const lowered = await call<Saved<MissionRow>>(
      'sites/save_mission',
      { site_id: kit.siteA.id, id: mission.id, ...wager({ target: 5_000 }) },
      manager,
    );
    expect(lowered).toMatchObject({ statusCode: 1, id: mission.id });
    expect(await progressOf(player)).toMatchObject({ target: 50, progress: 50, completed: true });
    expect(await kit.request(player, '/mission/claim', { mission_id: mission.id })).toMatchObject({
      statusCode: 1,
      reward: { kind: 'tokens', amount: 5 },
    });

    // Raised again with a bigger reward: same mission, so the claim stands (no second reward this
    // period); the other player's progress is kept and now falls short of the new target.
    await call<Saved<MissionRow>>(
      'sites/save_mission',
      { site_id: kit.siteA.id, id: mission.id, ...wager({ target: 10_000, reward_amount: 9 }) },
      manager,
    );
    expect(await progressOf(player)).toMatchObject({ target: 100, progress: 60, claimed: true });
    // No second reward: below the new target the claim is refused before its period's claim is looked at.
    expect(await kit.request(player, '/mission/claim', { mission_id: mission.id })).toMatchObject({
      statusCode: 0,
      message: 'missionIncomplete',
    });
    expect(await progressOf(other)).toMatchObject({
      target: 100,
      progress: 60,
      completed: false,
      claimed: false,
      reward: { kind: 'tokens', amount: 9 },
    });
    expect(await kit.request(other, '/mission/claim', { mission_id: mission.id })).toMatchObject({
      statusCode: 0,
      message: 'missionIncomplete',
    });
    expect(await since(before)).toEqual([
      expect.objectContaining({
        action: 'sites/save_mission',
        targetId: String(mission.id),
        before: expect.objectContaining({ target: 10_000 }),
        after: expect.objectContaining({ target: 5_000 }),
      }),
      expect.objectContaining({
        action: 'sites/save_mission',
        before: expect.objectContaining({ target: 5_000, rewardAmount: 5 }),
        after: expect.objectContaining({ target: 10_000, rewardAmount: 9 }),
      }),
    ]);
  });

  it('switches a mission off (players stop seeing it, the back office keeps it) and on again', async () => {
    const { value } = await missionsOf();
    const mission = value.find((m) => m.code === 'daily-wager');
    if (!mission) throw new Error('no daily-wager mission');
    const player = await kit.player('offer04');
    const off = await call<Saved<MissionRow>>(
      'sites/save_mission',
      {
        site_id: kit.siteA.id,
        id: mission.id,
        ...wager({ target: 10_000, reward_amount: 9, status: false }),
      },
      manager,
    );
    expect(off.value).toEqual([expect.objectContaining({ id: mission.id, status: false })]);
    expect((await kit.request(player, '/mission/list'))['missions']).toEqual([]);
    await call('sites/save_mission', { site_id: kit.siteA.id, id: mission.id, ...wager() }, manager);
    expect((await kit.request(player, '/mission/list'))['missions']).toEqual([
      expect.objectContaining({ mission_id: mission.id }),
    ]);
  });

  it('refuses a bad mission with invalidMission, changing nothing', async () => {
    const listed = await missionsOf();
    const id = listed.value[0]?.id ?? 0;
    const before = (await kit.auditEntries()).length;
    for (const body of [
      wager({ code: 'Bad Code!' }),
      wager({ code: 'deposit-live', kind: 'deposit', category: 'livecasino' }),
      wager({ code: 'login', kind: 'login_days', target: 9 }),
      wager({ code: 'zero', target: 0 }),
      wager({ code: 'half', target: 10.5 }),
      wager({ code: 'fortnight', period: 'monthly' }),
      wager({ code: 'gift', reward_kind: 'gift' }),
      // The code of a mission already there, for a new one; and a changed code for an edit.
      wager(),
      { ...wager({ code: 'renamed' }), id },
      { ...wager(), id: 999_999 },
    ]) {
      expect(await call('sites/save_mission', { site_id: kit.siteA.id, ...body }, manager)).toMatchObject({
        statusCode: 0,
        message: 'invalidMission',
      });
    }
    const refusals = await since(before);
    expect(await missionsOf()).toEqual(listed);
    expect(refusals).toHaveLength(10);
    expect(refusals.every((entry) => entry.outcome === 'refused')).toBe(true);
  });

  it('adds, edits and switches off a promotion: terms in minor units, text kept as text, the site shows it', async () => {
    const before = (await kit.auditEntries()).length;
    const added = await call<Saved<PromotionRow>>(
      'sites/save_promotion',
      { site_id: kit.siteA.id, ...bonus() },
      manager,
    );
    expect(added).toMatchObject({ statusCode: 1, currency: 'PHP', digits: 2 });
    expect(added.value).toEqual([
      expect.objectContaining({
        id: added.id,
        status: true,
        title: '<b>Welcome</b> 100%',
        terms: 'Deposit at least ₱100. <script>alert(1)</script>',
        max_bonus_minor: 500_000,
        min_deposit_minor: 10_000,
        wagering_multiplier: 5,
      }),
    ]);
    const player = await kit.player('offer05');
    const offered = async () => (await kit.request(player, '/promotion/list'))['promotions'];
    // Plain text as written (the site escapes it), amounts in major units.
    expect(await offered()).toEqual([
      expect.objectContaining({
        id: added.id,
        title: '<b>Welcome</b> 100%',
        terms: 'Deposit at least ₱100. <script>alert(1)</script>',
        bonus_percent: 100,
        max_bonus: 5_000,
        min_deposit: 100,
        wagering_multiplier: 5,
        valid_days: 7,
      }),
    ]);

    await call<Saved<PromotionRow>>(
      'sites/save_promotion',
      {
        site_id: kit.siteA.id,
        id: added.id,
        ...bonus({ title: 'Welcome 50%', bonus_percent: 50, ends_at: '2030-01-01T00:00:00Z' }),
      },
      manager,
    );
    expect(await offered()).toEqual([
      expect.objectContaining({
        title: 'Welcome 50%',
        bonus_percent: 50,
        ends_at: '2030-01-01T00:00:00.000Z',
      }),
    ]);
    const off = await call<Saved<PromotionRow>>(
      'sites/save_promotion',
      { site_id: kit.siteA.id, id: added.id, ...bonus({ status: false }) },
      manager,
    );
    expect(off.value).toEqual([expect.objectContaining({ id: added.id, status: false })]);
    expect(await offered()).toEqual([]);
    await call('sites/save_promotion', { site_id: kit.siteA.id, id: added.id, ...bonus() }, manager);

    expect(await since(before)).toEqual([
      expect.objectContaining({
        action: 'sites/save_promotion',
        outcome: 'ok',
        targetKind: 'promotion',
        targetId: String(added.id),
        siteId: kit.siteA.id,
        before: null,
        after: expect.objectContaining({ code: 'welcome', maxBonusMinor: 500_000, active: true }),
      }),
      expect.objectContaining({
        before: expect.objectContaining({ bonusPercent: 100, endsAt: null }),
        after: expect.objectContaining({ bonusPercent: 50, endsAt: '2030-01-01T00:00:00.000Z' }),
      }),
      expect.objectContaining({ after: expect.objectContaining({ active: false }) }),
      expect.objectContaining({ after: expect.objectContaining({ active: true }) }),
    ]);
  });

  it('refuses a bad promotion with invalidPromotion, changing nothing', async () => {
    const listed = await promotionsOf();
    const id = listed.value[0]?.id ?? 0;
    const before = (await kit.auditEntries()).length;
    for (const body of [
      bonus({ code: 'no-percent', bonus_percent: undefined }),
      bonus({ code: 'no-title', title: '   ' }),
      bonus({ code: 'long-title', title: 'x'.repeat(101) }),
      bonus({ code: 'cents', wagering_multiplier: 1.234 }),
      bonus({ code: 'no-days', valid_days: 0 }),
      bonus({ code: 'backwards', starts_at: '2030-02-01T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' }),
      bonus({ code: 'spins', kind: 'free_spins' }),
      bonus(),
      { ...bonus({ code: 'renamed' }), id },
    ]) {
      expect(await call('sites/save_promotion', { site_id: kit.siteA.id, ...body }, manager)).toMatchObject({
        statusCode: 0,
        message: 'invalidPromotion',
      });
    }
    const refusals = await since(before);
    expect(await promotionsOf()).toEqual(listed);
    expect(refusals).toHaveLength(9);
    expect(refusals.every((entry) => entry.outcome === 'refused')).toBe(true);
  });

  it('lets a viewer read but not write; refuses support and finance; changes nothing', async () => {
    const missions = await missionsOf();
    const promotions = await promotionsOf();
    const sessions: Record<string, string> = {};
    for (const role of ['viewer', 'support', 'finance'] as const) {
      sessions[role] = await kit.signIn(
        await kit.addStaff(`${role}-offers@sites.example.com`, role, [kit.siteA.id]),
      );
    }
    const viewer = sessions['viewer'] ?? '';
    expect(await missionsOf(viewer)).toEqual(missions);
    expect(await promotionsOf(viewer)).toEqual(promotions);
    for (const role of ['support', 'finance']) {
      const session = sessions[role] ?? '';
      expect(await missionsOf(session)).toEqual({ statusCode: 0, message: 'staffForbidden' });
      expect(await promotionsOf(session)).toEqual({ statusCode: 0, message: 'staffForbidden' });
    }
    const before = (await kit.auditEntries()).length;
    for (const session of Object.values(sessions)) {
      for (const [path, body] of [
        ['sites/save_mission', wager({ code: 'mine' })],
        ['sites/save_promotion', bonus({ code: 'mine' })],
      ] as const) {
        expect(await call(path, { site_id: kit.siteA.id, ...body }, session)).toEqual({
          statusCode: 0,
          message: 'staffForbidden',
        });
      }
    }
    const refusals = await since(before);
    expect(await missionsOf()).toEqual(missions);
    expect(await promotionsOf()).toEqual(promotions);
    expect(refusals).toHaveLength(6);
    expect(refusals.every((entry) => entry.outcome === 'refused')).toBe(true);
  });

  it("keeps a site manager to their own sites: another site's manager gets staffSiteForbidden", async () => {
    const betaManager = await kit.signIn(
      await kit.addStaff('beta-offers@sites.example.com', 'siteManager', [kit.siteB.id]),
    );
    const missions = await missionsOf();
    const promotions = await promotionsOf();
    for (const [path, body] of [
      ['sites/missions', {}],
      ['sites/promotions', {}],
      ['sites/save_mission', wager({ code: 'beta-on-alpha' })],
      ['sites/save_promotion', bonus({ code: 'beta-on-alpha' })],
    ] as const) {
      expect(await call(path, { site_id: kit.siteA.id, ...body }, betaManager)).toEqual({
        statusCode: 0,
        message: 'staffSiteForbidden',
      });
    }
    // On their own site, in its currency (USD).
    expect(
      await call<Saved<MissionRow>>(
        'sites/save_mission',
        { site_id: kit.siteB.id, ...wager({ code: 'beta-wager' }) },
        betaManager,
      ),
    ).toMatchObject({ statusCode: 1, currency: 'USD', digits: 2 });
    expect(await missionsOf()).toEqual(missions);
    expect(await promotionsOf()).toEqual(promotions);
  });
});
