import type { FastifyInstance } from 'fastify';
import type { DeliveryPolicy } from '../notifier';
import { type PspServer, type PspServerOptions, createPspServer } from '../psp-server';
import { FakeMerchant } from './fake-merchant';
import { signedApi } from './signed-api';

export const SECRET = 'demo-psp-secret-0123456789abcdef';
export const OTHER_SECRET = 'other-merchant-secret-0123456789';
export const PUBLIC_URL = 'http://127.0.0.1:4500';

/** Retries in milliseconds rather than seconds, so the specs see several attempts at once. */
export const FAST_DELIVERY: DeliveryPolicy = {
  baseDelayMs: 5,
  maxDelayMs: 40,
  giveUpAfterMs: 60_000,
  attemptTimeoutMs: 2_000,
};

export const PAYMENT = {
  reference: 'dep_0001',
  amount: 50_000,
  currency: 'PHP',
  method: 'card',
  description: 'Deposit to Golden Palace',
  return_url: 'https://casino1.example/deposit?deposit=dep_0001',
  expires_in: 1_800,
};

export interface Harness {
  psp: PspServer;
  app: FastifyInstance;
  merchant: FakeMerchant;
  /** The merchant `demo` (its notifications go to `merchant`). */
  api: ReturnType<typeof signedApi>;
  /** The merchant `other`, whose notify URL answers nothing. */
  otherApi: ReturnType<typeof signedApi>;
  /** Moves the PSP's clock (expiry, signatures) forward. */
  advance(ms: number): void;
  /** The PSP's clock. */
  now(): number;
  close(): Promise<void>;
}

/** A PSP with two merchants and a fake notify endpoint for `demo`, on a clock the spec can move. */
export async function startHarness(options: Partial<PspServerOptions> = {}): Promise<Harness> {
  const merchant = await new FakeMerchant(SECRET).start();
  let offset = 0;
  const psp = await createPspServer({
    publicUrl: PUBLIC_URL,
    merchants: new Map([
      ['demo', { id: 'demo', secret: SECRET, notifyUrl: merchant.url }],
      ['other', { id: 'other', secret: OTHER_SECRET, notifyUrl: 'http://127.0.0.1:9/none' }],
    ]),
    deliveryPolicy: FAST_DELIVERY,
    payoutDelayMs: 20,
    now: () => Date.now() + offset,
    ...options,
  });
  return {
    psp,
    app: psp.app,
    merchant,
    api: signedApi(() => psp.app, { merchant: 'demo', secret: SECRET }),
    otherApi: signedApi(() => psp.app, { merchant: 'other', secret: OTHER_SECRET }),
    advance: (ms) => {
      offset += ms;
    },
    now: () => Date.now() + offset,
    async close() {
      await psp.app.close();
      await merchant.close();
    },
  };
}

/** A hosted page's form, posted as a browser on the PSP's page would. */
export async function postForm(app: FastifyInstance, url: string, fields: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: PUBLIC_URL,
      'sec-fetch-site': 'same-origin',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
