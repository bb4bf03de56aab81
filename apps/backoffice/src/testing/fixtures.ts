import type { CallAnswer } from '@wl/contract';

type Member = CallAnswer<'backoffice/staff/list'>['value'][number];
type Site = CallAnswer<'backoffice/sites/list'>['value'][number];

export const OWNER = {
  staff_id: 1,
  email: 'owner@staff.example.com',
  display_name: 'Olivia Owner',
  role: 'owner' as const,
  all_sites: true,
  password_change_required: false,
  sites: [{ site_id: 1, key: 'casino1', name: 'Casino One' }],
};

export const SUPPORT = {
  staff_id: 4,
  email: 'support@staff.example.com',
  display_name: 'Sam Support',
  role: 'support' as const,
  all_sites: false,
  password_change_required: false,
  sites: [{ site_id: 2, key: 'slot2', name: 'Slot Two' }],
};

export const session = (staff: typeof OWNER | typeof SUPPORT = OWNER) => ({
  staff,
  expires_at: '2026-11-27T12:00:00.000Z',
  idle_seconds: 900,
});

export function member(fields: Partial<Member> = {}): Member {
  return {
    ...SUPPORT,
    totp_enrolled: true,
    disabled: false,
    live_sessions: 1,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}

export function site(fields: Partial<Site> = {}): Site {
  return {
    site_id: 1,
    key: 'casino1',
    name: 'Casino One',
    hosts: ['casino1.localhost'],
    template: 'casino1',
    theme_color: 'blue',
    currency: 'PHP',
    enabled: true,
    ...fields,
  };
}

export const refused = (message: string) => ({ statusCode: 0, message });
