import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import { getSiteSettings, setSiteSettings } from '@wl/api/backoffice';
import type { StaffCalls } from '../staff-calls';

export type SiteSettings = CallAnswer<'backoffice/sites/settings'>['settings'];

/** An ISO date as a datetime-local field shows it (the browser's own time zone), '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local field's value as an ISO date, undefined when empty or not a date. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** One site's name, colour and maintenance window, as a form. */
export class SiteSettingsStore {
  settings: SiteSettings | undefined = undefined;
  loading = false;
  error: string | undefined = undefined;

  name = '';
  color = '';
  maintenanceStart = '';
  maintenanceEnd = '';
  saving = false;
  saveError: string | undefined = undefined;
  saved = false;

  constructor(
    private readonly calls: () => StaffCalls,
    readonly siteId: number,
    private readonly onSaved: (settings: SiteSettings) => void = () => undefined,
  ) {
    makeAutoObservable<SiteSettingsStore, 'calls' | 'onSaved'>(this, { calls: false, onSaved: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = undefined;
    const outcome = await this.calls().run((t) => getSiteSettings(t, { site_id: this.siteId }));
    runInAction(() => {
      this.loading = false;
      if (outcome.ok && outcome.answer.settings) this.show(outcome.answer.settings);
      else this.error = outcome.ok ? 'serviceUnavailable' : outcome.error;
    });
  }

  private show(settings: SiteSettings): void {
    this.settings = settings;
    this.name = settings.name;
    this.color = settings.color;
    this.maintenanceStart = toLocalInput(settings.maintenance_start);
    this.maintenanceEnd = toLocalInput(settings.maintenance_end);
  }

  set<K extends 'name' | 'color' | 'maintenanceStart' | 'maintenanceEnd'>(field: K, value: string): void {
    this[field] = value;
    this.saved = false;
  }

  /** The maintenance fields emptied: saving ends any window. */
  clearMaintenance(): void {
    this.maintenanceStart = '';
    this.maintenanceEnd = '';
    this.saved = false;
  }

  request(): CallRequest<'backoffice/sites/set_settings'> {
    const start = fromLocalInput(this.maintenanceStart);
    const end = fromLocalInput(this.maintenanceEnd);
    return {
      site_id: this.siteId,
      name: this.name.trim(),
      color: this.color,
      maintenance: start && end ? { start, end } : null,
    };
  }

  async save(): Promise<boolean> {
    if (this.saving) return false;
    // One date without the other is not a window: say so before asking.
    if (Boolean(this.maintenanceStart) !== Boolean(this.maintenanceEnd)) {
      this.saveError = 'invalidMaintenanceWindow';
      return false;
    }
    this.saving = true;
    this.saveError = undefined;
    const request = this.request();
    const outcome = await this.calls().run((t) => setSiteSettings(t, request));
    return runInAction(() => {
      this.saving = false;
      if (!outcome.ok || !outcome.answer.settings) {
        this.saveError = outcome.ok ? 'serviceUnavailable' : outcome.error;
        return false;
      }
      this.show(outcome.answer.settings);
      this.onSaved(outcome.answer.settings);
      this.saved = true;
      return true;
    });
  }
}
