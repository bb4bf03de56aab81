import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/database-function';
import { PlatformError } from '../../http/envelope';
import { defaultSiteSettings, readSiteSettings } from '../../sites/site-settings';
import { rewardsSettingsOf, type RewardsSettings } from '../rewards-settings';

interface SiteReferralRow {
  key: string;
  name: string;
  site_settings: unknown;
  rewards_settings: unknown;
}

/**
 * The site's rewards settings (its time zone and referral terms) when the site shows referral (its
 * `referral.setting_value` is 1), else undefined. Referral is gated by that setting alone, not by
 * gamify_status: a site may run referral without the token games. One query for both settings.
 */
export async function referralSettingsOf(db: Db, siteId: number): Promise<RewardsSettings | undefined> {
  const [row] = await rowsOf<SiteReferralRow>(
    db,
    sql`select s.key, s.name, s.settings as site_settings, r.settings as rewards_settings
          from sites s left join site_rewards r on r.site_id = s.id
         where s.id = ${siteId}`,
  );
  if (!row) return undefined;
  const site = readSiteSettings(row.site_settings, defaultSiteSettings(row.key, row.name, undefined));
  return site.referral.setting_value === 1 ? rewardsSettingsOf(row.rewards_settings) : undefined;
}

/** The site's settings for a referral call; referralUnavailable (nothing done) when referral is off. */
export async function openReferral(db: Db, siteId: number): Promise<RewardsSettings> {
  const settings = await referralSettingsOf(db, siteId);
  if (!settings) throw new PlatformError('referralUnavailable', 0, 200, {});
  return settings;
}
