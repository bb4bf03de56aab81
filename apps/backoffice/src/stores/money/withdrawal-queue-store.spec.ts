import { fakeApi, okAnswer } from '@wl/testing';
import { refused } from '../../testing/fixtures';
import { BackofficeStore } from '../root-store';
import { formatMinor } from '../amounts';
import { MONEY_DECIDE_ROLES, MONEY_READ_ROLES } from './money-roles';
import type { QueuedWithdrawal } from './withdrawal-queue-store';

const withdrawal = (id: string, fields: Partial<QueuedWithdrawal> = {}): QueuedWithdrawal => ({
  withdrawal_id: id,
  site_id: 1,
  site_key: 'casino1',
  account_id: 'player1',
  amount_minor: 25_050,
  fee_minor: 0,
  currency: 'PHP',
  digits: 2,
  method_name: 'Bank transfer',
  state: 'pending',
  reason: '',
  requested_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  approvals: [],
  needs_second_approver: false,
  ...fields,
});

const page = (value: QueuedWithdrawal[], pageNo = 1) =>
  okAnswer('backoffice/money/withdrawals', { value, total: value.length, page: pageNo, page_size: 50 });

describe('WithdrawalQueueStore', () => {
  it('loads the pending withdrawals of every site, then of the state and site chosen', async () => {
    const { api, calls } = fakeApi(() => page([withdrawal('wd_1')]));
    const store = new BackofficeStore(api);
    await store.withdrawals.load(1);
    expect(calls[0]).toMatchObject({
      path: 'backoffice/money/withdrawals',
      body: { state: 'pending', page: 1, page_size: 50 },
    });
    expect(store.withdrawals.rows.map((row) => row.withdrawal_id)).toEqual(['wd_1']);
    await store.withdrawals.setState('approved');
    await store.withdrawals.setSite('2');
    expect(calls[2]?.body).toEqual({ state: 'approved', site_id: 2, page: 1, page_size: 50 });
    await store.withdrawals.setSite('');
    expect(calls[3]?.body).toEqual({ state: 'approved', page: 1, page_size: 50 });
  });

  it('approves after the confirmation, says it awaits a second approver, and reads the queue again', async () => {
    const { api, calls } = fakeApi((path) =>
      path === 'backoffice/money/approve_withdrawal'
        ? okAnswer('backoffice/money/approve_withdrawal', {
            outcome: 'awaitingSecondApprover',
            withdrawal: withdrawal('wd_9', { needs_second_approver: true }),
          })
        : page([withdrawal('wd_9', { needs_second_approver: true })]),
    );
    const store = new BackofficeStore(api);
    store.withdrawals.ask('wd_9', 'approve');
    expect(store.withdrawals.decision).toEqual({ withdrawalId: 'wd_9', kind: 'approve' });
    await store.withdrawals.confirm();
    expect(calls.map((call) => call.path)).toEqual([
      'backoffice/money/approve_withdrawal',
      'backoffice/money/withdrawals',
    ]);
    expect(calls[0]?.body).toEqual({ withdrawal_id: 'wd_9' });
    expect(store.withdrawals.notice).toEqual({ kind: 'awaitingSecondApprover', withdrawalId: 'wd_9' });
    expect(store.withdrawals.decision).toBeUndefined();
  });

  it('asks for a reason before a rejection and sends it trimmed', async () => {
    const { api, calls } = fakeApi((path) =>
      path === 'backoffice/money/reject_withdrawal'
        ? okAnswer('backoffice/money/reject_withdrawal', {
            outcome: 'rejected',
            withdrawal: withdrawal('wd_3', { state: 'rejected', reason: 'Documents needed' }),
          })
        : page([]),
    );
    const store = new BackofficeStore(api);
    store.withdrawals.ask('wd_3', 'reject');
    store.withdrawals.setReason('   ');
    await store.withdrawals.confirm();
    expect(calls).toEqual([]);
    expect(store.withdrawals.decisionError).toBe('reasonRequired');
    store.withdrawals.setReason('  Documents needed ');
    await store.withdrawals.confirm();
    expect(calls[0]).toMatchObject({
      path: 'backoffice/money/reject_withdrawal',
      body: { withdrawal_id: 'wd_3', reason: 'Documents needed' },
    });
    expect(store.withdrawals.notice).toEqual({ kind: 'rejected', withdrawalId: 'wd_3' });
  });

  it('keeps the decision open with the refusal in words when the platform refuses it', async () => {
    const { api, calls } = fakeApi(() => refused('withdrawalSecondApproverRequired'));
    const store = new BackofficeStore(api);
    store.withdrawals.ask('wd_4', 'approve');
    await store.withdrawals.confirm();
    expect(calls).toHaveLength(1);
    expect(store.withdrawals.decisionError).toBe('withdrawalSecondApproverRequired');
    expect(store.withdrawals.decision).toEqual({ withdrawalId: 'wd_4', kind: 'approve' });
    store.withdrawals.cancelDecision();
    expect(store.withdrawals.decision).toBeUndefined();
    expect(store.withdrawals.decisionError).toBeUndefined();
  });

  it('keeps the later answer when two loads overlap', async () => {
    const release: Array<() => void> = [];
    const { api } = fakeApi(
      (_path, body) =>
        new Promise((resolve) => {
          release.push(() => resolve(page([withdrawal(`wd_${String(body['state'])}`)])));
        }),
    );
    const store = new BackofficeStore(api);
    const first = store.withdrawals.setState('paid');
    const second = store.withdrawals.setState('rejected');
    while (release.length < 2) await new Promise((resolve) => setTimeout(resolve, 0));
    release[1]?.();
    await second;
    release[0]?.();
    await first;
    expect(store.withdrawals.rows.map((row) => row.withdrawal_id)).toEqual(['wd_rejected']);
  });

  it('lets owner and finance decide and support and viewer read; amounts in the row’s currency', () => {
    expect(MONEY_DECIDE_ROLES).toEqual(['owner', 'finance']);
    expect(MONEY_READ_ROLES).toEqual(['owner', 'finance', 'support', 'viewer']);
    expect(formatMinor(25_050, 'PHP', 2, 'en')).toBe('₱250.50');
    expect(formatMinor(1_500, 'JPY', 0, 'en')).toBe('¥1,500');
    expect(formatMinor(100, 'ZZZ', 2, 'en')).toMatch(/1\.00/);
  });
});

describe('FlaggedPaymentsStore', () => {
  it('loads flagged notices of every site, then of the site chosen', async () => {
    const { api, calls } = fakeApi(() =>
      okAnswer('backoffice/money/flagged_payments', {
        value: [
          {
            notification_id: 7,
            provider_code: 'DEMOPSP',
            event_id: 'evt-1',
            type: 'payment.succeeded',
            reference: 'dep_1',
            site_id: 1,
            site_key: 'casino1',
            why: 'the amount or currency differs from the deposit',
            deliveries: 1,
            received_at: '2026-11-27T10:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        page_size: 50,
      }),
    );
    const store = new BackofficeStore(api);
    await store.flaggedPayments.load(1);
    expect(calls[0]).toMatchObject({
      path: 'backoffice/money/flagged_payments',
      body: { page: 1, page_size: 50 },
    });
    expect(store.flaggedPayments.list.value.map((row) => row.reference)).toEqual(['dep_1']);
    await store.flaggedPayments.setSite('1');
    expect(calls[1]?.body).toEqual({ site_id: 1, page: 1, page_size: 50 });
  });
});
