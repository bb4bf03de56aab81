import { z } from 'zod';
import { signBody } from '../http/hmac-signature';

/** A payment provider row, as the client needs it. */
export interface PspAccount {
  code: string;
  apiUrl: string;
  merchantId: string;
  secret: string;
}

/** The PSP refused or could not be reached; `status` is its HTTP status, 0 when it did not answer. */
export class PspError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PspError';
  }
}

const payment = z.object({
  id: z.string().min(1).max(100),
  reference: z.string(),
  status: z.string(),
  hosted_url: z.url({ protocol: /^https?$/ }),
});
const payout = z.object({ id: z.string().min(1).max(100), reference: z.string(), status: z.string() });

export interface PaymentRequest {
  reference: string;
  amount: number;
  currency: string;
  method: string;
  description: string;
  return_url: string;
  expires_in: number;
}

export interface PayoutRequest {
  reference: string;
  amount: number;
  currency: string;
  method: string;
  bank_code: string;
  account_number: string;
  account_holder: string;
}

const TIMEOUT_MS = 10_000;

/**
 * The platform's side of docs/payment-protocol.md: signed JSON requests to a PSP. Creating a payment or
 * a payout is idempotent at the PSP by our reference, so a request that timed out is simply sent again.
 */
export function createPspClient(clock: () => Date) {
  async function send<T>(account: PspAccount, path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    const raw = JSON.stringify(body);
    let attempt = 0;
    for (;;) {
      attempt += 1;
      try {
        const response = await fetch(`${account.apiUrl.replace(/\/$/, '')}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'psp-merchant': account.merchantId,
            'psp-signature': signBody(account.secret, raw, Math.floor(clock().getTime() / 1000)),
          },
          body: raw,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const answer: unknown = await response.json().catch(() => undefined);
        if (!response.ok) {
          const said = z.object({ message: z.string() }).safeParse(answer);
          throw new PspError(said.success ? said.data.message : `HTTP ${response.status}`, response.status);
        }
        const parsed = schema.safeParse(answer);
        if (!parsed.success) throw new PspError('the provider answered something else', response.status);
        return parsed.data;
      } catch (error) {
        const status = error instanceof PspError ? error.status : 0;
        // A refusal (4xx) is final; a timeout, a network failure or a 5xx is tried once more.
        const retry = attempt < 2 && (status === 0 || status >= 500);
        if (!retry) throw error instanceof PspError ? error : new PspError(String(error), 0);
      }
    }
  }
  return {
    createPayment: (account: PspAccount, request: PaymentRequest) =>
      send(account, '/v1/payments', request, payment),
    createPayout: (account: PspAccount, request: PayoutRequest) =>
      send(account, '/v1/payouts', request, payout),
  };
}

export type PspClient = ReturnType<typeof createPspClient>;
