import { currencyDigits, toMajor } from '@wl/money';
import type { PlatformDeps } from '../platform';
import type { Member } from '../players/player-types';
import { createProtectionGuard } from '../players/protection/protection-guard';
import { openSite } from '../players/site-access';
import type { ClientContext } from '../players/player-types';
import type { SiteServices } from '../sites/site-types';
import { createBankAccounts } from './bank-accounts';
import { createCashierHistory } from './cashier-history';
import { createCashierOperator } from './cashier-operator';
import { siteBanks, siteMethods } from './cashier-records';
import { createCashierSetup } from './cashier-setup';
import { createDepositService } from './deposit-service';
import { createPspClient } from './psp-client';
import { createPspNotifications } from './psp-notifications';
import { createStatement } from './statement';
import { createWithdrawalService } from './withdrawal-service';

/** The cashier: payment methods, deposits through a PSP, withdrawals with holds, bank accounts, statement. */
export function createCashierServices(deps: PlatformDeps, sites: SiteServices) {
  const { db } = deps.database;
  const { clock } = deps;
  const psp = createPspClient(clock);
  const depositService = createDepositService(db, clock, psp, createProtectionGuard(db, clock));
  const withdrawalService = createWithdrawalService(db, clock, psp);
  const history = createCashierHistory(db, withdrawalService);

  return {
    /** The methods and banks of the site the call names (guests see them on /banking too). */
    async methods(context: ClientContext) {
      const site = await openSite(sites, context);
      const digits = currencyDigits(site.currency);
      const [methods, bankList] = await Promise.all([siteMethods(db, site.id), siteBanks(db, site.id)]);
      return {
        currency: site.currency,
        methods: methods.map((m) => ({
          code: m.code,
          name: m.name,
          kind: m.kind as 'bank_transfer' | 'ewallet' | 'card',
          currency: site.currency,
          deposits: m.deposits,
          payouts: m.payouts,
          min_amount: toMajor(m.minMinor, digits),
          max_amount: toMajor(m.maxMinor, digits),
          fee_fixed: toMajor(m.feeFixedMinor, digits),
          fee_percent: m.feeBasisPoints / 100,
        })),
        banks: bankList.map((b) => ({ code: b.code, name: b.name, account_format: b.accountFormat })),
      };
    },
    deposit: depositService.create,
    depositStatus: depositService.status,
    withdrawalSummary: withdrawalService.summary,
    withdraw: withdrawalService.create,
    cancelWithdrawal: withdrawalService.cancel,
    bankAccounts: createBankAccounts(db, clock),
    statement: createStatement(db),
    transactions: (member: Member, type: 'deposit' | 'withdrawal' | undefined, page: number, size: number) =>
      history.page(member, type, page, size),
    notifications: createPspNotifications(db, clock, withdrawalService),
    operator: createCashierOperator(db, withdrawalService),
    setup: createCashierSetup(db),
    /** The periodic work: deposits past their time expire, approved payouts the PSP lacks are sent. */
    async sweep(): Promise<{ expired: number; payoutsSent: number }> {
      return { expired: await depositService.expire(), payoutsSent: await withdrawalService.resendPayouts() };
    },
  };
}

export type CashierServices = ReturnType<typeof createCashierServices>;
