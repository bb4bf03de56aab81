import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/database-function';
import { defaultSiteSettings, readSiteSettings } from '../../sites/site-settings';
import { rewardsSettingsOf, type RewardsSettings } from '../rewards-settings';
import { minigameErrors } from './minigame-errors';

interface SiteRewardsRow {
  key: string;
  name: string;
  site_settings: unknown;
  rewards_settings: unknown;
}

/**
 * The site's rewards settings for a rewards call; rewardsUnavailable when the site has its rewards off
 * (gamify_status), so every rewards call (token games, missions, leaderboard) answers the same. One query
 * for both settings: every token round starts here.
 */
export async function openRewards(db: Db, siteId: number): Promise<RewardsSettings> {
  const [row] = await rowsOf<SiteRewardsRow>(
    db,
    sql`select s.key, s.name, s.settings as site_settings, r.settings as rewards_settings
          from sites s left join site_rewards r on r.site_id = s.id
         where s.id = ${siteId}`,
  );
  if (!row) throw minigameErrors.rewardsUnavailable();
  const site = readSiteSettings(row.site_settings, defaultSiteSettings(row.key, row.name, undefined));
  if (!site.gamify_status) throw minigameErrors.rewardsUnavailable();
  return rewardsSettingsOf(row.rewards_settings);
}
