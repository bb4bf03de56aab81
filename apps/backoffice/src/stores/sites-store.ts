import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer } from '@wl/contract';
import { listBackofficeSites } from '@wl/api/backoffice';
import type { StaffCalls } from './staff-calls';

export type BackofficeSite = CallAnswer<'backoffice/sites/list'>['value'][number];

/** The sites the staff member may touch. */
export class SitesStore {
  sites: BackofficeSite[] = [];
  loaded = false;
  loading = false;
  error: string | undefined = undefined;

  constructor(private readonly calls: () => StaffCalls) {
    makeAutoObservable<SitesStore, 'calls'>(this, { calls: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = undefined;
    const outcome = await this.calls().run((t) => listBackofficeSites(t, {}));
    runInAction(() => {
      this.loading = false;
      if (outcome.ok) {
        this.sites = outcome.answer.value ?? [];
        this.loaded = true;
      } else {
        this.error = outcome.error;
      }
    });
  }

  /** Loads the list once (the staff and audit screens name sites by it). */
  async ensureLoaded(): Promise<void> {
    if (!this.loaded && !this.loading) await this.load();
  }

  /** A site just made: listed at once, in key order. */
  add(site: BackofficeSite): void {
    this.sites = [...this.sites.filter((s) => s.site_id !== site.site_id), site].sort((a, b) =>
      a.key.localeCompare(b.key),
    );
  }

  /** A site's fields changed elsewhere (its settings page). */
  update(siteId: number, fields: Partial<Pick<BackofficeSite, 'name' | 'theme_color'>>): void {
    this.sites = this.sites.map((site) => (site.site_id === siteId ? { ...site, ...fields } : site));
  }

  nameOf(siteId: number | null): string | undefined {
    return siteId === null ? undefined : this.sites.find((site) => site.site_id === siteId)?.name;
  }

  clear(): void {
    this.sites = [];
    this.loaded = false;
    this.error = undefined;
  }
}
