import type { ActivityKind } from '../../db/schema/content';

export type { ActivityKind };

/** Something that happened on a site that the public feeds show (a sign-up, a deposit, a withdrawal, a win). */
export interface ActivityInput {
  kind: ActivityKind;
  accountId: string;
  /** Integer minor units; 0 for a sign-up. */
  amountMinor: number;
  providerCode?: string;
  gameName?: string;
  occurredAt?: Date;
}

/** One line of the recent deposits or withdrawals ticker; account_id is masked (de***12). */
export interface FeedEntry {
  account_id: string;
  amount: number;
  created_at: string;
}

export interface Winner {
  account_id: string;
  amount: number;
  game_name: string;
  provider_code: string;
  won_at: string;
}

/** The spec's withdrawal statistics (withrawal is spelled so). */
export interface WithdrawalStats {
  /** Total amount withdrawn, in currency units. */
  withrawal: number;
  /** Players who have won at least once. */
  winner: number;
  /** Withdrawals made in the last hour. */
  hour_withdrawal: number;
  registered_player: number;
  /** Players with any activity in the last 30 days. */
  active_player: number;
  deposited_player: number;
}

export interface SiteActivityServices {
  /** Called by the money side when a sign-up, deposit, withdrawal or win is final. */
  record(siteId: number, activity: ActivityInput): Promise<void>;
  /** Several at once (imports, demo data): all are recorded or, on a bad one, none. */
  recordAll(siteId: number, activities: ActivityInput[]): Promise<void>;
  /** The ten latest deposits and withdrawals, newest first. */
  recentTransactions(siteId: number): Promise<{ deposits: FeedEntry[]; withdrawals: FeedEntry[] }>;
  /** The ten biggest wins and the withdrawal statistics. */
  winnersAndWithdrawals(
    siteId: number,
  ): Promise<{ winners: Winner[]; withdrawals: FeedEntry[]; stats: WithdrawalStats }>;
}
