import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPspServer } from './psp-server';
import { type Harness, PAYMENT, PUBLIC_URL, postForm, startHarness } from './testing/psp-harness';

let dir: string;
let dataFile: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'psp-state-'));
  dataFile = path.join(dir, 'psp.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('PSP_DATA_FILE', () => {
  it('keeps payments, payouts and undelivered notifications across a restart, and delivers them after it', async () => {
    // Before the restart: the merchant's endpoint is down (503 every time).
    let h: Harness = await startHarness({ dataFile, payoutDelayMs: 60_000 });
    h.merchant.script.push(...Array<number>(10_000).fill(503));
    const paid = await h.api.post<{ id: string }>('/v1/payments', { ...PAYMENT, method: 'ewallet' });
    await postForm(h.app, `/pay/${paid.body.id}/ewallet`, { decision: 'approve' });
    const open = await h.api.post<{ id: string }>('/v1/payments', { ...PAYMENT, reference: 'dep_0002' });
    const payout = await h.api.post<{ id: string }>('/v1/payouts', {
      reference: 'wd_0001',
      amount: 20_000,
      currency: 'PHP',
      method: 'ewallet',
      account_number: '09171234567',
      account_holder: 'Maria Santos',
    });
    await h.merchant.waitFor(2);
    const eventId = h.merchant.received[0]?.event.id;
    await h.close();

    // The state is one valid JSON document; no temporary file is left over.
    expect(readdirSync(dir)).toEqual(['psp.json']);
    const saved = JSON.parse(readFileSync(dataFile, 'utf8')) as {
      events: { delivery: { status: string } }[];
    };
    expect(saved.events.map((e) => e.delivery.status)).toEqual(['pending']);

    // After the restart: the endpoint is up (on another port); the payout is now overdue.
    h = await startHarness({ dataFile, payoutDelayMs: 0, now: () => Date.now() + 120_000 });
    const [delivered] = await h.merchant.waitFor(1);
    expect(delivered?.signatureValid).toBe(true);
    expect(delivered?.event).toMatchObject({
      id: eventId,
      type: 'payment.succeeded',
      data: { id: paid.body.id },
    });
    const [, paidOut] = await h.merchant.waitFor(2);
    expect(paidOut?.event).toMatchObject({ type: 'payout.paid', data: { id: payout.body.id } });

    expect(await h.api.get(`/v1/payments/${paid.body.id}`)).toMatchObject({ body: { status: 'succeeded' } });
    const retried = await h.api.post<{ id: string }>('/v1/payments', { ...PAYMENT, reference: 'dep_0002' });
    expect(retried).toMatchObject({ status: 200, body: { id: open.body.id, status: 'pending' } });
    // The payment left open can still be paid on its page.
    await postForm(h.app, `/pay/${open.body.id}/card`, {
      number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
      name: 'Maria Santos',
    });
    await h.merchant.waitFor(3);
    await h.close();
    const after = JSON.parse(readFileSync(dataFile, 'utf8')) as {
      events: { delivery: { status: string } }[];
    };
    expect(after.events.map((e) => e.delivery.status)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('starts empty without a file, and refuses to start on a file it cannot read', async () => {
    const options = { publicUrl: PUBLIC_URL, merchants: new Map(), dataFile };
    const psp = await createPspServer(options);
    expect(existsSync(dataFile)).toBe(false);
    await psp.app.close();
    writeFileSync(dataFile, '{"version":1,"payments":[');
    await expect(createPspServer(options)).rejects.toThrow(/not valid JSON/);
    writeFileSync(dataFile, '{"hello":"world"}');
    await expect(createPspServer(options)).rejects.toThrow(/not a state file/);
  });
});
