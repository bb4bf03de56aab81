import { z } from 'zod';
import { siteId } from '../backoffice-entities';

/** The longest period one report covers, in days. */
export const MAX_REPORT_DAYS = 366;

const day = z.iso.date().describe('A UTC day, YYYY-MM-DD');

/** A report's site and its days, both ends included (UTC days). */
export const reportPeriod = z
  .object({
    site_id: siteId,
    from: day,
    to: day,
  })
  .refine((period) => period.from <= period.to, { message: 'from is after to', path: ['to'] })
  .refine((period) => (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 < MAX_REPORT_DAYS, {
    message: `at most ${MAX_REPORT_DAYS} days`,
    path: ['to'],
  });

/** An amount in the site's currency, in major units (2 decimals for most currencies). */
export const reportAmount = z.number();
