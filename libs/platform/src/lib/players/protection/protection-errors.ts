import { PlatformError } from '../../http/envelope';
import type { ExclusionKind, LimitPeriod } from './protection-policy';

/** A refusal the player sees: statusCode 0 and the key (with the fields the contract's failure names). */
const fail = (key: ConstructorParameters<typeof PlatformError>[0], fields: Record<string, unknown> = {}) =>
  new PlatformError(key, 0, 200, fields);

export const protectionErrors = {
  invalidLimitType: () => fail('invalidLimitType'),
  invalidLimitPeriod: () => fail('invalidLimitPeriod'),
  invalidLimitAmount: () => fail('invalidLimitAmount'),
  limitNegative: () => fail('limitNegative'),
  limitTooPrecise: () => fail('limitTooPrecise'),
  limitTooLarge: () => fail('limitTooLarge'),
  /** A raise above, or a removal under, the limit the operator set on the player. */
  limitSetByOperator: () => fail('limitSetByOperator'),
  invalidSessionLimit: () => fail('invalidSessionLimit'),
  invalidRealityCheck: () => fail('invalidRealityCheck'),
  invalidExclusion: () => fail('invalidExclusion'),
  exclusionCannotShorten: (until: Date) => fail('exclusionCannotShorten', { until: until.toISOString() }),
  /** A time-out or self-exclusion in force: the answer says until when. */
  excluded: (kind: ExclusionKind, until: Date) =>
    fail(kind === 'timeout' ? 'timedOut' : 'selfExcluded', { until: until.toISOString() }),
  /** `remaining` in major units: what the binding limit still allows. */
  depositLimitReached: (period: LimitPeriod, remaining: number) =>
    fail('depositLimitReached', { period, remaining }),
  lossLimitReached: (period: LimitPeriod) => fail('lossLimitReached', { period }),
  sessionLimitReached: () => fail('sessionLimitReached'),
} as const;
