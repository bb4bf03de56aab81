import type { MissionInput, Platform } from '@wl/platform';
import { readRewardsSettings, writeRewardsSettings } from '@wl/platform';

export const REWARDS_USAGE = `  rewards settings --site <key> [--json '<settings to change>']   (time zone, tokens per wager, wheel,
            dice, leaderboard, referral {"commission_percent","basis":"net_loss"|"turnover"}: each field
            given replaces its value whole; cash in minor units)
  missions list --site <key>
  missions set --site <key> --json '<[{"code","period","kind","target","category","rewardKind","rewardAmount"}]>'
            (by code: a listed code is added or changed; "active": false switches one off)
  leaderboard pay [--at <ISO date>]   (opens each site's week and pays the weeks ended by then; the job
            does it every minute, once)
  referral settle [--site <key>] [--at <ISO date>]   (settles every site's ended days, or one site's,
            up to the day before --at in the site's time zone, 31 days per run; the job does it every
            15 minutes, once per day)`;

export const REWARDS_COMMANDS = [
  'rewards settings',
  'missions list',
  'missions set',
  'leaderboard pay',
  'referral settle',
];

export interface RewardsFlags {
  site?: string;
  json?: string;
  at?: string;
}

interface Output {
  log(text: string): void;
  table(rows: readonly object[]): void;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') throw new Error('--json is required');
  try {
    return JSON.parse(text);
  } catch {
    throw new Error('--json is not valid JSON');
  }
}

async function siteId(platform: Platform, key: string | undefined): Promise<{ id: number; key: string }> {
  if (!key?.trim()) throw new Error('--site is required');
  const site = (await platform.sites.listSites()).find((s) => s.key === key.trim());
  if (!site) throw new Error(`No site with key ${key}`);
  return { id: site.id, key: site.key };
}

/** --at, else now; a value that is not a date is refused before anything is done. */
function atFlag(platform: Platform, text: string | undefined): Date {
  const at = text === undefined ? platform.clock() : new Date(text);
  if (Number.isNaN(at.getTime())) throw new Error('--at must be a date like 2026-12-01T02:00:00Z');
  return at;
}

/**
 * The operator's rewards commands: a site's rewards settings, its missions, the leaderboard's payout and
 * the referral settlement.
 */
export async function runRewardsCommand(
  platform: Platform,
  command: string,
  flags: RewardsFlags,
  out: Output,
): Promise<void> {
  const { db } = platform.database;
  switch (command) {
    case 'rewards settings': {
      const site = await siteId(platform, flags.site);
      const settings =
        flags.json === undefined
          ? await readRewardsSettings(db, site.id)
          : await writeRewardsSettings(db, site.id, parseJson(flags.json) as object, platform.clock());
      out.log(JSON.stringify(settings, null, 2));
      return;
    }
    case 'missions list': {
      const site = await siteId(platform, flags.site);
      out.table(await platform.rewards.missions.listMissions(site.key));
      return;
    }
    case 'missions set': {
      const site = await siteId(platform, flags.site);
      const list = parseJson(flags.json);
      if (!Array.isArray(list)) throw new Error('--json is a list of missions');
      await platform.rewards.missions.setMissions(site.key, list as MissionInput[]);
      out.table(await platform.rewards.missions.listMissions(site.key));
      return;
    }
    case 'leaderboard pay': {
      const at = atFlag(platform, flags.at);
      await platform.rewards.leaderboard.openSitePeriods(at);
      out.log(`Paid: ${JSON.stringify(await platform.rewards.leaderboard.payEndedPeriods(at))}`);
      return;
    }
    case 'referral settle': {
      const only = flags.site === undefined ? undefined : [(await siteId(platform, flags.site)).id];
      const figures = await platform.rewards.referral.settleEndedDays(atFlag(platform, flags.at), only);
      out.log(`Settled: ${JSON.stringify(figures)}`);
      return;
    }
    default:
      throw new Error(`Unknown rewards command "${command}"`);
  }
}
