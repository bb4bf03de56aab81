import { and, count, eq } from 'drizzle-orm';
import { cashierEvents, withdrawalApprovals, withdrawals } from '../../db/schema';
import { businessSnapshot } from '../../players/testing/db-snapshot';
import { startMoneyKit, type Answer, type MoneyKit } from './testing/money-test-kit';

jest.setTimeout(180_000);

interface Queued {
  withdrawal_id: string;
  site_key: string;
  account_id: string;
  amount_minor: number;
  currency: string;
  state: string;
  approvals: { staff_email: string }[];
  needs_second_approver: boolean;
}

describe('the back office withdrawal queue', () => {
  let kit: MoneyKit;
  let owner: string;
  let financeA: string;
  let financeA2: string;
  let financeB: string;
  let supportA: string;
  let viewerA: string;

  const payouts = (id: string) =>
    kit.psp.received.filter((r) => r.path === '/v1/payouts' && r.body['reference'] === id).length;
  const balance = async (accountId: string, siteId = kit.siteA.id) => {
    const player = await kit.platform.operator.findPlayer(
      siteId === kit.siteA.id ? 'alpha' : 'beta',
      accountId,
    );
    if (!player) throw new Error(accountId);
    return kit.platform.operator.ledger.balance(player.id);
  };
  const queue = async (session: string, body: object = {}) => {
    const answer = await kit.staff('money/withdrawals', session, body);
    expect(answer.statusCode).toBe(1);
    return answer['value'] as Queued[];
  };
  const approvalCount = async () =>
    Number((await kit.platform.database.db.select({ n: count() }).from(withdrawalApprovals))[0]?.n ?? 0);
  const unchanged = async (run: () => Promise<Answer>, message: string) => {
    const db = kit.platform.database.db;
    const [before, approvals] = [await businessSnapshot(db), await approvalCount()];
    expect(await run()).toMatchObject({ statusCode: 0, message });
    expect(await businessSnapshot(db)).toEqual(before);
    expect(await approvalCount()).toBe(approvals);
  };
  const entriesFor = async (action: string, target: string) =>
    (await kit.auditEntries()).filter((e) => e.action === action && e.targetId === target);

  beforeAll(async () => {
    kit = await startMoneyKit();
    const { siteA, siteB } = kit;
    const signed = async (email: string, role: Parameters<MoneyKit['addStaff']>[1], sites: number[]) =>
      kit.signIn(await kit.addStaff(email, role, sites));
    owner = await signed('owner@money.test', 'owner', []);
    financeA = await signed('fin-a@money.test', 'finance', [siteA.id]);
    financeA2 = await signed('fin-a2@money.test', 'finance', [siteA.id]);
    financeB = await signed('fin-b@money.test', 'finance', [siteB.id]);
    supportA = await signed('support-a@money.test', 'support', [siteA.id]);
    viewerA = await signed('viewer-a@money.test', 'viewer', [siteA.id]);
  });
  afterAll(() => kit.close());

  it("shows a finance member their sites' pending withdrawals only, with their players and amounts", async () => {
    const alpha = await kit.fundedPlayer('alpha.test', 'mq01', 100_000);
    const beta = await kit.fundedPlayer('beta.test', 'mq02', 50_000);
    const wdA = await kit.withdraw(alpha, '250.50');
    const wdB = await kit.withdraw(beta, '120');

    const seenByA = await queue(financeA);
    expect(seenByA.find((w) => w.withdrawal_id === wdA)).toMatchObject({
      site_key: 'alpha',
      account_id: 'mq01',
      amount_minor: 25_050,
      currency: 'PHP',
      state: 'pending',
      approvals: [],
      needs_second_approver: false,
    });
    expect(seenByA.map((w) => w.withdrawal_id)).not.toContain(wdB);
    expect(seenByA.every((w) => w.site_key === 'alpha')).toBe(true);
    expect((await queue(financeB)).map((w) => w.withdrawal_id)).toEqual([wdB]);
    const all = (await queue(owner)).map((w) => w.withdrawal_id);
    expect(all).toEqual(expect.arrayContaining([wdA, wdB]));
    expect((await queue(viewerA)).map((w) => w.withdrawal_id)).toContain(wdA);
    expect((await queue(supportA)).map((w) => w.withdrawal_id)).toContain(wdA);
    // Naming another site is refused; a state filter shows only that state.
    expect(await kit.staff('money/withdrawals', financeA, { site_id: kit.siteB.id })).toMatchObject({
      statusCode: 0,
      message: 'staffSiteForbidden',
    });
    expect(await queue(financeA, { state: 'approved' })).toEqual([]);
  });

  it('approves once: one payout, one ledger line, the staff member in the timeline and the audit log', async () => {
    const { db } = kit.platform.database;
    const player = await kit.fundedPlayer('alpha.test', 'mq03', 100_000);
    const wd = await kit.withdraw(player, '300');
    const first = await kit.staff('money/approve_withdrawal', financeA, { withdrawal_id: wd });
    expect(first).toMatchObject({
      statusCode: 1,
      outcome: 'approved',
      withdrawal: { withdrawal_id: wd, state: 'approved', approvals: [{ staff_email: 'fin-a@money.test' }] },
    });
    const again = await kit.staff('money/approve_withdrawal', financeA2, { withdrawal_id: wd });
    expect(again).toMatchObject({ statusCode: 1, outcome: 'alreadyApproved' });
    expect(payouts(wd)).toBe(1);
    expect(kit.psp.object(wd)).toMatchObject({ amount: 30_000, currency: 'PHP' });

    const history = await kit.member(player, '/cashier/transactions', { type: 'withdrawal' });
    const timeline = (history['value'] as { id: string; timeline: { state: string }[] }[]).find(
      (t) => t.id === wd,
    )?.timeline;
    expect(timeline?.map((step) => step.state)).toEqual(['pending', 'approved']);
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.publicId, wd));
    const steps = await db
      .select({ actor: cashierEvents.actor })
      .from(cashierEvents)
      .where(and(eq(cashierEvents.subjectId, row?.id ?? 0), eq(cashierEvents.state, 'approved')));
    expect(steps).toEqual([{ actor: 'staff:fin-a@money.test' }]);

    // Paid by the PSP: one ledger line takes the held amount, however often it was approved.
    await kit.staff('money/approve_withdrawal', financeA, { withdrawal_id: wd });
    await kit.payoutPaid(wd, 30_000, 'PHP');
    const statement = await kit.platform.operator.ledger.history(row?.playerId ?? 0, { asset: 'game' });
    const lines = statement.filter((line) => line.kind === 'withdrawalPayout');
    expect(lines.map((line) => [line.pocket, line.amountMinor])).toEqual([['frozen', -30_000]]);
    expect(payouts(wd)).toBe(1);
    const entries = await entriesFor('money/approve_withdrawal', wd);
    expect(entries.filter((e) => e.outcome === 'ok').map((e) => e.after)).toEqual([
      expect.objectContaining({ state: 'approved', approvals: ['fin-a@money.test'] }),
      null,
      null,
    ]);
    expect(entries[0]).toMatchObject({ siteId: kit.siteA.id, targetKind: 'withdrawal' });
    expect(await balance('mq03')).toMatchObject({ gameMinor: 70_000, heldGameMinor: 0 });
  });

  it('rejects with the reason: the hold returns and the player reads why', async () => {
    const player = await kit.fundedPlayer('alpha.test', 'mq04', 100_000);
    const wd = await kit.withdraw(player, '400');
    expect(await balance('mq04')).toMatchObject({ gameMinor: 60_000, heldGameMinor: 40_000 });
    await unchanged(
      () => kit.staff('money/reject_withdrawal', financeA, { withdrawal_id: wd, reason: '   ' }),
      'reasonRequired',
    );
    const rejected = await kit.staff('money/reject_withdrawal', financeA, {
      withdrawal_id: wd,
      reason: 'Documents needed',
    });
    expect(rejected).toMatchObject({
      statusCode: 1,
      outcome: 'rejected',
      withdrawal: { state: 'rejected', reason: 'Documents needed' },
    });
    expect(await balance('mq04')).toMatchObject({ gameMinor: 100_000, heldGameMinor: 0 });
    const inbox = (await kit.member(player, '/settings/get_inbox'))['value'] as { content: string }[];
    expect(inbox.map((m) => m.content).join(' ')).toContain('Documents needed');
    // Again: nothing more; approving it is refused.
    expect(
      await kit.staff('money/reject_withdrawal', financeA, { withdrawal_id: wd, reason: 'again' }),
    ).toMatchObject({ statusCode: 1, outcome: 'alreadyRejected' });
    await unchanged(
      () => kit.staff('money/approve_withdrawal', financeA, { withdrawal_id: wd }),
      'withdrawalDecided',
    );
    expect(await balance('mq04')).toMatchObject({ gameMinor: 100_000, heldGameMinor: 0 });
    const [entry] = (await entriesFor('money/reject_withdrawal', wd)).filter((e) => e.outcome === 'ok');
    expect(entry).toMatchObject({
      siteId: kit.siteA.id,
      before: expect.objectContaining({ state: 'pending' }),
      after: expect.objectContaining({ state: 'rejected', reason: 'Documents needed' }),
    });
  });

  it('needs two different approvers above the threshold', async () => {
    // The default threshold is 1,000.00 PHP.
    const player = await kit.fundedPlayer('alpha.test', 'mq05', 500_000);
    const small = await kit.withdraw(player, '1000');
    const large = await kit.withdraw(player, '1000.01');
    const listed = await queue(financeA);
    expect(listed.find((w) => w.withdrawal_id === small)?.needs_second_approver).toBe(false);
    expect(listed.find((w) => w.withdrawal_id === large)?.needs_second_approver).toBe(true);

    const first = await kit.staff('money/approve_withdrawal', financeA, { withdrawal_id: large });
    expect(first).toMatchObject({
      statusCode: 1,
      outcome: 'awaitingSecondApprover',
      withdrawal: { state: 'pending', approvals: [{ staff_email: 'fin-a@money.test' }] },
    });
    expect(payouts(large)).toBe(0);
    await unchanged(
      () => kit.staff('money/approve_withdrawal', financeA, { withdrawal_id: large }),
      'withdrawalSecondApproverRequired',
    );
    const second = await kit.staff('money/approve_withdrawal', financeA2, { withdrawal_id: large });
    expect(second).toMatchObject({
      statusCode: 1,
      outcome: 'approved',
      withdrawal: {
        state: 'approved',
        approvals: [{ staff_email: 'fin-a@money.test' }, { staff_email: 'fin-a2@money.test' }],
      },
    });
    expect(payouts(large)).toBe(1);
    expect((await entriesFor('money/approve_withdrawal', large)).map((e) => e.outcome)).toEqual([
      'ok',
      'refused',
      'ok',
    ]);
  });

  it('counts two racing approvals once each and never approves twice', async () => {
    const player = await kit.fundedPlayer('alpha.test', 'mq06', 500_000);
    const large = await kit.withdraw(player, '2000');
    const answers = await Promise.all([
      kit.staff('money/approve_withdrawal', financeA, { withdrawal_id: large }),
      kit.staff('money/approve_withdrawal', financeA, { withdrawal_id: large }),
      kit.staff('money/approve_withdrawal', financeA2, { withdrawal_id: large }),
      kit.staff('money/approve_withdrawal', financeA2, { withdrawal_id: large }),
    ]);
    const outcomes = answers.map((a) => (a.statusCode === 1 ? String(a['outcome']) : a.message)).sort();
    expect(outcomes.filter((o) => o === 'awaitingSecondApprover')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'approved')).toHaveLength(1);
    expect(payouts(large)).toBe(1);
    const approvals = await kit.platform.database.db
      .select({ staffId: withdrawalApprovals.staffId })
      .from(withdrawalApprovals)
      .innerJoin(withdrawals, eq(withdrawals.id, withdrawalApprovals.withdrawalId))
      .where(eq(withdrawals.publicId, large));
    expect(approvals).toHaveLength(2);
  });

  it('lets owner and finance set the threshold, nobody else', async () => {
    await unchanged(
      () =>
        kit.staff('money/set_four_eyes_threshold', supportA, { site_id: kit.siteA.id, threshold_minor: 10 }),
      'staffForbidden',
    );
    await unchanged(
      () =>
        kit.staff('money/set_four_eyes_threshold', financeB, { site_id: kit.siteA.id, threshold_minor: 10 }),
      'staffSiteForbidden',
    );
    expect(
      await kit.staff('money/set_four_eyes_threshold', financeB, {
        site_id: kit.siteB.id,
        threshold_minor: 5_000,
      }),
    ).toMatchObject({
      statusCode: 1,
      threshold: { site_key: 'beta', currency: 'USD', threshold_minor: 5_000, is_default: false },
    });
    const thresholds = await kit.staff('money/four_eyes_thresholds', owner);
    expect(thresholds['value']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ site_key: 'alpha', threshold_minor: 100_000, is_default: true }),
        expect.objectContaining({ site_key: 'beta', threshold_minor: 5_000 }),
      ]),
    );
    const beta = await kit.fundedPlayer('beta.test', 'mq07', 20_000);
    const wd = await kit.withdraw(beta, '50.01');
    expect(await kit.staff('money/approve_withdrawal', financeB, { withdrawal_id: wd })).toMatchObject({
      statusCode: 1,
      outcome: 'awaitingSecondApprover',
    });
    expect(await kit.staff('money/approve_withdrawal', owner, { withdrawal_id: wd })).toMatchObject({
      statusCode: 1,
      outcome: 'approved',
    });
    const [entry] = (await kit.auditEntries()).filter(
      (e) => e.action === 'money/set_four_eyes_threshold' && e.outcome === 'ok',
    );
    expect(entry).toMatchObject({
      siteId: kit.siteB.id,
      before: { four_eyes_threshold_minor: 1_000_00, is_default: true },
      after: { four_eyes_threshold_minor: 5_000, is_default: false },
    });
  });

  it('refuses support and viewer, and answers another site’s withdrawal as not found', async () => {
    const alpha = await kit.fundedPlayer('alpha.test', 'mq08', 100_000);
    const beta = await kit.fundedPlayer('beta.test', 'mq09', 100_000);
    const wdA = await kit.withdraw(alpha, '100');
    const wdB = await kit.withdraw(beta, '100');
    for (const session of [supportA, viewerA]) {
      await unchanged(
        () => kit.staff('money/approve_withdrawal', session, { withdrawal_id: wdA }),
        'staffForbidden',
      );
      await unchanged(
        () => kit.staff('money/reject_withdrawal', session, { withdrawal_id: wdA, reason: 'no' }),
        'staffForbidden',
      );
    }
    for (const id of [wdB, 'wd_doesnotexist']) {
      await unchanged(
        () => kit.staff('money/approve_withdrawal', financeA, { withdrawal_id: id }),
        'withdrawalNotFound',
      );
      await unchanged(
        () => kit.staff('money/reject_withdrawal', financeA, { withdrawal_id: id, reason: 'no' }),
        'withdrawalNotFound',
      );
    }
    expect(payouts(wdB)).toBe(0);
    const refused = (await entriesFor('money/approve_withdrawal', wdB)).map((e) => e.outcome);
    expect(refused).toEqual(['refused']);
  });

  it('lists deposits by state across the staff member’s sites only', async () => {
    await kit.fundedPlayer('alpha.test', 'mq10', 12_300);
    await kit.fundedPlayer('beta.test', 'mq11', 4_500);
    const answer = await kit.staff('money/deposits', financeA, { state: 'completed' });
    const value = answer['value'] as { account_id: string; site_key: string; amount_minor: number }[];
    expect(value.find((d) => d.account_id === 'mq10')).toMatchObject({
      site_key: 'alpha',
      amount_minor: 12_300,
      state: 'completed',
    });
    expect(value.every((d) => d.site_key === 'alpha')).toBe(true);
    expect((await kit.staff('money/deposits', financeA))['value']).toEqual([]);
  });

  it('lists flagged payment notices of the staff member’s sites; one naming nothing to owners only', async () => {
    const flag = async (host: string, accountId: string, currency: string) => {
      const player = await kit.fundedPlayer(host, accountId, 10_000);
      const made = await kit.member(player, '/cashier/deposit', {
        method_code: 'bank',
        amount: '20',
        request_id: `flag-${accountId}`,
      });
      const deposit = made['deposit'] as { id: string };
      // The PSP says it was paid another amount: never credited, flagged for a person.
      await kit.notify({
        id: `evt-flag-${deposit.id}`,
        type: 'payment.succeeded',
        created: Math.floor(kit.clock.now().getTime() / 1000),
        data: {
          id: String(kit.psp.object(deposit.id)?.['id']),
          reference: deposit.id,
          amount: 1,
          currency,
          status: 'succeeded',
        },
      });
      return deposit.id;
    };
    const onA = await flag('alpha.test', 'mq12', 'PHP');
    const onB = await flag('beta.test', 'mq13', 'USD');
    await kit.notify({
      id: 'evt-flag-nothing',
      type: 'payout.paid',
      created: Math.floor(kit.clock.now().getTime() / 1000),
      data: { id: 'po_x', reference: 'wd_nothing', amount: 100, currency: 'PHP', status: 'paid' },
    });
    const references = async (session: string, body: object = {}) => {
      const answer = await kit.staff('money/flagged_payments', session, body);
      expect(answer.statusCode).toBe(1);
      return (answer['value'] as { reference: string; site_key: string | null; why: string }[]).map(
        (flagged) => flagged.reference,
      );
    };
    expect(await references(financeA)).toEqual([onA]);
    expect(await references(viewerA)).toEqual([onA]);
    expect(await references(financeB)).toEqual([onB]);
    expect(await references(owner)).toEqual(['wd_nothing', onB, onA]);
    expect(await references(owner, { site_id: kit.siteA.id })).toEqual([onA]);
    const [first] = (await kit.staff('money/flagged_payments', financeA))['value'] as { why: string }[];
    expect(first?.why).toMatch(/amount/);
  });
});
