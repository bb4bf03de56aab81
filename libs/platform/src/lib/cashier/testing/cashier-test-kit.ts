import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody } from '../../http/hmac-signature';
import { startMemberKit, signUp, type MemberKit } from '../../players/testing/player-test-kit';

export const PSP_SECRET = 'test-psp-secret-0123456789abcdef';

interface Recorded {
  path: string;
  body: Record<string, unknown>;
  merchant: string | undefined;
}

/**
 * A PSP's API for the platform's side (docs/payment-protocol.md): it answers payments and payouts as a
 * PSP would (idempotent by reference) and records what it was sent. Notifications are the test's to send.
 */
export class FakePsp {
  readonly received: Recorded[] = [];
  /** Answer every request with this status (a PSP that is down, say). */
  failWith: number | undefined;
  private readonly byReference = new Map<string, Record<string, unknown>>();
  private count = 0;
  private readonly server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const merchant = request.headers['psp-merchant'];
      this.received.push({
        path: request.url ?? '',
        body,
        merchant: Array.isArray(merchant) ? merchant[0] : merchant,
      });
      if (this.failWith) {
        response.writeHead(this.failWith, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'down', message: 'the provider is down' }));
        return;
      }
      const reference = String(body['reference']);
      let answer = this.byReference.get(reference);
      if (!answer) {
        this.count += 1;
        const payout = request.url === '/v1/payouts';
        const id = `${payout ? 'po' : 'pay'}_${this.count}`;
        answer = {
          ...body,
          id,
          status: 'pending',
          ...(payout ? {} : { hosted_url: `${this.url}/pay/${id}` }),
        };
        this.byReference.set(reference, answer);
      }
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }
  /** The payment or payout the PSP holds for a reference. */
  object(reference: string): Record<string, unknown> | undefined {
    return this.byReference.get(reference);
  }
  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export interface CashierKit extends MemberKit {
  psp: FakePsp;
  /** POSTs a notification signed with the PSP's secret (or `secret`), at the kit's clock (or `at`). */
  notify(
    event: Record<string, unknown>,
    options?: { secret?: string; at?: number; raw?: string; signature?: string },
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  /** Signs up a player of site A with a full name, ready for the cashier. */
  cashierPlayer(accountId: string, fullName?: string): Promise<{ account_id: string; auth: string }>;
}

/** The member kit with a fake PSP as provider DEMOPSP and site A's methods and banks. */
export async function startCashierKit(): Promise<CashierKit> {
  const kit = await startMemberKit();
  const psp = await new FakePsp().start();
  const { setup } = kit.platform.cashier;
  await setup.setProvider({
    code: 'DEMOPSP',
    name: 'Test Pay',
    apiUrl: psp.url,
    merchantId: 'alpha',
    secret: PSP_SECRET,
  });
  const method = { providerCode: 'DEMOPSP', feeFixedMinor: 0, feeBasisPoints: 0 };
  await setup.setMethods(kit.siteA.id, [
    {
      ...method,
      code: 'bank',
      name: 'Bank transfer',
      kind: 'bank_transfer',
      minMinor: 10_000,
      maxMinor: 5_000_000,
      deposits: true,
      payouts: true,
    },
    {
      ...method,
      code: 'card',
      name: 'Card',
      kind: 'card',
      minMinor: 10_000,
      maxMinor: 3_000_000,
      feeFixedMinor: 500,
      feeBasisPoints: 250,
      deposits: true,
      payouts: false,
    },
  ]);
  await setup.setBanks(kit.siteA.id, [
    { code: 'BDO', name: 'BDO Unibank', accountPattern: '\\d{10,12}', accountFormat: '10 to 12 digits' },
  ]);
  return {
    ...kit,
    psp,
    async notify(event, options = {}) {
      const raw = options.raw ?? JSON.stringify(event);
      const at = options.at ?? Math.floor(kit.clock.now().getTime() / 1000);
      const response = await kit.app.inject({
        method: 'POST',
        url: '/api/cashier/psp/notify/DEMOPSP',
        headers: {
          'content-type': 'application/json',
          'psp-signature': options.signature ?? signBody(options.secret ?? PSP_SECRET, raw, at),
        },
        payload: raw,
      });
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
    },
    async cashierPlayer(accountId, fullName = 'Maria Santos') {
      const session = await signUp(kit, accountId);
      if (fullName === '') return session;
      const updated = await kit.call('/settings/profile_update', {
        ...session,
        full_name: fullName,
        contact_email: `${accountId}@example.com`,
      });
      if (updated.json<{ statusCode: number }>().statusCode !== 1) throw new Error(updated.body);
      return session;
    },
    async close() {
      await psp.close();
      await kit.close();
    },
  };
}
