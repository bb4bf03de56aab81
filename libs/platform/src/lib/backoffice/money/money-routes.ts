import { CALLS } from '@wl/contract';
import type { StaffRoles, staffRoutes } from '../../http/staff-route';
import type { Platform } from '../../platform';
import { depositList } from './deposit-list';
import { moneyErrors } from './money-errors';
import { flaggedPayments } from './flagged-payments';
import { fourEyesOf, setFourEyes } from './four-eyes';
import {
  depositAnswer,
  flaggedAnswer,
  openRoundAnswer,
  thresholdAnswer,
  withdrawalAnswer,
} from './money-answers';
import { closeOpenRound, openRounds } from './open-rounds';
import { paymentSettingsAnswer, paymentSettingsOf, setPaymentSettings } from './payment-settings';
import { createWithdrawalDecisions } from './withdrawal-decisions';
import { siteIdsOf, withdrawalQueue } from './withdrawal-queue';

/** Who reads the money lists: everyone but site managers, whose work is content and settings. */
const MONEY_READERS: StaffRoles = ['owner', 'finance', 'support', 'viewer'];
/** Who decides withdrawals and sets the four-eyes threshold. */
const MONEY_DECIDERS: StaffRoles = ['owner', 'finance'];
/**
 * Who reads a site's payment methods and limits: every role (a site manager answers players' questions
 * about them); only owner and finance change them, as they decide the money.
 */
const PAYMENT_SETTINGS_READERS: StaffRoles = ['owner', 'finance', 'siteManager', 'support', 'viewer'];

/**
 * The money calls: the withdrawal queue and its decisions, the four-eyes threshold, deposits by state and
 * flagged PSP notifications.
 */
export function registerMoneyRoutes(staffRoute: ReturnType<typeof staffRoutes>, platform: Platform): void {
  const { db } = platform.database;
  const decisions = createWithdrawalDecisions(db, platform.clock, async (publicId) => {
    // The approval is committed: the cashier's approve finds it approved (changing nothing) and sends the
    // payout to the PSP, idempotent there by the withdrawal's id. If this fails the approval stands and
    // the cashier sweep sends the payout later, so the staff member is not told it failed.
    await platform.cashier.operator.approve(publicId, 'backoffice').catch(() => undefined);
  });

  staffRoute(CALLS.backofficeWithdrawals, MONEY_READERS, async (actor, body) => {
    const { rows, total } = await withdrawalQueue(db, actor, {
      ...(body.site_id === undefined ? {} : { siteId: body.site_id }),
      state: body.state,
      page: body.page,
      pageSize: body.page_size,
    });
    return { value: rows.map(withdrawalAnswer), total, page: body.page, page_size: body.page_size };
  });
  staffRoute(CALLS.backofficeApproveWithdrawal, MONEY_DECIDERS, async (actor, body, { trail }) => {
    const decision = await decisions.approve(actor, body.withdrawal_id, trail);
    return { outcome: decision.outcome, withdrawal: withdrawalAnswer(decision.withdrawal) };
  });
  staffRoute(CALLS.backofficeRejectWithdrawal, MONEY_DECIDERS, async (actor, body, { trail }) => {
    const decision = await decisions.reject(actor, body.withdrawal_id, body.reason, trail);
    return { outcome: decision.outcome, withdrawal: withdrawalAnswer(decision.withdrawal) };
  });
  staffRoute(CALLS.backofficeFourEyesThresholds, MONEY_READERS, async (actor, body) => ({
    value: (await fourEyesOf(db, siteIdsOf(actor, body.site_id))).map(thresholdAnswer),
  }));
  staffRoute(CALLS.backofficeSetFourEyesThreshold, MONEY_DECIDERS, async (_actor, body, { trail }) => ({
    threshold: thresholdAnswer(
      await setFourEyes(db, platform.clock, body.site_id, body.threshold_minor, trail),
    ),
  }));
  staffRoute(CALLS.backofficeDeposits, MONEY_READERS, async (actor, body) => {
    const { rows, total } = await depositList(db, actor, {
      ...(body.site_id === undefined ? {} : { siteId: body.site_id }),
      state: body.state,
      page: body.page,
      pageSize: body.page_size,
    });
    return { value: rows.map(depositAnswer), total, page: body.page, page_size: body.page_size };
  });
  staffRoute(CALLS.backofficeFlaggedPayments, MONEY_READERS, async (actor, body) => {
    const { rows, total } = await flaggedPayments(db, actor, {
      ...(body.site_id === undefined ? {} : { siteId: body.site_id }),
      page: body.page,
      pageSize: body.page_size,
    });
    return { value: rows.map(flaggedAnswer), total, page: body.page, page_size: body.page_size };
  });
  staffRoute(CALLS.backofficeOpenRounds, MONEY_READERS, async (actor, body) => {
    const { rows, total } = await openRounds(db, platform.clock, actor, {
      ...(body.site_id === undefined ? {} : { siteId: body.site_id }),
      olderThanMinutes: body.older_than_minutes,
      page: body.page,
      pageSize: body.page_size,
    });
    const now = platform.clock();
    return {
      value: rows.map((row) => openRoundAnswer(row, now)),
      total,
      page: body.page,
      page_size: body.page_size,
    };
  });
  // Closing a round refunds the player's stake: a money decision, as a withdrawal's is.
  staffRoute(CALLS.backofficeCloseRound, MONEY_DECIDERS, async (actor, body, { trail }) => {
    const closed = await closeOpenRound(db, platform.play, actor, body.provider_code, body.round_id, trail);
    return {
      outcome: closed.outcome,
      refunded_bets: closed.refundedBets,
      refunded_minor: closed.refundedMinor,
      currency: closed.currency,
      digits: closed.digits,
    };
  });
  staffRoute(CALLS.backofficePaymentSettings, PAYMENT_SETTINGS_READERS, async (_actor, body) => {
    const view = await paymentSettingsOf(db, body.site_id);
    if (!view) throw moneyErrors.siteNotFound();
    return { settings: paymentSettingsAnswer(view) };
  });
  staffRoute(CALLS.backofficeSetPaymentSettings, MONEY_DECIDERS, async (_actor, body, { trail }) => {
    const view = await setPaymentSettings(
      db,
      body.site_id,
      {
        methods: body.methods.map((m) => ({
          code: m.code,
          deposits: m.deposits,
          payouts: m.payouts,
          minMinor: m.min_minor,
          maxMinor: m.max_minor,
        })),
        ...(body.rules
          ? {
              rules: {
                maxPendingWithdrawals: body.rules.max_pending_withdrawals,
                maxWithdrawalsPerDay: body.rules.max_withdrawals_per_day,
                wageringPercent: body.rules.wagering_percent,
              },
            }
          : {}),
      },
      trail,
    );
    return { settings: paymentSettingsAnswer(view) };
  });
}
