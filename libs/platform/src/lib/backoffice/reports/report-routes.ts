import { CALLS } from '@wl/contract';
import type { StaffRoles, staffRoutes } from '../../http/staff-route';
import type { Platform } from '../../platform';
import { siteDetailById } from '../../sites/site-records';
import { staffErrors } from '../backoffice-errors';
import { dailyReport, type ReportPeriod } from './daily-report';
import { gamesReport } from './games-report';

/** Reports are read by everyone but support, whose work is single players, not the sites' figures. */
const REPORT_ROLES: StaffRoles = ['owner', 'siteManager', 'finance', 'viewer'];

/** The reports' calls: a site's figures per day, and by provider and game (the route checks the site). */
export function registerReportRoutes(staffRoute: ReturnType<typeof staffRoutes>, platform: Platform): void {
  const { db } = platform.database;
  const periodOf = async (body: { site_id: number; from: string; to: string }): Promise<ReportPeriod> => {
    const site = await siteDetailById(db, body.site_id);
    if (!site) throw staffErrors.siteNotFound();
    return { siteId: site.id, currency: site.currency, from: body.from, to: body.to };
  };

  staffRoute(CALLS.dailyReport, REPORT_ROLES, async (_actor, body) => {
    const period = await periodOf(body);
    return { currency: period.currency, ...(await dailyReport(db, period)) };
  });
  staffRoute(CALLS.gamesReport, REPORT_ROLES, async (_actor, body) => {
    const period = await periodOf(body);
    return { currency: period.currency, ...(await gamesReport(db, period)) };
  });
}
