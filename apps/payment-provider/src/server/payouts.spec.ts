import { type Harness, startHarness } from './testing/psp-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ payoutDelayMs: 30 });
});
afterEach(() => h.close());

const PAYOUT = {
  reference: 'wd_0001',
  amount: 20_000,
  currency: 'PHP',
  method: 'bank_transfer',
  bank_code: 'BDO',
  account_number: '001234567890',
  account_holder: 'Maria Santos',
};

type PayoutAnswer = { id: string; status: string };

describe('POST /v1/payouts', () => {
  it('pays a payout after the delay and notifies payout.paid', async () => {
    const created = await h.api.post<PayoutAnswer>('/v1/payouts', PAYOUT);
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(/^po_[A-Za-z0-9_-]{24}$/),
        reference: 'wd_0001',
        status: 'pending',
        amount: 20_000,
        currency: 'PHP',
        failure_reason: null,
      },
    });
    const [received] = await h.merchant.waitFor(1);
    expect(received?.signatureValid).toBe(true);
    expect(received?.event).toMatchObject({
      type: 'payout.paid',
      data: {
        id: created.body.id,
        reference: 'wd_0001',
        amount: 20_000,
        currency: 'PHP',
        status: 'paid',
        failure_reason: null,
      },
    });
    // A retried create answers the same payout as it now stands.
    const again = await h.api.post<PayoutAnswer>('/v1/payouts', PAYOUT);
    expect(again).toMatchObject({ status: 200, body: { id: created.body.id, status: 'paid' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(h.merchant.received).toHaveLength(1);
  });

  it('fails a payout to an account number ending in 0000 as account_closed', async () => {
    const created = await h.api.post<PayoutAnswer>('/v1/payouts', {
      ...PAYOUT,
      method: 'ewallet',
      bank_code: undefined,
      account_number: '+639170000',
    });
    expect(created.status).toBe(201);
    const [received] = await h.merchant.waitFor(1);
    expect(received?.event).toMatchObject({
      type: 'payout.failed',
      data: { id: created.body.id, status: 'failed', failure_reason: 'account_closed' },
    });
  });

  it('is idempotent by reference; the same reference for other money or another account is 409', async () => {
    const first = await h.api.post<PayoutAnswer>('/v1/payouts', PAYOUT);
    const again = await h.api.post<PayoutAnswer>('/v1/payouts', PAYOUT);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    for (const change of [{ amount: 1 }, { currency: 'USD' }, { account_number: '999999999' }]) {
      expect(await h.api.post('/v1/payouts', { ...PAYOUT, ...change })).toMatchObject({
        status: 409,
        body: { error: 'reference_conflict' },
      });
    }
    await h.merchant.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(h.merchant.received).toHaveLength(1);
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['a bank transfer without bank_code', { bank_code: undefined }],
    ['a lower-case bank_code', { bank_code: 'bdo' }],
    ['a card payout', { method: 'card' }],
    ['a short account number', { account_number: '12' }],
    ['an account number with spaces', { account_number: '0012 3456' }],
    ['no account holder', { account_holder: undefined }],
    ['a blank account holder', { account_holder: '   ' }],
    ['a zero amount', { amount: 0 }],
    ['a bad reference', { reference: 'wd/1' }],
    ['a bad currency', { currency: 'Php' }],
    ['an unknown field', { iban: 'X' }],
  ];
  it.each(invalid)('refuses %s with 400 and pays nothing', async (_name, change) => {
    const answer = await h.api.post('/v1/payouts', { ...PAYOUT, ...change });
    expect(answer).toEqual({ status: 400, body: { error: 'invalid_request', message: expect.any(String) } });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(h.merchant.received).toEqual([]);
    expect(h.psp.store.pendingPayouts()).toEqual([]);
  });

  it('needs a signature', async () => {
    expect((await h.api.post('/v1/payouts', PAYOUT, { signature: null })).status).toBe(401);
    expect(h.psp.store.pendingPayouts()).toEqual([]);
  });
});
