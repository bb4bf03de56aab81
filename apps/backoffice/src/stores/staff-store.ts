import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import {
  createStaff,
  disableStaff,
  enableStaff,
  endStaffSessions,
  listStaff,
  updateStaff,
} from '@wl/api/backoffice';
import type { StaffCalls } from './staff-calls';

export type StaffMember = CallAnswer<'backoffice/staff/list'>['value'][number];
export type StaffRole = StaffMember['role'];

/**
 * The roles in the order the forms offer them: the contract's STAFF_ROLES, written out because importing a
 * value from @wl/contract brings its schemas (about 160 KB) into the bundle; the store's spec keeps the two equal.
 */
export const ROLES: readonly StaffRole[] = ['owner', 'siteManager', 'finance', 'support', 'viewer'];

/** The new staff member's form. */
export class StaffForm {
  email = '';
  displayName = '';
  role: StaffRole = 'support';
  siteIds: number[] = [];
  /** An initial password to give them; empty, the platform makes one and answers it once. */
  password = '';

  constructor() {
    makeAutoObservable(this);
  }

  set<K extends 'email' | 'displayName' | 'password'>(field: K, value: string): void {
    this[field] = value;
  }

  setRole(role: StaffRole): void {
    this.role = role;
  }

  toggleSite(siteId: number): void {
    this.siteIds = this.siteIds.includes(siteId)
      ? this.siteIds.filter((id) => id !== siteId)
      : [...this.siteIds, siteId];
  }

  request(): CallRequest<'backoffice/staff/create'> {
    return {
      email: this.email.trim(),
      display_name: this.displayName.trim(),
      role: this.role,
      // An owner touches every site: no list is sent.
      site_ids: this.role === 'owner' ? [] : [...this.siteIds],
      ...(this.password ? { password: this.password } : {}),
    };
  }
}

/** A staff member's role and sites being changed. */
export interface StaffEdit {
  staffId: number;
  role: StaffRole;
  siteIds: number[];
}

/** What the last action on one staff member did, for the row. */
export interface RowResult {
  staffId: number;
  /** A message key of the success, or the error key. */
  kind: 'done' | 'error';
  key: string;
  count?: number;
}

/** The owner's staff screen: the list, a new member, a role and sites change, disabling, ending sessions. */
export class StaffStore {
  members: StaffMember[] = [];
  loading = false;
  loaded = false;
  error: string | undefined = undefined;

  form = new StaffForm();
  creating = false;
  createError: string | undefined = undefined;
  /** The member just created and the password made for them (shown once). */
  created: { email: string; initialPassword: string | null } | undefined = undefined;

  edit: StaffEdit | undefined = undefined;
  saving = false;
  editError: string | undefined = undefined;

  busyId: number | undefined = undefined;
  rowResult: RowResult | undefined = undefined;

