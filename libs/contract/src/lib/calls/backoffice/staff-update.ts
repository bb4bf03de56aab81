import { z } from 'zod';
import { defineCall } from '../../define-call';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from './backoffice-call';
import { staffId, staffMember, staffRole } from './backoffice-entities';
import { staffSiteIds } from './staff-create';

export const staffUpdate = defineCall({
  path: 'backoffice/staff/update',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office (owner): changes a staff member's role or sites; it applies to their next call",
  description: `${STAFF_SESSION_NOTE} The last enabled owner cannot lose the owner role (staffLastOwner).`,
  request: z
    .object({ staff_id: staffId, role: staffRole.optional(), site_ids: staffSiteIds.optional() })
    .refine((body) => body.role !== undefined || body.site_ids !== undefined, {
      error: 'role or site_ids is required',
    }),
  answer: z.object({ staff: staffMember }),
  errors: [...STAFF_ROLE_ERRORS, 'staffNotFound', 'staffLastOwner', 'siteNotFound'],
});
