import { PSP_SIGNATURE_TOLERANCE_SECONDS, pspEvent, type PspEvent } from '@wl/contract';
import { formatMinor } from '@wl/money';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/database-function';
import { deposits, pspNotifications } from '../db/schema';
import { PlatformError } from '../http/envelope';
import { checkSignature } from '../http/hmac-signature';
import { findPaymentProvider } from './cashier-records';
import type { WithdrawalService } from './withdrawal-service';

export interface NotificationAnswer {
  status: 200 | 400 | 401;
  body: { received: boolean; outcome?: string; error?: string };
}

export function createPspNotifications(db: Db, clock: () => Date, withdrawals: WithdrawalService) {
  async function depositMessage(reference: string) {
    const [row] = await db.select().from(deposits).where(eq(deposits.publicId, reference)).limit(1);
    const amount = row ? formatMinor(row.amountMinor, row.currency, 'en') : '';
    return {
      title: 'Deposit credited',
      body: `Your deposit ${reference} of ${amount} has been added to your balance. Good luck!`,
    };
  }

  async function act(provider: string, event: PspEvent): Promise<string> {
    const { data } = event;
    const now = clock().toISOString();
    switch (event.type) {
      case 'payment.succeeded': {
        const message = await depositMessage(data.reference);
        const [row] = await rowsOf<{ outcome: string }>(
          db,
          sql`select cashier_credit_deposit(${provider}::text, ${data.reference}::text, ${data.id}::text,
                ${data.amount}::bigint, ${data.currency}::text, ${message.title}::text, ${message.body}::text,
                ${now}::timestamptz) as outcome`,
        );
        return row?.outcome ?? 'ignored';
      }
      case 'payment.failed':
      case 'payment.expired':
      case 'payment.cancelled': {
        const state = event.type.slice('payment.'.length);
        const [row] = await rowsOf<{ outcome: string }>(
          db,
          sql`select cashier_end_deposit(${provider}::text, ${data.reference}::text, ${data.id}::text,
                ${state}::text, ${data.failure_reason ?? ''}::text, 'psp', ${now}::timestamptz) as outcome`,
        );
        return row?.outcome ?? 'ignored';
      }
      case 'payout.paid': {
        const row = await withdrawals.byPublicId(data.reference);
        const amount = row ? withdrawals.money(row, row.amountMinor - row.feeMinor) : '';
        const [paid] = await rowsOf<{ outcome: string }>(
          db,
          sql`select cashier_pay_withdrawal(${provider}::text, ${data.reference}::text, ${data.id}::text,
                ${data.amount}::bigint, ${data.currency}::text, 'Withdrawal paid',
                ${`Your withdrawal ${data.reference} has been paid: ${amount} is on its way to your account.`}::text,
                ${now}::timestamptz) as outcome`,
        );
        return paid?.outcome ?? 'ignored';
      }
      case 'payout.failed': {
        const row = await withdrawals.byPublicId(data.reference);
        if (!row || row.providerCode !== provider) return 'flagged:no withdrawal has this reference';
        if (row.state !== 'approved') return row.state === 'failed' ? 'duplicate' : 'ignored';
        await withdrawals.release(
          data.reference,
          null,
          'failed',
          data.failure_reason ?? 'the payment provider could not pay it',
          'psp',
        );
        return 'released';
      }
    }
  }

  return {
    /**
     * One notification as received: verified over its exact bytes, stored once per event id, acted on,
     * answered 200 (also for one seen before, which is not acted on again). A notification whose action
     * failed (the database went away) is answered 400-free: the error propagates, the PSP retries.
     */
    async receive(
      provider: string,
      rawBody: string,
      signature: string | undefined,
    ): Promise<NotificationAnswer> {
      const account = await findPaymentProvider(db, provider);
      const check = account
        ? checkSignature(account.secret, rawBody, signature, clock(), PSP_SIGNATURE_TOLERANCE_SECONDS)
        : 'invalid';
      if (check !== 'valid')
        return {
          status: 401,
          body: { received: false, error: check === 'stale' ? 'stale_request' : 'invalid_signature' },
        };
      let event: PspEvent;
      try {
        event = pspEvent.parse(JSON.parse(rawBody));
      } catch {
        return {
          status: 400,
          body: { received: false, error: 'not a notification of the payment protocol' },
        };
      }
      const [stored] = await db
        .insert(pspNotifications)
        .values({
          providerCode: provider,
          eventId: event.id,
          type: event.type,
          objectId: event.data.id,
          reference: event.data.reference,
          body: rawBody,
          receivedAt: clock(),
        })
        .onConflictDoUpdate({
          target: [pspNotifications.providerCode, pspNotifications.eventId],
          set: { deliveries: sql`${pspNotifications.deliveries} + 1` },
        })
        .returning();
      if (!stored) throw new PlatformError('internalServerError', -500, 500);
      if (stored.outcome !== '') return { status: 200, body: { received: true, outcome: 'duplicate' } };
      const outcome = await act(provider, event);
      const flagged = outcome.startsWith('flagged:');
      await db
        .update(pspNotifications)
        .set({
          outcome: flagged ? 'flagged' : outcome,
          flagged,
          flagReason: flagged ? outcome.slice('flagged:'.length) : '',
        })
        .where(eq(pspNotifications.id, stored.id));
      return { status: 200, body: { received: true, outcome: flagged ? 'flagged' : outcome } };
    },
  };
}

export type PspNotifications = ReturnType<typeof createPspNotifications>;
