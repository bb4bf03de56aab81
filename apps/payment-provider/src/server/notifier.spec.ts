import { DEFAULT_DELIVERY_POLICY, Notifier, type NotifyRequest, retryDelayMs } from './notifier';
import { PspStore } from './psp-store';
import { checkSignature } from './signature';
import { FAST_DELIVERY, type Harness, PAYMENT, SECRET, postForm, startHarness } from './testing/psp-harness';

type EventsAnswer = { data: Record<string, unknown>[] };

describe('retry delays', () => {
  it('are 1 s, 2 s, 4 s … capped at 5 minutes', () => {
    const delays = [1, 2, 3, 4, 8, 9, 10, 50].map((n) => retryDelayMs(DEFAULT_DELIVERY_POLICY, n));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 128_000, 256_000, 300_000, 300_000]);
    expect(DEFAULT_DELIVERY_POLICY.giveUpAfterMs).toBe(24 * 3_600_000);
    expect(DEFAULT_DELIVERY_POLICY.attemptTimeoutMs).toBe(10_000);
  });
});

describe('delivery to a real endpoint', () => {
  let h: Harness;
  afterEach(() => h.close());

  async function paidPayment(): Promise<string> {
    const created = await h.api.post<{ id: string }>('/v1/payments', { ...PAYMENT, method: 'bank_transfer' });
    await postForm(h.app, `/pay/${created.body.id}/bank-transfer`);
    return created.body.id;
  }

  async function waitForDelivery(status: string): Promise<Record<string, unknown>> {
    for (let i = 0; i < 300; i += 1) {
      const events = await h.api.get<EventsAnswer>('/v1/events');
      const event = events.body.data[0];
      if (event?.['delivery_status'] === status) return event;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no event became ${status}`);
  }

  it('retries an endpoint that answers 500 twice: the same event, body and id three times, each signed', async () => {
    h = await startHarness();
    h.merchant.script.push(500, 500);
    const id = await paidPayment();
    const received = await h.merchant.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(3);
    expect(received.map((n) => n.answered)).toEqual([500, 500, 200]);
    expect(new Set(received.map((n) => n.event.id)).size).toBe(1);
    expect(new Set(received.map((n) => n.body)).size).toBe(1);
    expect(received.every((n) => n.signatureValid)).toBe(true);
    expect(received[0]?.event).toMatchObject({ type: 'payment.succeeded', data: { id } });

    const event = await waitForDelivery('delivered');
    expect(event).toMatchObject({
      id: received[0]?.event.id,
      type: 'payment.succeeded',
      data: { id, status: 'succeeded' },
      attempts: 3,
      last_error: 'HTTP 500',
      next_attempt_at: null,
      delivered_at: expect.stringMatching(/Z$/),
    });
  });

  it('counts no answer within the time limit, and a redirect, as a failed attempt', async () => {
    h = await startHarness({ deliveryPolicy: { ...FAST_DELIVERY, attemptTimeoutMs: 100 } });
    h.merchant.script.push('hang', 302);
    await paidPayment();
    const received = await h.merchant.waitFor(3);
    expect(new Set(received.map((n) => n.event.id)).size).toBe(1);
    const event = await waitForDelivery('delivered');
    expect(event).toMatchObject({ attempts: 3, last_error: 'HTTP 302' });
  });

  it('gives up once the event is older than the policy allows, and says so in /v1/events', async () => {
    h = await startHarness({ deliveryPolicy: { ...FAST_DELIVERY, giveUpAfterMs: 60 } });
    h.merchant.script.push(...Array<number>(1_000).fill(503));
    await paidPayment();
    const event = await waitForDelivery('failed');
    expect(event).toMatchObject({ last_error: 'HTTP 503', next_attempt_at: null, delivered_at: null });
    const attempts = event['attempts'] as number;
    expect(attempts).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(h.merchant.received).toHaveLength(attempts);
  });

  it('lists a merchant’s own events only, filtered by object and limited', async () => {
    h = await startHarness();
    const first = await paidPayment();
    const second = await h.api.post<{ id: string }>('/v1/payments', { ...PAYMENT, reference: 'dep_0002' });
    await postForm(h.app, `/pay/${second.body.id}/cancel`);
    await h.merchant.waitFor(2);
    const all = await h.api.get<EventsAnswer>('/v1/events');
    expect(all.body.data.map((e) => e['type'])).toEqual(['payment.cancelled', 'payment.succeeded']);
    const one = await h.api.get<EventsAnswer>(`/v1/events?object_id=${first}`);
    expect(one.body.data.map((e) => e['type'])).toEqual(['payment.succeeded']);
    expect((await h.api.get<EventsAnswer>('/v1/events?limit=1')).body.data).toHaveLength(1);
    expect((await h.otherApi.get<EventsAnswer>('/v1/events')).body.data).toEqual([]);
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'object_id=dep_0001']) {
      expect((await h.api.get(`/v1/events?${query}`)).status).toBe(400);
    }
    expect((await h.api.get('/v1/events', { signature: null })).status).toBe(401);
  });
});

describe('signing each attempt', () => {
  it('signs every attempt at its own time over the same bytes, so a retry hours later is not stale', async () => {
    let clock = 1_700_000_000_000;
    const store = new PspStore({ now: () => clock, payoutDelayMs: 0 });
    const sent: { body: string; signature: string; at: number }[] = [];
    const notifier = new Notifier({
      store,
      now: () => clock,
      merchantFor: () => ({ id: 'demo', secret: SECRET, notifyUrl: 'http://merchant.test/notify' }),
      policy: { ...FAST_DELIVERY, baseDelayMs: 0, maxDelayMs: 0, giveUpAfterMs: 48 * 3_600_000 },
      transport: async (_url: string, init: NotifyRequest) => {
        sent.push({ body: init.body, signature: init.headers['psp-signature'] ?? '', at: clock });
        // Each answer comes two hours later.
        clock += 2 * 3_600_000;
        return { status: sent.length < 3 ? 500 : 200, text: async () => '' };
      },
    });
    notifier.start();
    const payment = store.createPayment('demo', {
      reference: 'dep_1',
      amount: 100,
      currency: 'PHP',
      method: 'card',
      description: null,
      returnUrl: 'https://casino1.example/',
      expiresInS: 600,
    }).record;
    store.finishPayment(payment, 'succeeded');
    for (let i = 0; i < 200 && sent.length < 3; i += 1) await new Promise((r) => setTimeout(r, 5));
    await notifier.close();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.body)).size).toBe(1);
    for (const attempt of sent) {
      expect(checkSignature(SECRET, attempt.signature, attempt.body, Math.floor(attempt.at / 1_000))).toBe(
        'ok',
      );
    }
    expect(new Set(sent.map((s) => s.signature.split(',')[0])).size).toBe(3);
  });
});
