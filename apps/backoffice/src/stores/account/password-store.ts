import { makeAutoObservable, runInAction } from 'mobx';
import { changeStaffPassword } from '@wl/api/backoffice';
import type { SessionStore } from '../session-store';
import type { StaffCalls } from '../staff-calls';

/** The shortest password the platform takes (the players' rule, which staff passwords follow). */
export const MIN_PASSWORD_LENGTH = 8;

/** The member's own password change: the current one, the new one twice. */
export class PasswordStore {
  current = '';
  next = '';
  confirm = '';
  saving = false;
  error: string | undefined = undefined;
  /** Other sessions ended by the last change, once it is saved. */
  endedSessions: number | undefined = undefined;

  constructor(
    private readonly calls: () => StaffCalls,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<PasswordStore, 'calls' | 'session'>(this, { calls: false, session: false });
  }

  setField(field: 'current' | 'next' | 'confirm', value: string): void {
    this[field] = value;
    this.error = undefined;
    this.endedSessions = undefined;
  }

  /** Saves the new password; the two typings must match (checked here, the rules on the platform). */
  async save(): Promise<boolean> {
    if (this.next !== this.confirm) {
      this.error = 'mismatch';
      return false;
    }
    this.saving = true;
    const outcome = await this.calls().run((t) =>
      changeStaffPassword(t, { current_password: this.current, new_password: this.next }),
    );
    return runInAction(() => {
      this.saving = false;
      if (!outcome.ok) {
        this.error = outcome.error;
        return false;
      }
      this.clear();
      this.endedSessions = outcome.answer.ended_sessions ?? 0;
      this.session.passwordChanged();
      return true;
    });
  }

  clear(): void {
    this.current = '';
    this.next = '';
    this.confirm = '';
    this.error = undefined;
    this.endedSessions = undefined;
  }
}
