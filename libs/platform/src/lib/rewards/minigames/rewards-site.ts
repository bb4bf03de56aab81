import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/database-function';
import { defaultSiteSettings, readSiteSettings, type SiteSettings } from '../../sites/site-settings';
import { rewardsSettingsOf, type RewardsSettings } from '../rewards-settings';
import { minigameErrors } from './minigame-errors';

interface SiteRewardsRow {
  key: string;
  name: string;
  site_settings: unknown;
  rewards_settings: unknown;
}

/**
 * A site's settings and its rewards settings in one query (undefined: no such site): every token round
 * and every referral call starts here.
 */
export async function siteWithRewards(
  db: Db,
  siteId: number,
): Promise<{ site: SiteSettings; rewards: RewardsSettings } | undefined> {
  const [row] = await rowsOf<SiteRewardsRow>(
    db,
    sql`select s.key, s.name, s.settings as site_settings, r.settings as rewards_settings
          from sites s left join site_rewards r on r.site_id = s.id
         where s.id = ${siteId}`,
  );
  if (!row) return undefined;
  return {
    site: readSiteSettings(row.site_settings, defaultSiteSettings(row.key, row.name, undefined)),
    rewards: rewardsSettingsOf(row.rewards_settings),
  };
}

/**
 * The site's rewards settings for a rewards call; rewardsUnavailable when the site has its rewards off
 * (gamify_status), so every rewards call (token games, missions, leaderboard) answers the same.
 */
export async function openRewards(db: Db, siteId: number): Promise<RewardsSettings> {
  const found = await siteWithRewards(db, siteId);
  if (!found?.site.gamify_status) throw minigameErrors.rewardsUnavailable();
  return found.rewards;
}
