import { makeAutoObservable, when } from 'mobx';
import type { StaffCalls } from '../staff-calls';
import type { BackofficeSite, SitesStore } from '../sites-store';
import { SitePagesStore } from './site-pages-store';
import { SiteProvidersStore } from './site-providers-store';
import { SiteSeoStore } from './site-seo-store';
import { SiteSettingsStore } from './site-settings-store';

/** The site being worked on (by its key in the address): its providers, CMS pages, SEO and settings. */
export class SiteWorkStore {
  key: string | undefined = undefined;
  providers: SiteProvidersStore | undefined = undefined;
  pages: SitePagesStore | undefined = undefined;
  seo: SiteSeoStore | undefined = undefined;
  settings: SiteSettingsStore | undefined = undefined;

  constructor(
    private readonly calls: () => StaffCalls,
    private readonly sites: SitesStore,
  ) {
    makeAutoObservable<SiteWorkStore, 'calls' | 'sites'>(this, { calls: false, sites: false });
  }

  /** The site of the key, once the sites list is loaded; undefined when it is not one of the staff's. */
  get site(): BackofficeSite | undefined {
    return this.sites.sites.find((site) => site.key === this.key);
  }

  /** Opens the site of the key (its stores are made afresh when the site changes). */
  async openSite(key: string): Promise<void> {
    await this.sites.ensureLoaded();
    // A list being loaded by the Sites screen is waited for, not asked for twice.
    await when(() => !this.sites.loading);
    if (this.key === key && this.providers) return;
    this.clear();
    this.key = key;
    const site = this.site;
    if (!site) return;
    this.providers = new SiteProvidersStore(this.calls, site.site_id);
    this.pages = new SitePagesStore(this.calls, site.site_id);
    this.seo = new SiteSeoStore(this.calls, site.site_id);
    this.settings = new SiteSettingsStore(this.calls, site.site_id, (settings) =>
      this.sites.update(settings.site_id, { name: settings.name, theme_color: settings.color }),
    );
  }

  clear(): void {
    this.pages?.dispose();
    this.key = undefined;
    this.providers = undefined;
    this.pages = undefined;
    this.seo = undefined;
    this.settings = undefined;
  }
}
