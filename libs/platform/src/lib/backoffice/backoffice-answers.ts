import type { AnswerInputOf, ContractCalls } from '@wl/contract';
import type { AuditRow } from './audit/audit-log';
import type { BackofficeSiteView } from './sites/staff-sites';
import type { OpenedStaffSession } from './staff/staff-sessions';
import { STAFF_POLICY } from './staff/staff-policy';
import type { StaffActor, StaffMemberView, StaffSiteRef } from './staff/staff-types';

type Profile = AnswerInputOf<ContractCalls['staffMe']>['staff'];
type Member = AnswerInputOf<ContractCalls['staffList']>['value'][number];
type Site = AnswerInputOf<ContractCalls['backofficeSites']>['value'][number];
type Entry = AnswerInputOf<ContractCalls['auditList']>['value'][number];
type SessionAnswer = AnswerInputOf<ContractCalls['staffVerifyTotp']>;

// The back office's records as the wire carries them (snake_case, ISO 8601 dates).

const siteRef = (site: StaffSiteRef) => ({ site_id: site.id, key: site.key, name: site.name });

export function profileAnswer(actor: StaffActor): Profile {
  return {
    staff_id: actor.staffId,
    email: actor.email,
    display_name: actor.displayName,
    role: actor.role,
    all_sites: actor.allSites,
    sites: actor.sites.map(siteRef),
    password_change_required: actor.passwordChangeRequired,
  };
}

export function sessionAnswer(actor: StaffActor, session: OpenedStaffSession): SessionAnswer {
  return {
    staff: profileAnswer(actor),
    expires_at: session.expiresAt.toISOString(),
    idle_seconds: STAFF_POLICY.session.idleSeconds,
  };
}

export function memberAnswer(view: StaffMemberView): Member {
  return {
    staff_id: view.id,
    email: view.email,
    display_name: view.displayName,
    role: view.role,
    all_sites: view.allSites,
    sites: view.sites.map(siteRef),
    totp_enrolled: view.totpEnrolled,
    disabled: view.disabled,
    password_change_required: view.passwordChangeRequired,
    live_sessions: view.liveSessions,
    created_at: view.createdAt.toISOString(),
    updated_at: view.updatedAt.toISOString(),
  };
}

export function siteAnswer(site: BackofficeSiteView): Site {
  return {
    site_id: site.id,
    key: site.key,
    name: site.name,
    hosts: site.hosts,
    template: site.template,
    theme_color: site.themeColor,
    currency: site.currency,
    enabled: site.enabled,
  };
}

/** A jsonb column's value as an entry's before or after: an object, else nothing. */
function snapshot(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function auditAnswer(row: AuditRow): Entry {
  return {
    entry_id: row.id,
    at: row.at.toISOString(),
    staff_id: row.staffId,
    staff_email: row.staffEmail,
    address: row.clientAddress,
    user_agent: row.userAgent,
    action: row.action,
    target_kind: row.targetKind,
    target_id: row.targetId,
    site_id: row.siteId,
    before: snapshot(row.before),
    after: snapshot(row.after),
    outcome: row.outcome === 'ok' ? 'ok' : 'refused',
    reason: row.reason,
  };
}
