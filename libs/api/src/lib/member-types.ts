/** The player's editable profile, sent whole by profile_update. */
export interface Profile {
  account_id: string;
  auth: string;
  full_name: string;
  contact_email: string;
}

/** The player's VIP position: the current cycle's deposit and turnover against the next level's. */
export interface VipLevel {
  starting_deposit: number;
  cycle_deposit: number;
  deposit_next: number;
  starting_turnover: number;
  cycle_turnover: number;
  turnover_next: number;
  vip_name: string;
  vip_name_next: string;
}

/** One row of the VIP level table shown before login: what reaching the level takes. */
export interface VipTier {
  vip_name: string;
  starting_deposit: number;
  starting_turnover: number;
}

/** A message in the player's inbox; a message with a reward can be claimed once. */
export interface InboxItem {
  inbox_id: number;
  title: string;
  body: string;
  created_at: string;
  is_read: boolean;
  /** In minor units of the site's currency; 0 when the message carries no reward. */
  reward_amount: number;
  is_claimed: boolean;
}
