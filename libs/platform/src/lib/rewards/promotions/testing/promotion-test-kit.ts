import { toMinorUnits } from '@wl/money';
import { sql } from 'drizzle-orm';
import { numberOf, rowsOf } from '../../../db/database-function';
import { PSP_SECRET } from '../../../cashier/testing/cashier-test-kit';
import { signBody } from '../../../http/hmac-signature';
import type { PlayerBalances } from '../../../players/ledger';
import {
  startRewardsKit,
  type Answer,
  type KitPlayer,
  type RewardsKit,
} from '../../missions/testing/rewards-test-kit';
import type { PromotionInput } from '../promotion-input';

/** A deposit made through the cashier, and how to tell the platform its PSP payment succeeded. */
export interface KitDeposit {
  reference: string;
  /** Sends the payment.succeeded notification: a fresh event id, or `eventId` to deliver one again. */
  notify(eventId?: string): Promise<{ eventId: string; outcome: string }>;
}

/** What a player's promotions look like through promotion/list. */
export interface ListAnswer extends Answer {
  promotions: Array<{ id: number; code: string; title: string; max_bonus: number; min_deposit: number }>;
  bonus: BonusAnswer | null;
  bonus_balance: number;
  history: BonusAnswer[];
}

export interface BonusAnswer {
  id: number;
  promotion_id: number;
  title: string;
  state: string;
  amount: number;
  wagering_required: number;
  wagered: number;
  granted_at: string | null;
  expires_at: string | null;
  ended_at: string | null;
}

/** The ledger's sums: `total` over every entry of house and players, the rest counts of faults. */
export interface LedgerCheck {
  entries: number;
  total: number;
  unbalanced: number;
  drifted: number;
  negative: number;
}

export interface PromotionKit extends RewardsKit {
  /** Sets site A's promotions; answers their ids by code. */
  setPromotions(list: PromotionInput[]): Promise<Record<string, number>>;
  /** The id of a promotion set by setPromotions, by its code. */
  promotionId(code: string): number;
  /**
   * A new player (with `creditMinor` from the operator) opted into the promotion `code` whose deposit of
   * `amount` was credited; throws when the opt-in or the deposit's notification was refused.
   */
  grantedPlayer(accountId: string, code: string, amount: string, creditMinor?: number): Promise<KitPlayer>;
  list(player: KitPlayer): Promise<ListAnswer>;
  optIn(player: KitPlayer, promotionId: number): Promise<Answer>;
  forfeit(player: KitPlayer, bonusId: number): Promise<Answer>;
  /** Starts a deposit of `amount` (major units, PHP) by bank transfer; its notification is the test's. */
  startDeposit(player: KitPlayer, amount: string): Promise<KitDeposit>;
  balances(player: KitPlayer): Promise<PlayerBalances>;
  /** How many postings of a kind the player has, and their total (minor units). */
  postings(player: KitPlayer, kind: string): Promise<{ count: number; total: number }>;
  /**
   * The ledger's checks: every transaction's entries sum to zero, and every player account's kept balance
   * is the sum of its entries and never negative. Answers the number of entries looked at.
   */
  ledgerBalanced(): Promise<LedgerCheck>;
}

/**
 * The rewards kit (site A in PHP with a fake PSP and JILI, bets, wins and rollbacks) with site A's banks
 * for withdrawals and the promotions' calls; its snapshot has the promotions' tables too.
 */
