import { makeAutoObservable, when } from 'mobx';
import type { StaffCalls } from '../staff-calls';
import type { BackofficeSite, SitesStore } from '../sites-store';
import { siteAnnouncementsStore, type SiteAnnouncementsStore } from './site-announcements-store';
import {
  siteAnalyticsStore,
  sitePartnersStore,
  siteSlidesStore,
  siteSocialAccountsStore,
  type SiteAnalyticsStore,
  type SitePartnersStore,
  type SiteSlidesStore,
  type SiteSocialAccountsStore,
} from './site-lists-stores';
import { siteMarqueeStore, type SiteMarqueeStore } from './site-marquee-store';
import { SiteMenusStore } from './site-menus-store';
import { siteMissionsStore, type SiteMissionsStore } from './site-missions-store';
import { SitePagesStore } from './site-pages-store';
import { sitePromotionsStore, type SitePromotionsStore } from './site-promotions-store';
import { SiteProvidersStore } from './site-providers-store';
import { SiteRewardsStore } from './site-rewards-store';
import { SiteSeoStore } from './site-seo-store';
import { SiteSettingsStore } from './site-settings-store';
import { SiteVipStore } from './site-vip-store';

/**
 * The site being worked on (by its key in the address): its providers, CMS pages, SEO, menus, slides,
 * announcements, marquee messages, partners, social accounts, missions, promotions, rewards settings,
 * VIP levels, analytics snippets (owners) and settings.
 */
export class SiteWorkStore {
  key: string | undefined = undefined;
  providers: SiteProvidersStore | undefined = undefined;
  pages: SitePagesStore | undefined = undefined;
  seo: SiteSeoStore | undefined = undefined;
  announcements: SiteAnnouncementsStore | undefined = undefined;
  marquee: SiteMarqueeStore | undefined = undefined;
  menus: SiteMenusStore | undefined = undefined;
  missions: SiteMissionsStore | undefined = undefined;
  promotions: SitePromotionsStore | undefined = undefined;
  slides: SiteSlidesStore | undefined = undefined;
  partners: SitePartnersStore | undefined = undefined;
  social: SiteSocialAccountsStore | undefined = undefined;
  analytics: SiteAnalyticsStore | undefined = undefined;
  settings: SiteSettingsStore | undefined = undefined;
  rewards: SiteRewardsStore | undefined = undefined;
  vip: SiteVipStore | undefined = undefined;

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
    this.announcements = siteAnnouncementsStore(this.calls, site.site_id);
    this.marquee = siteMarqueeStore(this.calls, site.site_id);
    this.menus = new SiteMenusStore(this.calls, site.site_id);
    this.missions = siteMissionsStore(this.calls, site.site_id, site.currency);
    this.promotions = sitePromotionsStore(this.calls, site.site_id, site.currency);
    this.slides = siteSlidesStore(this.calls, site.site_id);
    this.partners = sitePartnersStore(this.calls, site.site_id);
    this.social = siteSocialAccountsStore(this.calls, site.site_id);
    // Made for every role; only an owner's screen shows (and loads) it, and the platform refuses others.
    this.analytics = siteAnalyticsStore(this.calls, site.site_id);
    this.settings = new SiteSettingsStore(this.calls, site.site_id, (settings) =>
      this.sites.update(settings.site_id, { name: settings.name, theme_color: settings.color }),
    );
    this.rewards = new SiteRewardsStore(this.calls, site.site_id);
    this.vip = new SiteVipStore(this.calls, site.site_id);
  }

  clear(): void {
    this.pages?.dispose();
    this.key = undefined;
    this.providers = undefined;
    this.pages = undefined;
    this.seo = undefined;
    this.announcements = undefined;
    this.marquee = undefined;
    this.menus = undefined;
    this.missions = undefined;
    this.promotions = undefined;
    this.slides = undefined;
    this.partners = undefined;
    this.social = undefined;
    this.analytics = undefined;
    this.settings = undefined;
    this.rewards = undefined;
    this.vip = undefined;
  }
}
