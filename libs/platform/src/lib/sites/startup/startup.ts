import type { Maintenance, StartupResponse } from '@wl/contract';
import type { PlatformError } from '../../http/envelope';
import type { Db } from '../../db/database';
import type { GameServices } from '../games/game-types';
import { normaliseHost } from '../host-name';
import { siteDisabled, siteExpired, siteNotFound } from '../site-errors';
import { menusOf } from '../site-menus';
import { siteRowByHost } from '../site-records';
import { defaultSiteSettings, readSiteSettings } from '../site-settings';
import { isExpired, maintenanceOf } from '../site-state';

/** A startup answer with nothing of any site: a failure's, or (with the window) maintenance's. */
function emptyStartup(statusCode: number, message: string, maintenance: Maintenance): StartupResponse {
  return {
    statusCode,
    message,
    maintenance,
    content: { menu: [], game_menu: [] },
    site: null,
    language: [],
    provider_count: [],
    aff_domain: '',
    live_chat: null,
  };
}

const failedStartup = (error: PlatformError) =>
  emptyStartup(error.statusCode, error.messageKey, {
    is_maintenance: false,
    start_date: null,
    end_date: null,
  });

type SiteRow = NonNullable<Awaited<ReturnType<typeof siteRowByHost>>>;

/** A startup answer and the first moment after it was built when the clock alone changes it. */
export interface TimedStartup {
  answer: StartupResponse;
  /** A maintenance window starting or ending, or the site expiring; null when none is ahead. */
  changesAt: Date | null;
}

/**
 * When the answer of this site next changes by the clock: maintenance is on from its start (inclusive)
 * to its end (inclusive, so it is over one millisecond later), and the site expired from expiredAt.
 */
function nextClockChange(row: SiteRow, now: Date): Date | null {
  const moments = [
    row.maintenanceStart?.getTime(),
    row.maintenanceEnd === null ? undefined : row.maintenanceEnd.getTime() + 1,
    row.expiredAt?.getTime(),
  ].filter((moment): moment is number => moment !== undefined && moment > now.getTime());
  return moments.length > 0 ? new Date(Math.min(...moments)) : null;
}

/**
 * The spec's startup answer, with the moment it next changes by the clock (what a cache of it needs).
 * Unknown host: -404 siteNotFound; switched off: -403 siteDisabled; past its expiry date: -403
 * siteExpired. Inside a maintenance window: statusCode 1 with the maintenance window only (no site, no
 * menus), as the front end then shows the maintenance layout and loads nothing else.
 */
export async function buildStartup(
  db: Db,
  games: GameServices,
  domainName: string,
  now: Date,
): Promise<TimedStartup> {
  const row = await siteRowByHost(db, domainName);
  if (!row) return { answer: failedStartup(siteNotFound()), changesAt: null };
  return { answer: await answerOf(db, games, row, domainName, now), changesAt: nextClockChange(row, now) };
}

async function answerOf(
  db: Db,
  games: GameServices,
  row: SiteRow,
  domainName: string,
  now: Date,
): Promise<StartupResponse> {
  if (!row.status) return failedStartup(siteDisabled());
  if (isExpired(row, now)) return failedStartup(siteExpired());
  const maintenance = maintenanceOf(row, now);
  if (maintenance.is_maintenance)
    return { ...failedStartup(siteNotFound()), statusCode: 1, message: 'OK', maintenance };

  const settings = readSiteSettings(
    row.settings,
    defaultSiteSettings(row.key, row.name, normaliseHost(domainName)),
  );
  const [content, providerCount] = await Promise.all([menusOf(db, row.id), games.providerCount(row.id)]);
  return {
    statusCode: 1,
    message: 'OK',
    maintenance,
    content,
    site: {
      site_name: row.name,
      currency: row.currency,
      theme_code: row.themeCode,
      theme_color: row.themeColor,
      logo1: settings.logo1,
      logo2: settings.logo2,
      logo3: settings.logo3,
      status: row.status,
      expired_date: row.expiredAt?.toISOString() ?? null,
      logo_text: settings.logo_text,
      external_id: row.externalId,
      android_sub: settings.android_sub,
      ios_sub: settings.ios_sub,
      manifest_icon: settings.manifest_icon,
      gamify_status: settings.gamify_status,
      tac_login: settings.tac_login,
    },
    language: settings.languages,
    provider_count: providerCount,
    aff_domain: settings.aff_domain,
    live_chat: settings.live_chat,
  };
}
