import type { Db } from '../../db/database';
import { PlatformError } from '../../http/envelope';
import { siteWithRewards } from '../minigames/rewards-site';
import type { RewardsSettings } from '../rewards-settings';

/**
 * The site's rewards settings (its time zone and referral terms) when the site shows referral (its
 * `referral.setting_value` is 1), else undefined. Referral is gated by that setting alone, not by
 * gamify_status: a site may run referral without the token games.
 */
export async function referralSettingsOf(db: Db, siteId: number): Promise<RewardsSettings | undefined> {
  const found = await siteWithRewards(db, siteId);
  return found?.site.referral.setting_value === 1 ? found.rewards : undefined;
}

/** The site's settings for a referral call; referralUnavailable (nothing done) when referral is off. */
export async function openReferral(db: Db, siteId: number): Promise<RewardsSettings> {
  const settings = await referralSettingsOf(db, siteId);
  if (!settings) throw new PlatformError('referralUnavailable', 0, 200, {});
  return settings;
}
