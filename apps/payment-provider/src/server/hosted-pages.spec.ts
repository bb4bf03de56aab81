import type { LightMyRequestResponse } from 'fastify';
import { type Harness, PAYMENT, postForm, startHarness } from './testing/psp-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const RETURN_URL = PAYMENT.return_url;

async function createPayment(fields: Partial<typeof PAYMENT> = {}): Promise<string> {
  const created = await h.api.post<{ id: string }>('/v1/payments', { ...PAYMENT, ...fields });
  expect(created.status).toBe(201);
  return created.body.id;
}

const page = (id: string) => h.app.inject(`/pay/${id}`);
const statusOf = async (id: string) => (await h.api.get<{ status: string }>(`/v1/payments/${id}`)).body;

/** The 303 back to the merchant: its return URL, query kept, with status added. */
function expectReturn(response: LightMyRequestResponse, status: string) {
  expect(response.statusCode).toBe(303);
  const location = new URL(String(response.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe('https://casino1.example/deposit');
  expect(location.searchParams.get('deposit')).toBe('dep_0001');
  expect(location.searchParams.get('status')).toBe(status);
}

/** Exactly one notification, signed with the merchant's secret, about this payment. */
async function expectOneEvent(id: string, type: string, status: string, failureReason: string | null) {
  const [received] = await h.merchant.waitFor(1);
  // Time for a duplicate to show up, if one were sent.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(h.merchant.received).toHaveLength(1);
  expect(received?.signatureValid).toBe(true);
  // Signed at the PSP's clock.
  expect(Math.abs((received?.t ?? 0) - h.now() / 1_000)).toBeLessThan(5);
  expect(received?.event).toEqual({
    id: expect.stringMatching(/^evt_[A-Za-z0-9_-]{24}$/),
    type,
    created: expect.any(Number),
    data: {
      id,
      reference: 'dep_0001',
      amount: 50_000,
      currency: 'PHP',
      status,
      failure_reason: failureReason,
    },
  });
}

const noEvents = async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(h.merchant.received).toEqual([]);
};

const CARD = { expiry: '12 / 39', cvc: '123', name: 'Maria Santos' };

describe('the card page', () => {
  it('is a form with the amount, the description and the test numbers, under a strict CSP', async () => {
    const id = await createPayment();
    const response = await page(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const csp = String(response.headers['content-security-policy']);
    const nonce = /style-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(response.body).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' https://casino1.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('Deposit to Golden Palace');
    expect(response.body).toContain('₱500.00');
    expect(response.body).toContain('Pay with card');
    expect(response.body).toContain(`action="/pay/${id}/card"`);
    expect(response.body).toContain(`action="/pay/${id}/cancel"`);
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 3220']) {
      expect(response.body).toContain(number);
    }
    // A new nonce on every response.
    expect(String((await page(id)).headers['content-security-policy'])).not.toBe(csp);
  });

  it('pays with 4242 4242 4242 4242: succeeded, back to the merchant, one signed event', async () => {
    const id = await createPayment();
    const paid = await postForm(h.app, `/pay/${id}/card`, { number: '4242 4242 4242 4242', ...CARD });
    expectReturn(paid, 'succeeded');
    expect(await statusOf(id)).toMatchObject({ status: 'succeeded', failure_reason: null });
    await expectOneEvent(id, 'payment.succeeded', 'succeeded', null);

    // A second submit of the same form shows how the payment ended, and changes nothing.
    const again = await postForm(h.app, `/pay/${id}/card`, { number: '4000 0000 0000 0002', ...CARD });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/pay/${id}`);
    const shown = await page(id);
    expect(shown.body).toContain('Payment successful');
    expect(shown.body).toContain('Visa •••• 4242');
    expect(shown.body).toContain(`href="${RETURN_URL}&amp;status=succeeded"`);
    expect(String(shown.headers['content-security-policy'])).toContain("form-action 'none'");
    expect(h.merchant.received).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002: failed with card_declined', async () => {
    const id = await createPayment();
    expectReturn(await postForm(h.app, `/pay/${id}/card`, { number: '4000000000000002', ...CARD }), 'failed');
    expect(await statusOf(id)).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
    await expectOneEvent(id, 'payment.failed', 'failed', 'card_declined');
    expect((await page(id)).body).toContain('Your card was declined.');
  });

  it('declines any other well-formed number as unknown', async () => {
    const id = await createPayment();
    expectReturn(await postForm(h.app, `/pay/${id}/card`, { number: '5555555555554444', ...CARD }), 'failed');
    expect(await statusOf(id)).toMatchObject({ status: 'failed', failure_reason: 'unknown_card' });
    await expectOneEvent(id, 'payment.failed', 'failed', 'unknown_card');
  });

  it('sends a mistyped form back with its errors, keeping the payment open', async () => {
    const id = await createPayment();
    const response = await postForm(h.app, `/pay/${id}/card`, {
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '',
      name: 'Maria <b>Santos</b>',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Your card number is invalid.');
    expect(response.body).toContain('Your card has expired.');
    expect(response.body).toContain('Enter the security code.');
    expect(response.body).toContain('aria-invalid="true"');
    // The name is kept (escaped); the card number is never sent back.
    expect(response.body).toContain('value="Maria &lt;b&gt;Santos&lt;/b&gt;"');
    expect(response.body).not.toContain('4241');
    expect(await statusOf(id)).toMatchObject({ status: 'pending' });
    await noEvents();
  });
});

describe('the confirmation step (4000 0000 0000 3220)', () => {
  async function toConfirmation(): Promise<string> {
    const id = await createPayment();
    const response = await postForm(h.app, `/pay/${id}/card`, { number: '4000 0000 0000 3220', ...CARD });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/pay/${id}`);
    expect(await statusOf(id)).toMatchObject({ status: 'requires_confirmation' });
    const shown = await page(id);
    expect(shown.body).toContain('Confirm your payment');
    expect(shown.body).toContain('123456');
    expect(shown.body).toContain(`action="/pay/${id}/confirm"`);
    return id;
  }

  it('succeeds with the code 123456 after a wrong one', async () => {
    const id = await toConfirmation();
    const wrong = await postForm(h.app, `/pay/${id}/confirm`, { code: '111111' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('That code is not right. You have 2 attempts left.');
    const malformed = await postForm(h.app, `/pay/${id}/confirm`, { code: '12' });
    expect(malformed.body).toContain('Enter the 6-digit code.');
    expect(await statusOf(id)).toMatchObject({ status: 'requires_confirmation' });
    await noEvents();
    expectReturn(await postForm(h.app, `/pay/${id}/confirm`, { code: '123 456' }), 'succeeded');
    await expectOneEvent(id, 'payment.succeeded', 'succeeded', null);
  });

  it('fails after three wrong codes', async () => {
    const id = await toConfirmation();
    expect((await postForm(h.app, `/pay/${id}/confirm`, { code: '000001' })).statusCode).toBe(422);
    const last = await postForm(h.app, `/pay/${id}/confirm`, { code: '000002' });
    expect(last.body).toContain('You have 1 attempt left.');
    expectReturn(await postForm(h.app, `/pay/${id}/confirm`, { code: '000003' }), 'failed');
    expect(await statusOf(id)).toMatchObject({ status: 'failed', failure_reason: 'authentication_failed' });
    await expectOneEvent(id, 'payment.failed', 'failed', 'authentication_failed');
  });

  it('can be cancelled', async () => {
    const id = await toConfirmation();
    expectReturn(await postForm(h.app, `/pay/${id}/cancel`), 'cancelled');
    await expectOneEvent(id, 'payment.cancelled', 'cancelled', null);
  });
});

describe('the e-wallet page', () => {
  it('shows the account and the amount, with Approve and Decline', async () => {
    const id = await createPayment({ method: 'ewallet' });
    const shown = await page(id);
    expect(shown.body).toContain('Approve the payment');
    expect(shown.body).toContain('Test account ••• 4821');
    expect(shown.body).toContain('value="approve"');
    expect(shown.body).toContain('value="decline"');
    // A card form posted to an e-wallet payment does nothing but show the page.
    const card = await postForm(h.app, `/pay/${id}/card`, { number: '4242424242424242', ...CARD });
    expect(card.headers.location).toBe(`/pay/${id}`);
    expect(await statusOf(id)).toMatchObject({ status: 'pending' });
  });

  it('succeeds on Approve', async () => {
    const id = await createPayment({ method: 'ewallet' });
    expectReturn(await postForm(h.app, `/pay/${id}/ewallet`, { decision: 'approve' }), 'succeeded');
    await expectOneEvent(id, 'payment.succeeded', 'succeeded', null);
  });

  it('fails on Decline', async () => {
    const id = await createPayment({ method: 'ewallet' });
    expectReturn(await postForm(h.app, `/pay/${id}/ewallet`, { decision: 'decline' }), 'failed');
    expect(await statusOf(id)).toMatchObject({ status: 'failed', failure_reason: 'declined_by_payer' });
    await expectOneEvent(id, 'payment.failed', 'failed', 'declined_by_payer');
  });
});

describe('the bank transfer page', () => {
  it('shows the account and the reference to quote, and succeeds on "I have made the transfer"', async () => {
    const id = await createPayment({ method: 'bank_transfer' });
    const shown = await page(id);
    expect(shown.body).toContain('Pay by bank transfer');
    expect(shown.body).toContain('Reference to quote');
    expect(shown.body).toMatch(/quote-value mono">\s*dep_0001\s*</);
    expect(shown.body).toMatch(/Account number<\/dt>\s*<dd class="mono">\d{4} \d{4} \d{4}</);
    expect(shown.body).toContain('I have made the transfer');
    expectReturn(await postForm(h.app, `/pay/${id}/bank-transfer`), 'succeeded');
    await expectOneEvent(id, 'payment.succeeded', 'succeeded', null);
  });

  it('can be cancelled', async () => {
    const id = await createPayment({ method: 'bank_transfer' });
    expectReturn(await postForm(h.app, `/pay/${id}/cancel`), 'cancelled');
    expect(await statusOf(id)).toMatchObject({ status: 'cancelled' });
    await expectOneEvent(id, 'payment.cancelled', 'cancelled', null);
    expect((await page(id)).body).toContain('Payment cancelled');
    // Cancel again: nothing more happens.
    expect((await postForm(h.app, `/pay/${id}/cancel`)).headers.location).toBe(`/pay/${id}`);
    expect(h.merchant.received).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('ends a payment not finished by expires_at when it is next read: page, API and one event', async () => {
    const id = await createPayment({ expires_in: 60 });
    h.advance(59_000);
    expect((await page(id)).body).toContain('Pay with card');
    h.advance(2_000);
    const shown = await page(id);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('This payment has expired');
    expect(shown.body).toContain('status=expired');
    expect(await statusOf(id)).toMatchObject({ status: 'expired' });
    await expectOneEvent(id, 'payment.expired', 'expired', null);
    // Too late to pay.
    const late = await postForm(h.app, `/pay/${id}/card`, { number: '4242424242424242', ...CARD });
    expect(late.headers.location).toBe(`/pay/${id}`);
    expect(await statusOf(id)).toMatchObject({ status: 'expired' });
  });

  it('is also swept without any read', async () => {
    await h.close();
    h = await startHarness({ expirySweepMs: 20 });
    const id = await createPayment({ expires_in: 60 });
    h.advance(60_000);
    await expectOneEvent(id, 'payment.expired', 'expired', null);
    expect(h.psp.store.payment(id)?.status).toBe('expired');
  });

  it('answers a retried create of an expired payment with its status', async () => {
    await createPayment({ expires_in: 60 });
    h.advance(61_000);
    const again = await h.api.post('/v1/payments', { ...PAYMENT, expires_in: 60 });
    expect(again).toMatchObject({ status: 200, body: { status: 'expired' } });
  });
});

describe('other pages', () => {
  it('answers an unknown payment with a 404 page', async () => {
    for (const url of ['/pay/pay_000000000000000000000000', '/pay/nope', '/pay/x/y/z']) {
      const response = await h.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('We can’t find this payment');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    const post = await postForm(h.app, '/pay/pay_000000000000000000000000/cancel');
    expect(post.statusCode).toBe(404);
  });

  it('refuses a form posted from another site', async () => {
    const id = await createPayment();
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
      const response = await h.app.inject({
        method: 'POST',
        url: `/pay/${id}/cancel`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: '',
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await statusOf(id)).toMatchObject({ status: 'pending' });
  });

  it('escapes what the merchant sent', async () => {
    const id = await createPayment({ description: '<script>alert(1)</script> & more' });
    const body = (await page(id)).body;
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
  });

  it('formats the amount with the currency’s minor unit', async () => {
    const vnd = await createPayment({ reference: 'dep_vnd', currency: 'VND', amount: 500_000 });
    expect((await page(vnd)).body).toContain('₫500,000');
    const kwd = await createPayment({ reference: 'dep_kwd', currency: 'KWD', amount: 12_345 });
    expect((await page(kwd)).body).toMatch(/KWD\s12\.345/);
  });
});
