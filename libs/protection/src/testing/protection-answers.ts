// Test-only: the platform's security and protection answers, typed by the contract.
import type { ActiveSession, MoneyLimit, ProtectionOverview, SignInAttempt } from '@wl/api';
import { okAnswer } from '@wl/testing';

export const PREVIOUS_SIGN_IN = {
  at: '2025-03-13T21:15:00Z',
  address: '203.0.113.7',
  device: 'Safari on iPhone',
  user_agent: 'Mozilla/5.0 (iPhone)',
};

export const session = (id: number, fields: Partial<ActiveSession> = {}): ActiveSession => ({
  session_id: id,
  created_at: '2025-03-14T08:00:00Z',
  last_seen_at: '2025-03-14T09:30:00Z',
  address: '198.51.100.4',
  device: 'Chrome on Windows',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0)',
  current: false,
  ...fields,
});

export const attempt = (fields: Partial<SignInAttempt> = {}): SignInAttempt => ({
  at: '2025-03-14T08:00:00Z',
  address: '198.51.100.4',
  device: 'Chrome on Windows',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0)',
  method: 'password',
  success: true,
  reason: null,
  ...fields,
});

export const securityAnswer = (fields: Partial<{ available: boolean; enabled: boolean }> = {}) =>
  okAnswer('security/overview', {
    last_login: PREVIOUS_SIGN_IN,
    attempts: [
      attempt({ at: '2025-03-14T08:00:00Z' }),
      attempt({ at: '2025-03-14T07:58:00Z', success: false, reason: 'invalidCredentials' }),
    ],
    sessions: [
      session(3, { current: true, device: 'Firefox on Linux', address: '192.0.2.10' }),
      session(2, { device: 'Chrome on Android', address: '198.51.100.20' }),
      session(1),
    ],
    code_login: { available: true, enabled: true, ...fields },
  });

/** A deposit or loss limit of one window; amounts in major units as the wire carries them. */
export const limit = (
  type: MoneyLimit['type'],
  period: MoneyLimit['period'],
  fields: Partial<MoneyLimit> = {},
): MoneyLimit => ({
  type,
  period,
  amount: null,
  own_amount: fields.amount ?? null,
  operator_cap: null,
  used: 0,
  remaining: null,
  pending: null,
  ...fields,
});

/** The responsible-gaming overview: no limits unless given, no session settings, an empty history. */
export function overview(
  fields: Partial<ProtectionOverview> = {},
  limits: MoneyLimit[] = [],
): ProtectionOverview {
  const all = (['deposit', 'loss'] as const).flatMap((type) =>
    (['24h', '7d', '30d'] as const).map(
      (period) => limits.find((l) => l.type === type && l.period === period) ?? limit(type, period),
    ),
  );
  return {
    currency: 'PHP',
    limits: all,
    deposit_remaining: null,
    loss_remaining: null,
    session_limit: { minutes: null, own_minutes: null, operator_cap: null, pending: null },
    reality_check_minutes: null,
    exclusion: null,
    history: [],
    ...fields,
  };
}

export const limitsAnswer = (fields: Partial<ProtectionOverview> = {}, limits: MoneyLimit[] = []) =>
  okAnswer('protection/limits', overview(fields, limits));

export const changeAnswer = (
  applied: 'now' | 'pending' | 'unchanged',
  effective_at: string,
  fields: Partial<ProtectionOverview> = {},
  limits: MoneyLimit[] = [],
) => okAnswer('protection/set_limit', { ...overview(fields, limits), applied, effective_at });
