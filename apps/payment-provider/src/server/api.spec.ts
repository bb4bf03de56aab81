import { type Harness, PAYMENT, SECRET, startHarness } from './testing/psp-harness';
import { signFor } from './testing/signed-api';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

type PaymentAnswer = {
  id: string;
  reference: string;
  status: string;
  hosted_url: string;
  expires_at: string;
  failure_reason: string | null;
};

describe('signatures', () => {
  it('refuses an unsigned request, a bad signature and an unknown merchant with 401 invalid_signature, creating nothing', async () => {
    const unsigned = await h.api.post('/v1/payments', PAYMENT, { signature: null });
    const bad = await h.api.post('/v1/payments', PAYMENT, { secret: 'wrong-secret-0123456789abcdef' });
    const stranger = await h.api.post('/v1/payments', PAYMENT, { merchant: 'nobody' });
    for (const answer of [unsigned, bad, stranger]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error: 'invalid_signature', message: expect.any(String) });
    }
    expect(h.psp.store.merchantEvents('demo', { limit: 10 })).toEqual([]);
    expect((await h.api.post('/v1/payments', PAYMENT)).status).toBe(201);
  });

  it('refuses a signature over other bytes than those sent', async () => {
    const raw = JSON.stringify(PAYMENT);
    const response = await h.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: {
        'content-type': 'application/json',
        'psp-merchant': 'demo',
        // The same JSON with other spacing: the same object, other bytes.
        'psp-signature': signFor(SECRET, JSON.stringify(PAYMENT, null, 1)),
      },
      payload: raw,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a request signed more than 300 s away with 401 stale_request', async () => {
    const now = Math.floor(Date.now() / 1_000);
    const stale = await h.api.post('/v1/payments', PAYMENT, { t: now - 301 });
    expect(stale).toMatchObject({ status: 401, body: { error: 'stale_request' } });
    const ahead = await h.api.get('/v1/events', { t: now + 400 });
    expect(ahead).toMatchObject({ status: 401, body: { error: 'stale_request' } });
    expect((await h.api.post('/v1/payments', PAYMENT, { t: now - 250 })).status).toBe(201);
  });

  it('shows a merchant its own payments only', async () => {
    const created = await h.api.post<PaymentAnswer>('/v1/payments', PAYMENT);
    expect((await h.api.get(`/v1/payments/${created.body.id}`)).status).toBe(200);
    const other = await h.otherApi.get(`/v1/payments/${created.body.id}`);
    expect(other).toMatchObject({ status: 404, body: { error: 'not_found' } });
    // The same reference is another merchant's own reference.
    const theirs = await h.otherApi.post<PaymentAnswer>('/v1/payments', PAYMENT);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(created.body.id);
  });

  it('signs a GET over the empty body', async () => {
    const created = await h.api.post<PaymentAnswer>('/v1/payments', PAYMENT);
    const now = Math.floor(Date.now() / 1_000);
    const response = await h.app.inject({
      method: 'GET',
      url: `/v1/payments/${created.body.id}`,
      headers: { 'psp-merchant': 'demo', 'psp-signature': signFor(SECRET, '', now) },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /v1/payments', () => {
  it('creates a pending payment with its hosted page and expiry', async () => {
    const before = Date.now();
    const created = await h.api.post<PaymentAnswer>('/v1/payments', PAYMENT);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^pay_[A-Za-z0-9_-]{24}$/),
      reference: 'dep_0001',
      status: 'pending',
      amount: 50_000,
      currency: 'PHP',
      method: 'card',
      hosted_url: `http://127.0.0.1:4500/pay/${created.body.id}`,
      expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      failure_reason: null,
    });
    const expires = Date.parse(created.body.expires_at);
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1_000) * 1_000 + 1_800_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 1_800_000);
    expect(await h.api.get(`/v1/payments/${created.body.id}`)).toEqual({ status: 200, body: created.body });
  });

  it('answers a retried create 200 with the same payment, and the same reference for other money 409', async () => {
    const first = await h.api.post<PaymentAnswer>('/v1/payments', PAYMENT);
    const again = await h.api.post<PaymentAnswer>('/v1/payments', {
      ...PAYMENT,
      description: 'Another text',
      return_url: 'https://elsewhere.example/',
    });
    expect(again).toEqual({ status: 200, body: first.body });
    for (const change of [{ amount: 50_001 }, { currency: 'USD' }, { method: 'ewallet' }]) {
      const conflict = await h.api.post('/v1/payments', { ...PAYMENT, ...change });
      expect(conflict).toMatchObject({ status: 409, body: { error: 'reference_conflict' } });
    }
    const second = await h.api.post<PaymentAnswer>('/v1/payments', { ...PAYMENT, reference: 'dep_0002' });
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
  });

  it('defaults the description and the expiry when they are left out', async () => {
    const created = await h.api.post<PaymentAnswer>('/v1/payments', {
      ...PAYMENT,
      description: undefined,
      expires_in: undefined,
    });
    expect(created.status).toBe(201);
    const payment = h.psp.store.payment(created.body.id);
    expect(payment?.description).toBeNull();
    expect((payment?.expiresAt ?? 0) - (payment?.createdAt ?? 0)).toBe(1_800_000);
  });

  const invalid: [string, unknown][] = [
    ['no reference', { ...PAYMENT, reference: undefined }],
    ['an empty reference', { ...PAYMENT, reference: '' }],
    ['a reference with a space', { ...PAYMENT, reference: 'dep 1' }],
    ['a reference of 65 characters', { ...PAYMENT, reference: 'r'.repeat(65) }],
    ['a numeric reference', { ...PAYMENT, reference: 12 }],
    ['no amount', { ...PAYMENT, amount: undefined }],
    ['a zero amount', { ...PAYMENT, amount: 0 }],
    ['a negative amount', { ...PAYMENT, amount: -5 }],
    ['a fractional amount', { ...PAYMENT, amount: 10.5 }],
    ['an amount as a string', { ...PAYMENT, amount: '50000' }],
    ['an amount above 10^12', { ...PAYMENT, amount: 1_000_000_000_001 }],
    ['a lower-case currency', { ...PAYMENT, currency: 'php' }],
    ['a four-letter currency', { ...PAYMENT, currency: 'PHPX' }],
    ['no currency', { ...PAYMENT, currency: undefined }],
    ['an unknown method', { ...PAYMENT, method: 'crypto' }],
    ['no method', { ...PAYMENT, method: undefined }],
    ['a javascript: return_url', { ...PAYMENT, return_url: 'javascript:alert(1)' }],
    ['a relative return_url', { ...PAYMENT, return_url: '/deposit' }],
    ['no return_url', { ...PAYMENT, return_url: undefined }],
    ['expires_in below 60', { ...PAYMENT, expires_in: 59 }],
    ['expires_in above 86400', { ...PAYMENT, expires_in: 86_401 }],
    ['a fractional expires_in', { ...PAYMENT, expires_in: 90.5 }],
    ['an empty description', { ...PAYMENT, description: ' ' }],
    ['a description with a control character', { ...PAYMENT, description: 'a\nb' }],
    ['a description of 201 characters', { ...PAYMENT, description: 'd'.repeat(201) }],
    ['an unknown field', { ...PAYMENT, amount_major: 500 }],
    ['a JSON array', [PAYMENT]],
    ['not JSON', '{"reference":'],
    ['an empty body', ''],
  ];
  it.each(invalid)('refuses %s with 400 and creates nothing', async (_name, body) => {
    const answer = await h.api.post('/v1/payments', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid_request', message: expect.any(String) });
    // Nothing was made: the valid payment under the same reference is new.
    expect((await h.api.post('/v1/payments', PAYMENT)).status).toBe(201);
  });

  it('names the field that is wrong', async () => {
    const answer = await h.api.post('/v1/payments', { ...PAYMENT, currency: 'php' });
    expect(answer.body['message']).toMatch(/^currency /);
  });

  it('answers 415 for a body that is not JSON and 404 JSON for an unknown route', async () => {
    const form = await h.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { 'content-type': 'text/plain', 'psp-merchant': 'demo' },
      payload: 'x',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ error: 'unsupported_media_type' });
    const missing = await h.app.inject('/v1/refunds');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('GET /health', () => {
  it('answers ok', async () => {
    const response = await h.app.inject('/health');
    expect(response.json()).toEqual({ ok: true });
  });
});
