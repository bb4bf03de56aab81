import pino, { type DestinationStream, type Logger } from 'pino';

/** What the security log records (ASVS 16.3): sign-ins, throttling, credential and session changes, the
 * player's own limits and exclusions, and every operator action. */
export type SecurityEvent =
  | 'signIn.succeeded'
  | 'signIn.failed'
  | 'throttled'
  | 'password.changed'
  | 'password.reset'
  | 'session.revoked'
  | 'codeLogin.changed'
  | 'signUp.refused'
  | 'code.sent'
  | 'protection.limit'
  | 'protection.excluded'
  | 'operator.action';

/**
 * The only fields an event may carry: identifiers and outcomes, never a secret (password, code, token)
 * or full personal data (phone, e-mail, name). The type is the guard: a field not listed here does not
 * compile.
 */
export interface SecurityFields {
  siteId?: number;
  accountId?: string;
  /** The client address the rate limits count by. */
  address?: string;
  /** Why: `wrongPassword`, `unknownAccount`, `logout`, `sessionCap`... */
  reason?: string;
  /** The throttled action, the operator's command, or the limit changed (`deposit:24h`, `timeout:7d`). */
  action?: string;
  retryAfterSeconds?: number;
  /** How many sessions an event ended. */
  sessions?: number;
  /** The last four digits of a phone, for a code sent. */
  phoneEnd?: string;
  /** Who acted, for an operator action. */
  operator?: string;
  /** What an operator action was about (site key, account id). */
  target?: string;
}

/** Structured security events, one JSON line each, through pino (the logger Fastify itself uses). */
export class SecurityLog {
  constructor(private readonly logger: Logger) {}

  record(event: SecurityEvent, fields: SecurityFields = {}): void {
    this.logger.info({ event, ...fields });
  }
}

/**
 * The platform's security log: to standard output by default, at level SECURITY_LOG_LEVEL (`info`; `silent`
 * turns it off), or to the destination given (tests read it from there).
 */
export function createSecurityLog(
  options: { destination?: DestinationStream; level?: string } = {},
): SecurityLog {
  const logger = pino(
    {
      name: 'security',
      level: options.level ?? process.env['SECURITY_LOG_LEVEL'] ?? 'info',
      base: undefined,
    },
    options.destination ?? pino.destination(1),
  );
  return new SecurityLog(logger);
}

/** A log that keeps nothing, for code paths and tests that do not look at it. */
export const silentSecurityLog = (): SecurityLog => new SecurityLog(pino({ level: 'silent' }));
