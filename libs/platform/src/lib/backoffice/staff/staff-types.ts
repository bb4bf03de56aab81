import type { StaffRole } from '@wl/contract';

/** A site as the back office names it to a staff member. */
export interface StaffSiteRef {
  id: number;
  key: string;
  name: string;
}

/** The staff member behind a back-office call: who, with what role, on which sites, in which session. */
export interface StaffActor {
  staffId: number;
  email: string;
  displayName: string;
  role: StaffRole;
  /** An owner: every site, including those made later. */
  allSites: boolean;
  /** The sites the staff member may touch (every site for an owner), by key. */
  sites: StaffSiteRef[];
  sessionId: number;
  /** The password was set by someone else: every call but choosing their own is refused until then. */
  passwordChangeRequired: boolean;
}

/** A staff member as the owner's list and the operator command show them (no secret). */
export interface StaffMemberView {
  id: number;
  email: string;
  displayName: string;
  role: StaffRole;
  allSites: boolean;
  sites: StaffSiteRef[];
  totpEnrolled: boolean;
  disabled: boolean;
  passwordChangeRequired: boolean;
  liveSessions: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Input of a new staff member. */
export interface StaffInput {
  email: string;
  displayName: string;
  role: StaffRole;
  /** Ignored for an owner. */
  siteIds: number[];
  /** The initial password; without it one is made and answered once. */
  password?: string;
}

/** A change of role or sites (either or both). */
export interface StaffChange {
  role?: StaffRole;
  siteIds?: number[];
}

/** True when the staff member may touch the site. */
export function mayTouchSite(actor: Pick<StaffActor, 'allSites' | 'sites'>, siteId: number): boolean {
  return actor.allSites || actor.sites.some((site) => site.id === siteId);
}
