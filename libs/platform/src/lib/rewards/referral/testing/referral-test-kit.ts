import { sql } from 'drizzle-orm';
import { numberOf, rowsOf } from '../../../db/database-function';
import {
  freshAddress,
  signupPayload,
  SITE_A,
  SITE_B,
  type LoginBody,
} from '../../../players/testing/player-test-kit';
import {
  startRewardsKit,
  type Answer,
  type KitPlayer,
  type RewardsKit,
} from '../../missions/testing/rewards-test-kit';

export interface ReferralOverview extends Answer {
  code: string;
  currency: string;
  commission_percent: number;
  basis: string;
  time_zone: string;
  total_commission: number;
  referred: Array<{ account: string; joined_at: string; status: string; commission: number }>;
  days: Array<{ day: string; amount: number; referred_players: number }>;
}

export interface ReferralKit extends RewardsKit {
  /** Switches the site's referral setting (setting_value 1 or 0); the kit starts with both sites on. */
  setReferral(site: 'alpha' | 'beta', on: boolean): Promise<void>;
  /** Signs a player up on site A (or `host`) with `referrerCode` typed as given, credited `creditMinor`. */
  referred(
    accountId: string,
    referrerCode: string,
    options?: { host?: string; creditMinor?: number },
  ): Promise<KitPlayer>;
  overview(player: KitPlayer): Promise<ReferralOverview>;
  /** The player's referralCommission postings, oldest first. */
  commissions(player: KitPlayer): Promise<Array<{ key: string; amount: number; reason: string }>>;
  /** What breaks double entry: non-zero sums per asset or posting, player balances off their entries. */
  ledgerFaults(): Promise<string[]>;
}

const SITES = {
  alpha: { ...SITE_A, themeCode: 'casino1', themeColor: 'gold', currency: 'PHP' },
  beta: { ...SITE_B, themeCode: 'slot2', themeColor: 'sunset', currency: 'USD' },
};

/** The rewards kit (site A in PHP, site B in USD, both Asia/Manila) with referral shown on both sites. */
export async function startReferralKit(): Promise<ReferralKit> {
  const kit = await startRewardsKit();
  const { platform } = kit;
  const { db } = platform.database;
  const setReferral = async (site: 'alpha' | 'beta', on: boolean) => {
    await platform.sites.upsertSite({
      ...SITES[site],
      settings: { referral: { setting_value: on ? 1 : 0 } },
    });
  };
  await setReferral('alpha', true);
  await setReferral('beta', true);

  let credits = 0;
  return {
    ...kit,
    setReferral,
    async referred(accountId, referrerCode, options = {}) {
      const host = options.host ?? 'alpha.test';
      const response = await kit.call(
        '/auth/signup',
        signupPayload(accountId, { domain_name: host, external_id: undefined, referrer_code: referrerCode }),
        { host, ip: freshAddress() },
      );
      const body = response.json<LoginBody>();
      if (body.statusCode !== 1) throw new Error(`sign-up of ${accountId} failed: ${response.body}`);
      const found = await platform.operator.findPlayer(host === 'beta.test' ? 'beta' : 'alpha', accountId);
      if (!found) throw new Error(`no player ${accountId}`);
      if (options.creditMinor) {
        await platform.operator.ledger.post.credit({
          siteId: found.siteId,
          playerId: found.id,
          asset: 'game',
          amountMinor: options.creditMinor,
          idempotencyKey: `referral-kit-credit-${++credits}`,
        });
      }
      return {
        accountId,
        id: found.id,
        host,
        session: { account_id: body.user.account_id, auth: body.token },
      };
    },
    async overview(player) {
      return (await kit.request(player, '/referral/overview')) as ReferralOverview;
    },
    async commissions(player) {
      const rows = await rowsOf<{ idempotency_key: string; amount_minor: unknown; reason: string }>(
        db,
        sql`select idempotency_key, amount_minor, reason from ledger_transactions
             where player_id = ${player.id}::integer and kind = 'referralCommission' order by id`,
      );
      return rows.map((r) => ({
        key: r.idempotency_key,
        amount: numberOf(r.amount_minor),
        reason: r.reason,
      }));
    },
    async ledgerFaults() {
      const rows = await rowsOf<{ fault: string }>(
        db,
        sql`select 'asset ' || a.asset || ' sums to ' || sum(e.amount_minor) as fault
              from ledger_entries e join ledger_accounts a on a.id = e.account_id
             group by a.asset having sum(e.amount_minor) <> 0
            union all
            select 'posting ' || e.transaction_id || ' sums to ' || sum(e.amount_minor)
              from ledger_entries e group by e.transaction_id
            having sum(e.amount_minor) <> 0 or count(*) <> 2
            union all
            select 'account ' || a.id || ' holds ' || a.balance_minor || ', its entries ' || coalesce(sum(e.amount_minor), 0)
              from ledger_accounts a left join ledger_entries e on e.account_id = a.id
             where a.player_id is not null
             group by a.id having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`,
      );
      return rows.map((r) => r.fault);
    },
  };
}
