import { z } from 'zod';
import { STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';

/**
 * The back office's four whole lists of a site's content (slides, partners, social accounts, analytics
 * scripts) share one pattern: one call reads the list in order, one call saves it whole. These lists
 * have no state of their own per entry (no switch, no publication date), their order is what the site
 * shows, and the platform's content services already replace each list whole in one transaction, with
 * the list's bounds checked on the whole; saving the list as the screen shows it keeps order changes
 * (move up, move down) one write and one audit entry, with the list before and after.
 */
export const SITE_LIST_ERRORS = [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'] as const;

export const READ_NOTE = `${STAFF_SESSION_NOTE} Roles: owner, siteManager, viewer; only the staff member's sites.`;
export const WRITE_NOTE =
  `${STAFF_SESSION_NOTE} Roles: owner, siteManager. The list is saved whole, in the order given ` +
  '(checked as the operator command checks it; a refused list changes nothing). The site shows it at once.';

export const listRequest = z.object({ site_id: siteId });
