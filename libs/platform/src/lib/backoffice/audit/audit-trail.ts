import type { Db } from '../../db/database';
import type { AuditDetails, AuditLog, AuditOrigin } from './audit-log';

/**
 * The audit entry of one staff call (or operator command), filled in as the call learns who acts and on
 * what. A change writes its `ok` entry inside its own transaction (`ok(tx)`), so the change and its entry
 * commit together; the route helper writes it for calls that change nothing, and the `refused` entry of
 * any call that fails, with the closer reason a service gave (`because`).
 */
export class AuditTrail {
  private staffId: number | null = null;
  private details: AuditDetails = {};
  private reason: string | undefined;
  private written = false;

  constructor(
    private readonly log: AuditLog,
    readonly origin: AuditOrigin,
    readonly action: string,
  ) {}

  /** Who acts (known once the session or the e-mail is). */
  by(staffId: number): this {
    this.staffId = staffId;
    return this;
  }

  get actor(): number | null {
    return this.staffId;
  }

  /** What the call is about: its target, site, and the record before and after. */
  about(details: AuditDetails): this {
    this.details = { ...this.details, ...details };
    return this;
  }

  /** A closer reason than the error key answered (`wrongPassword`, `replayedCode`), for a refusal. */
  because(reason: string): this {
    this.reason = reason;
    return this;
  }

  /** True once the `ok` entry is written. */
  get recorded(): boolean {
    return this.written;
  }

  /** Writes the `ok` entry, in the caller's transaction when given. */
  async ok(db?: Db, details: AuditDetails = {}): Promise<void> {
    this.about(details);
    await this.log.append(
      { ...this.origin, ...this.details, staffId: this.staffId, action: this.action, outcome: 'ok' },
      db,
    );
    this.written = true;
  }

  /** Writes the `refused` entry: the closer reason when a service gave one, else the error key. */
  async refused(key: string): Promise<void> {
    await this.log.append({
      ...this.origin,
      ...this.details,
      staffId: this.staffId,
      action: this.action,
      outcome: 'refused',
      reason: this.reason ?? key,
    });
  }
}
