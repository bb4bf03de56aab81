import { businessSnapshot } from '../../players/testing/db-snapshot';
import { signUp } from '../../players/testing/player-test-kit';
import { startMoneyKit, type Answer, type MoneyKit } from './testing/money-test-kit';

jest.setTimeout(180_000);

interface Method {
  code: string;
  deposits: boolean;
  payouts: boolean;
  min_minor: number;
  max_minor: number;
}

interface Settings {
  site_key: string;
  currency: string;
  digits: number;
  methods: Method[];
  rules: { max_pending_withdrawals: number; max_withdrawals_per_day: number; wagering_percent: number };
}

describe("the back office: a site's payment methods and limits", () => {
  let kit: MoneyKit;
  let owner: string;
  let financeA: string;
  let financeB: string;
  let managerA: string;
  let viewerA: string;
  let supportA: string;

  const read = async (session: string, siteId = kit.siteA.id) => {
    const answer = await kit.staff('money/payment_settings', session, { site_id: siteId });
    expect(answer.statusCode).toBe(1);
    return answer['settings'] as Settings;
  };
  const save = (session: string, body: object) =>
    kit.staff('money/set_payment_settings', session, { site_id: kit.siteA.id, ...body });
  const unchanged = async (run: () => Promise<Answer>, message: string) => {
    const db = kit.platform.database.db;
    const before = [await businessSnapshot(db), await read(owner)];
    const answer = await run();
    expect(answer.statusCode).not.toBe(1);
    expect(answer.message).toBe(message);
    expect([await businessSnapshot(db), await read(owner)]).toEqual(before);
  };
  const bank = (fields: Partial<Method> = {}): Method => ({
    code: 'bank',
    deposits: true,
    payouts: true,
    min_minor: 1_000,
    max_minor: 50_000_000,
    ...fields,
  });

  beforeAll(async () => {
    kit = await startMoneyKit();
    const signed = async (email: string, role: Parameters<MoneyKit['addStaff']>[1], sites: number[]) =>
      kit.signIn(await kit.addStaff(email, role, sites));
    owner = await signed('owner@pay.test', 'owner', []);
    financeA = await signed('fin-a@pay.test', 'finance', [kit.siteA.id]);
    financeB = await signed('fin-b@pay.test', 'finance', [kit.siteB.id]);
    managerA = await signed('manager-a@pay.test', 'siteManager', [kit.siteA.id]);
    viewerA = await signed('viewer-a@pay.test', 'viewer', [kit.siteA.id]);
    supportA = await signed('support-a@pay.test', 'support', [kit.siteA.id]);
  });
  afterAll(() => kit.close());

  it('shows every role of the site its methods with limits and its withdrawal rules', async () => {
    for (const session of [owner, financeA, managerA, viewerA, supportA]) {
      expect(await read(session)).toMatchObject({
        site_key: 'alpha',
        currency: 'PHP',
        digits: 2,
        methods: [bank()],
        rules: { max_pending_withdrawals: 10, wagering_percent: 0 },
      });
    }
    expect(await kit.staff('money/payment_settings', financeB, { site_id: kit.siteA.id })).toMatchObject({
      message: 'staffSiteForbidden',
    });
  });

  it("saves limits and switches, audited before and after, and the player's cashier follows at once", async () => {
    const saved = await save(financeA, {
      methods: [bank({ payouts: false, min_minor: 50_000, max_minor: 2_000_000 })],
      rules: { max_pending_withdrawals: 2, max_withdrawals_per_day: 4, wagering_percent: 150 },
    });
    expect(saved).toMatchObject({
      statusCode: 1,
      settings: {
        methods: [bank({ payouts: false, min_minor: 50_000, max_minor: 2_000_000 })],
        rules: { max_pending_withdrawals: 2, max_withdrawals_per_day: 4, wagering_percent: 150 },
      },
    });
    const session = await signUp(kit, 'pay01');
    const methods = (
      await kit.call('/cashier/methods', { account_id: session.account_id, auth: session.auth })
    ).json<{ methods: Array<{ code: string; payouts: boolean; min_amount: number; max_amount: number }> }>();
    expect(methods.methods.find((m) => m.code === 'bank')).toMatchObject({
      payouts: false,
      min_amount: 500,
      max_amount: 20_000,
    });

    const [entry] = (await kit.auditEntries()).filter(
      (e) => e.action === 'money/set_payment_settings' && e.outcome === 'ok',
    );
    expect(entry).toMatchObject({
      siteId: kit.siteA.id,
      before: {
        methods: [{ code: 'bank', payouts: true, min_minor: 1_000 }],
        rules: { wagering_percent: 0 },
      },
      after: {
        methods: [{ code: 'bank', payouts: false, min_minor: 50_000 }],
        rules: { wagering_percent: 150 },
      },
    });
  });

  it('refuses other roles, another site, and bad input, changing nothing', async () => {
    const good = { methods: [bank()] };
    await unchanged(() => save(managerA, good), 'staffForbidden');
    await unchanged(() => save(viewerA, good), 'staffForbidden');
    await unchanged(() => save(supportA, good), 'staffForbidden');
    await unchanged(() => save(financeB, good), 'staffSiteForbidden');
    await unchanged(
      () => save(financeA, { methods: [bank({ min_minor: 9_000, max_minor: 8_000 })] }),
      'invalidPaymentSettings',
    );
    await unchanged(() => save(financeA, { methods: [bank({ code: 'gcash' })] }), 'invalidPaymentSettings');
    await unchanged(() => save(financeA, { methods: [bank(), bank()] }), 'invalidPaymentSettings');
    await unchanged(() => save(financeA, { methods: [bank({ min_minor: 0 })] }), 'invalidRequest');
    await unchanged(
      () =>
        save(financeA, {
          rules: { max_pending_withdrawals: 0, max_withdrawals_per_day: 1, wagering_percent: 0 },
        }),
      'invalidRequest',
    );
  });
});