  constructor(private readonly calls: () => StaffCalls) {
    makeAutoObservable<StaffStore, 'calls'>(this, { calls: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = undefined;
    const outcome = await this.calls().run((t) => listStaff(t, {}));
    runInAction(() => {
      this.loading = false;
      if (outcome.ok) {
        this.members = outcome.answer.value ?? [];
        this.loaded = true;
      } else {
        this.error = outcome.error;
      }
    });
  }

  async create(): Promise<boolean> {
    if (this.creating) return false;
    this.creating = true;
    this.createError = undefined;
    this.created = undefined;
    const request = this.form.request();
    const outcome = await this.calls().run((t) => createStaff(t, request));
    return runInAction(() => {
      this.creating = false;
      if (!outcome.ok || !outcome.answer.staff) {
        this.createError = outcome.ok ? 'serviceUnavailable' : outcome.error;
        return false;
      }
      const member = outcome.answer.staff;
      this.created = { email: member.email, initialPassword: outcome.answer.initial_password ?? null };
      this.replace(member);
      this.form = new StaffForm();
      return true;
    });
  }

  dismissCreated(): void {
    this.created = undefined;
  }

  startEdit(member: StaffMember): void {
    this.edit = {
      staffId: member.staff_id,
      role: member.role,
      siteIds: member.sites.map((site) => site.site_id),
    };
    this.editError = undefined;
  }

  cancelEdit(): void {
    this.edit = undefined;
    this.editError = undefined;
  }

  setEditRole(role: StaffRole): void {
    if (this.edit) this.edit.role = role;
  }

  toggleEditSite(siteId: number): void {
    if (!this.edit) return;
    const ids = this.edit.siteIds;
    this.edit.siteIds = ids.includes(siteId) ? ids.filter((id) => id !== siteId) : [...ids, siteId];
  }

  async saveEdit(): Promise<boolean> {
    const edit = this.edit;
    if (!edit || this.saving) return false;
    this.saving = true;
    this.editError = undefined;
    const request = {
      staff_id: edit.staffId,
      role: edit.role,
      ...(edit.role === 'owner' ? {} : { site_ids: [...edit.siteIds] }),
    };
    const outcome = await this.calls().run((t) => updateStaff(t, request));
    return runInAction(() => {
      this.saving = false;
      if (!outcome.ok || !outcome.answer.staff) {
        this.editError = outcome.ok ? 'serviceUnavailable' : outcome.error;
        return false;
      }
      this.replace(outcome.answer.staff);
      this.edit = undefined;
      this.rowResult = { staffId: edit.staffId, kind: 'done', key: 'staff.saved' };
      return true;
    });
  }

  async disable(staffId: number): Promise<void> {
    await this.rowAction(staffId, async () => {
      const outcome = await this.calls().run((t) => disableStaff(t, { staff_id: staffId }));
      if (!outcome.ok || !outcome.answer.staff) return outcome.ok ? 'serviceUnavailable' : outcome.error;
      const member = outcome.answer.staff;
      runInAction(() => this.replace(member));
      return { key: 'staff.disabledDone', count: outcome.answer.ended_sessions ?? 0 };
    });
  }

  /** Enables a disabled member again (they sign in as before). */
  async enable(staffId: number): Promise<void> {
    await this.rowAction(staffId, async () => {
      const outcome = await this.calls().run((t) => enableStaff(t, { staff_id: staffId }));
      if (!outcome.ok || !outcome.answer.staff) return outcome.ok ? 'serviceUnavailable' : outcome.error;
      const member = outcome.answer.staff;
      runInAction(() => this.replace(member));
      return { key: 'staff.enabledDone', count: 0 };
    });
  }

  async endSessions(staffId: number): Promise<void> {
    await this.rowAction(staffId, async () => {
      const outcome = await this.calls().run((t) => endStaffSessions(t, { staff_id: staffId }));
      if (!outcome.ok) return outcome.error;
      const count = outcome.answer.ended ?? 0;
      runInAction(() => {
        const member = this.members.find((m) => m.staff_id === staffId);
        if (member) member.live_sessions = 0;
      });
      return { key: 'staff.sessionsEnded', count };
    });
  }

  clear(): void {
    this.members = [];
    this.loaded = false;
    this.error = undefined;
    this.form = new StaffForm();
    this.created = undefined;
    this.createError = undefined;
    this.edit = undefined;
    this.rowResult = undefined;
  }

  /** Runs one row's action: an error key, or the success message key and count. */
  private async rowAction(
    staffId: number,
    action: () => Promise<string | { key: string; count: number }>,
  ): Promise<void> {
    if (this.busyId !== undefined) return;
    this.busyId = staffId;
    this.rowResult = undefined;
    const result = await action();
    runInAction(() => {
      this.busyId = undefined;
      this.rowResult =
        typeof result === 'string'
          ? { staffId, kind: 'error', key: result }
          : { staffId, kind: 'done', key: result.key, count: result.count };
    });
  }

  private replace(member: StaffMember): void {
    const index = this.members.findIndex((m) => m.staff_id === member.staff_id);
    if (index >= 0) this.members[index] = member;
    else this.members.push(member);
  }
}
