import {
  CALLS,
  MAX_BANK_ACCOUNTS,
  PSP_HEADERS,
  PSP_NOTIFY_PATH,
  pspEvent,
  pspNotificationAnswer,
} from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import { clientContext } from '../http/client-context';
import { memberRoutes } from '../http/member-route';
import { playerRoutes } from '../http/player-route';
import { siteOriginOf } from '../http/site-origin';
import type { ZodApp } from '../http/zod-app';
import type { Platform } from '../platform';
import type { StatementQuery } from './statement';

/** The players' cashier calls (libs/contract/src/lib/calls/cashier). */
export function registerCashierRoutes(api: ZodApp, platform: Platform): void {
  const memberRoute = memberRoutes(api, platform);
  const guestRoute = playerRoutes(api);
  const { cashier } = platform;
  const statementQuery = (body: {
    date_from?: string | undefined;
    date_to?: string | undefined;
    type?: StatementQuery['type'] | undefined;
  }): StatementQuery => ({
    ...(body.date_from ? { dateFrom: body.date_from } : {}),
    ...(body.date_to ? { dateTo: body.date_to } : {}),
    ...(body.type ? { type: body.type } : {}),
  });

  guestRoute(CALLS.paymentMethods, (context) => cashier.methods(context));
  memberRoute(CALLS.depositCreate, (member, body, request) => {
    // Back to where the player's browser is; a call from elsewhere (an app) gets the site's own address.
    const domain = clientContext(request, body).domainName;
    return cashier.deposit(member, {
      methodCode: body.method_code,
      amount: body.amount,
      requestId: body.request_id,
      siteOrigin: siteOriginOf(request, domain) ?? `https://${domain}`,
    });
  });
  memberRoute(CALLS.depositStatus, async (member, body) => ({
    deposit: await cashier.depositStatus(member, body.deposit_id),
  }));
  memberRoute(CALLS.withdrawalSummary, (member) => cashier.withdrawalSummary(member));
  memberRoute(CALLS.withdrawalCreate, async (member, body) => ({
    withdrawal: await cashier.withdraw(member, {
      methodCode: body.method_code,
      amount: body.amount,
      bankAccountId: body.bank_account_id,
      requestId: body.request_id,
    }),
  }));
  memberRoute(CALLS.withdrawalCancel, async (member, body) => ({
    withdrawal: await cashier.cancelWithdrawal(member, body.withdrawal_id),
  }));
  memberRoute(CALLS.bankList, async (member) => ({
    value: await cashier.bankAccounts.list(member),
    max: MAX_BANK_ACCOUNTS,
  }));
  memberRoute(CALLS.bankAdd, async (member, body) => ({
    bank_account: await cashier.bankAccounts.add(member, {
      bankCode: body.bank_code,
      holderName: body.holder_name,
      accountNumber: body.account_number,
    }),
  }));
  memberRoute(CALLS.bankSetDefault, async (member, body) => ({
    value: await cashier.bankAccounts.setDefault(member, body.bank_account_id),
  }));
  memberRoute(CALLS.bankRemove, async (member, body) => ({
    value: await cashier.bankAccounts.remove(member, body.bank_account_id),
  }));
  memberRoute(CALLS.statement, async (member, body) => {
    const page = await cashier.statement.page(member, statementQuery(body), body.page, body.page_size);
    return { ...page, page: body.page, page_size: body.page_size, currency: member.site.currency };
  });
  memberRoute(CALLS.statementCsv, (member, body) => cashier.statement.csv(member, statementQuery(body)));
  memberRoute(CALLS.cashierTransactions, async (member, body) => ({
    ...(await cashier.transactions(member, body.type, body.page, body.page_size)),
    page: body.page,
    page_size: body.page_size,
  }));
}

const NOTIFICATION_BODY_LIMIT = 32 * 1024;
const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The PSP's notifications (docs/payment-protocol.md): read as text, since the signature is over the exact
 * bytes, and parsed only once it is checked. Not a contract call: the PSP's protocol, not the players'.
 */
export async function registerPspNotifyRoute(app: FastifyInstance, platform: Platform): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // The schema is for the API reference; the body is checked only after its signature.
    scope.setValidatorCompiler(() => (value) => ({ value }));
    scope.post<{ Params: { provider: string } }>(
      `/${PSP_NOTIFY_PATH}`,
      {
        schema: {
          tags: ['payment protocol'],
          summary: 'A PSP notification, signed by the PSP (docs/payment-protocol.md)',
          body: pspEvent,
          response: { 200: pspNotificationAnswer, 400: pspNotificationAnswer, 401: pspNotificationAnswer },
        },
      },
      async (request, reply) => {
        const answer = await platform.cashier.notifications.receive(
          request.params.provider,
          typeof request.body === 'string' ? request.body : '',
          headerOf(request.headers[PSP_HEADERS.signature]),
        );
        return reply.code(answer.status).send(answer.body);
      },
    );
  });
}