export async function startPromotionKit(): Promise<PromotionKit> {
  const kit = await startRewardsKit();
  const { platform } = kit;
  const { db } = platform.database;
  await platform.cashier.setup.setBanks(kit.siteA.id, [
    { code: 'BDO', name: 'BDO Unibank', accountPattern: '\\d{10,12}', accountFormat: '10 to 12 digits' },
  ]);
  let events = 0;
  let requests = 0;
  const ids = new Map<string, number>();
  const promotionId = (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`no promotion ${code}`);
    return id;
  };

  const promotionKit: PromotionKit = {
    ...kit,
    async setPromotions(list) {
      const rows = await platform.rewards.promotions.setPromotions('alpha', list);
      for (const row of rows) ids.set(row.code, row.id);
      return Object.fromEntries(rows.map((row) => [row.code, row.id]));
    },
    promotionId,
    async grantedPlayer(accountId, code, amount, creditMinor = 0) {
      const player = await kit.player(accountId, { creditMinor });
      const opted = await promotionKit.optIn(player, promotionId(code));
      if (opted.statusCode !== 1) throw new Error(`opt-in of ${accountId}: ${JSON.stringify(opted)}`);
      const { outcome } = await (await promotionKit.startDeposit(player, amount)).notify();
      if (outcome !== 'credited') throw new Error(`deposit of ${accountId}: ${outcome}`);
      return player;
    },
    list: (player) => kit.request(player, '/promotion/list') as Promise<ListAnswer>,
    optIn: (player, promotionId) => kit.request(player, '/promotion/opt_in', { promotion_id: promotionId }),
    forfeit: (player, bonusId) => kit.request(player, '/promotion/forfeit', { bonus_id: bonusId }),
    async startDeposit(player, amount) {
      const made = await kit.request(player, '/cashier/deposit', {
        method_code: 'bank',
        amount,
        request_id: `promo-deposit-${++requests}`,
      });
      const reference = (made['deposit'] as { id: string } | undefined)?.id;
      if (!reference) throw new Error(`deposit: ${JSON.stringify(made)}`);
      const payment = String(kit.psp.object(reference)?.['id']);
      return {
        reference,
        async notify(eventId = `promo-evt-${++events}`) {
          const raw = JSON.stringify({
            id: eventId,
            type: 'payment.succeeded',
            created: Math.floor(kit.clock.now().getTime() / 1000),
            // The bank method has no fee: the PSP is paid the deposit's amount.
            data: {
              id: payment,
              reference,
              amount: toMinorUnits(amount, 'PHP'),
              currency: 'PHP',
              status: 'succeeded',
            },
          });
          const response = await kit.app.inject({
            method: 'POST',
            url: '/api/cashier/psp/notify/DEMOPSP',
            headers: {
              'content-type': 'application/json',
              'psp-signature': signBody(PSP_SECRET, raw, Math.floor(kit.clock.now().getTime() / 1000)),
            },
            payload: raw,
          });
          if (response.statusCode !== 200) throw new Error(`notify: ${response.body}`);
          return { eventId, outcome: String(response.json<{ outcome?: string }>().outcome) };
        },
      };
    },
    async snapshot() {
      const [own] = await rowsOf<Record<string, string>>(
        db,
        sql.raw(
          ['promotions', 'player_bonuses']
            .map(
              (t) =>
                `(SELECT count(*)::text || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${t} x) AS ${t}`,
            )
            .join(', ')
            .replace(/^/, 'SELECT '),
        ),
      );
      return { ...(await kit.snapshot()), ...own };
    },
    balances: (player) => platform.operator.ledger.balance(player.id),
    async postings(player, kind) {
      const [row] = await rowsOf<{ count: unknown; total: unknown }>(
        db,
        sql`SELECT count(*) AS count, coalesce(sum(amount_minor), 0) AS total FROM ledger_transactions
             WHERE player_id = ${player.id}::integer AND kind = ${kind}::text`,
      );
      return { count: numberOf(row?.count ?? 0), total: numberOf(row?.total ?? 0) };
    },
    async ledgerBalanced() {
      const [row] = await rowsOf<Record<keyof LedgerCheck, unknown>>(
        db,
        sql`SELECT (SELECT count(*) FROM ledger_entries) AS entries,
                   (SELECT coalesce(sum(amount_minor), 0) FROM ledger_entries) AS total,
                   (SELECT count(*) FROM (SELECT transaction_id FROM ledger_entries
                     GROUP BY transaction_id HAVING sum(amount_minor) <> 0) t) AS unbalanced,
                   (SELECT count(*) FROM ledger_accounts a WHERE a.player_id IS NOT NULL
                       AND a.balance_minor <> (SELECT coalesce(sum(e.amount_minor), 0) FROM ledger_entries e
                                                WHERE e.account_id = a.id)) AS drifted,
                   (SELECT count(*) FROM ledger_accounts a
                     WHERE a.player_id IS NOT NULL AND a.balance_minor < 0) AS negative`,
      );
      return {
        entries: numberOf(row?.entries),
        total: numberOf(row?.total),
        unbalanced: numberOf(row?.unbalanced),
        drifted: numberOf(row?.drifted),
        negative: numberOf(row?.negative),
      };
    },
  };
  return promotionKit;
}
