import type { CallRequest } from '@wl/contract';

/** The player's editable profile, sent whole by profile_update. */
export type Profile = Pick<
  CallRequest<'settings/profile_update'>,
  'account_id' | 'auth' | 'full_name' | 'contact_email'
>;

// VipLevel: the player's position (the current cycle's deposit and turnover against the next level's).
// VipTier: one row of the site's VIP level table. InboxItem: a message of the inbox as the wire carries
// it; one with a reward can be claimed once, while `claimable`.
export type { InboxItem, VipLevel, VipTier } from '@wl/contract';
