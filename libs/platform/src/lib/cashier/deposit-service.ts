import type { CashierTransaction } from '@wl/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/database-function';
import { deposits } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import type { Member } from '../players/player-types';
import { methodAmount } from './cashier-amount';
import { cashierRefusal } from './cashier-errors';
import {
  depositWire,
  feeOf,
  findPaymentProvider,
  settingsOf,
  siteMethods,
  timelinesOf,
  type DepositRow,
} from './cashier-records';
import type { ProtectionGuard } from '../players/protection/protection-guard';
import type { PspClient } from './psp-client';
import { publicId } from '../db/public-id';

export interface DepositInput {
  methodCode: string;
  amount: string;
  requestId: string;
  /** Where the PSP sends the player back: the site's origin as the browser reached it. */
  siteOrigin: string;
}

export function createDepositService(
  db: Db,
  clock: () => Date,
  psp: PspClient,
  protection: Pick<ProtectionGuard, 'deposit'>,
) {
  async function wire(row: DepositRow): Promise<CashierTransaction> {
    const timelines = await timelinesOf(db, 'deposit', [row.id]);
    return depositWire(row, timelines.get(row.id) ?? []);
  }

  async function byRequest(playerId: number, requestId: string): Promise<DepositRow | undefined> {
    const [row] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.playerId, playerId), eq(deposits.requestId, requestId)))
      .limit(1);
    return row;
  }

  async function event(row: DepositRow, state: string, note: string, actor: string): Promise<void> {
    await rowsOf(
      db,
      sql`select cashier_event('deposit', ${row.id}::bigint, ${state}::text, ${note}::text, ${actor}::text, ${clock().toISOString()}::timestamptz)`,
    );
  }

  /**
   * A retry of the same request answers the same deposit; the same id for another deposit is refused. A
   * retry that arrives while the first is still at the PSP waits for it (up to about 12 s).
   */
  async function replay(earlier: DepositRow, methodCode: string, amountMinor: number): Promise<DepositRow> {
    if (earlier.methodCode !== methodCode || earlier.amountMinor !== amountMinor)
      throw cashierRefusal('requestConflict');
    let row: DepositRow | undefined = earlier;
    for (let wait = 0; row?.state === 'created' && row.redirectUrl === '' && wait < 48; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      row = await byRequest(earlier.playerId, earlier.requestId);
    }
    if (!row || row.redirectUrl === '') throw cashierRefusal('paymentUnavailable');
    return row;
  }

  return {
    /**
     * Creates the deposit, then the payment at the PSP; answers the PSP's hosted page. Nothing is credited
     * here: only the PSP's signed notification credits (psp-notifications.ts).
     */
    async create(
      member: Member,
      input: DepositInput,
    ): Promise<{ deposit: CashierTransaction; redirect_url: string }> {
      const { site, player } = member;
      const method = (await siteMethods(db, site.id)).find((m) => m.code === input.methodCode && m.deposits);
      if (!method) throw cashierRefusal('methodUnavailable');
      const amountMinor = methodAmount(input.amount, site.currency, method);
      const earlier = await byRequest(player.id, input.requestId);
      if (earlier) {
        const row = await replay(earlier, method.code, amountMinor);
        return { deposit: await wire(row), redirect_url: row.redirectUrl };
      }
      const provider = await findPaymentProvider(db, method.providerCode);
      if (!provider) throw cashierRefusal('paymentUnavailable');
      const settings = await settingsOf(db, site.id);
      const now = clock();
      let row: DepositRow;
      try {
        // Refused during a time-out or self-exclusion, or past a deposit limit; the check and the insert
        // are one transaction (protection-guard.ts).
        [row] = (await protection.deposit(member, amountMinor, (tx) =>
          tx
            .insert(deposits)
            .values({
              publicId: publicId('dep'),
              siteId: site.id,
              playerId: player.id,
              methodCode: method.code,
              methodName: method.name,
              providerCode: provider.code,
              amountMinor,
              feeMinor: feeOf(method, amountMinor),
              currency: site.currency,
              state: 'created',
              requestId: input.requestId,
              expiresAt: new Date(now.getTime() + settings.depositExpiryMinutes * 60_000),
              createdAt: now,
              updatedAt: now,
            })
            .returning(),
        )) as [DepositRow];
      } catch (error) {
        // The same request sent twice at once: the other one made it.
        const other = isUniqueViolation(error) ? await byRequest(player.id, input.requestId) : undefined;
        if (!other) throw error;
        const replayed = await replay(other, method.code, amountMinor);
        return { deposit: await wire(replayed), redirect_url: replayed.redirectUrl };
      }
      await event(row, 'created', '', 'player');

      try {
        const payment = await psp.createPayment(provider, {
          reference: row.publicId,
          amount: row.amountMinor + row.feeMinor,
          currency: row.currency,
          method: method.kind,
          description: `Deposit to ${site.name}`,
          return_url: `${input.siteOrigin}/deposit?deposit=${row.publicId}`,
          expires_in: settings.depositExpiryMinutes * 60,
        });
        const [pending] = await db
          .update(deposits)
          .set({
            state: 'pending',
            pspPaymentId: payment.id,
            redirectUrl: payment.hosted_url,
            updatedAt: clock(),
          })
          .where(and(eq(deposits.id, row.id), eq(deposits.state, 'created')))
          .returning();
        // A notification may have ended it already (a very fast payment): keep that state.
        row = pending ?? (await byRequest(player.id, input.requestId)) ?? row;
        if (pending) await event(row, 'pending', '', 'psp');
        return { deposit: await wire(row), redirect_url: payment.hosted_url };
      } catch (error) {
        await rowsOf(
          db,
          sql`select cashier_end_deposit(${provider.code}::text, ${row.publicId}::text, null, 'failed', 'the payment provider could not be reached', 'system', ${clock().toISOString()}::timestamptz)`,
        );
        throw cashierRefusal('paymentUnavailable', error instanceof Error ? error.message : undefined);
      }
    },

    async status(member: Member, depositId: string): Promise<CashierTransaction> {
      const [row] = await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.publicId, depositId), eq(deposits.playerId, member.player.id)))
        .limit(1);
      if (!row) throw cashierRefusal('notFound');
      return wire(row);
    },

    /** Deposits left unpaid past their time end as expired; answers how many. */
    async expire(): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select cashier_expire_deposits(${clock().toISOString()}::timestamptz) as n`,
      );
      return Number(row?.n ?? 0);
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
