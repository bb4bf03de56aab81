import type { StaffRole } from '../../stores/staff-store';

/** Who may open a site's pages (read) and who may change them; the platform checks the same. */
export const SITE_READERS: readonly StaffRole[] = ['owner', 'siteManager', 'viewer'];
export const SITE_EDITORS: readonly StaffRole[] = ['owner', 'siteManager'];

export const mayRead = (role: StaffRole | undefined) => role !== undefined && SITE_READERS.includes(role);
export const mayEdit = (role: StaffRole | undefined) => role !== undefined && SITE_EDITORS.includes(role);

/** Analytics snippets run on every player's page: only an owner reads or writes them. */
export const mayManageAnalytics = (role: StaffRole | undefined) => role === 'owner';
