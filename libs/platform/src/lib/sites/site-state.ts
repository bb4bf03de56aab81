import type { Maintenance } from '@wl/contract';

interface SiteTimes {
  status: boolean;
  expiredAt: Date | null;
  maintenanceStart: Date | null;
  maintenanceEnd: Date | null;
}

/**
 * Maintenance is on inside the window. An open end (null) extends it: a start alone means "from then on",
 * an end alone "until then"; no dates at all means no maintenance.
 */
export function isUnderMaintenance(site: SiteTimes, now: Date): boolean {
  const { maintenanceStart: start, maintenanceEnd: end } = site;
  if (!start && !end) return false;
  return (!start || start <= now) && (!end || now <= end);
}

export function isExpired(site: SiteTimes, now: Date): boolean {
  return site.expiredAt !== null && site.expiredAt <= now;
}

export function maintenanceOf(site: SiteTimes, now: Date): Maintenance {
  if (!isUnderMaintenance(site, now)) return { is_maintenance: false, start_date: null, end_date: null };
  return {
    is_maintenance: true,
    start_date: site.maintenanceStart?.toISOString() ?? null,
    end_date: site.maintenanceEnd?.toISOString() ?? null,
  };
}
