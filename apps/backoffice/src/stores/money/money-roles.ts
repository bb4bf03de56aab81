import type { StaffRole } from '@wl/contract';

/** The roles that read the money lists (the platform checks the same: site managers work on content). */
export const MONEY_READ_ROLES: readonly StaffRole[] = ['owner', 'finance', 'support', 'viewer'];

/** The roles that decide withdrawals and set the four-eyes threshold. */
export const MONEY_DECIDE_ROLES: readonly StaffRole[] = ['owner', 'finance'];
