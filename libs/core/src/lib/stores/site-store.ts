import { makeAutoObservable } from 'mobx';
import {
  getSiteInfo,
  getSocialAccounts,
  isSuccess,
  type Cms,
  type JsonValue,
  type LiveChat,
  type Maintenance,
  type MenuItem,
  type Partner,
  type ProviderCount,
  type Site,
  type SiteLanguage,
  type SiteRequest,
  type SocialAccount,
  type StartupResponse,
} from '@wl/api';
import { checkTheme, type ColorCode, type TemplateDefinition } from '@wl/site-model';
import { filterMenu } from '../menu/filter-menu';
import { sanitizeCms } from '../site/sanitize-html';
import type { PlatformPort } from './base/platform-requests';
import { Remote, type ViewState } from './base/remote';

const NO_MAINTENANCE: Maintenance = { is_maintenance: false, start_date: null, end_date: null };

export interface SiteStoreDeps {
  platform: Pick<PlatformPort, 'api'>;
  /** domain_name and external_id of the site calls, read at call time. */
  site: () => SiteRequest;
}

/**
 * The site's state (spec section 3's layout store): the site, its template, menus, maintenance and the
 * after-mount content. The one owner of the CMS pages and social accounts: the site loader fills them,
 * and a page that finds them missing (the load failed) asks this store to fetch them again.
 */
export class SiteStore {
  message = '';
  site: Site | null = null;
  template: TemplateDefinition | null = null;
  color: ColorCode | null = null;
  maintenance: Maintenance = NO_MAINTENANCE;
  language: SiteLanguage[] = [];
  content: { menu: MenuItem[]; game_menu: MenuItem[] } = { menu: [], game_menu: [] };
  provider_count: ProviderCount[] = [];
  aff_domain = '';
  live_chat: LiveChat | null = null;
  /** After mount: the site's social and messenger accounts. */
  accountList: SocialAccount[] = [];
  /** After mount: the CMS pages, sanitised before they are stored. */
  cms: Cms | null = null;
  /** True once the CMS pages arrived. */
  cms_status = false;
  partners: Partner[] = [];
  bts: JsonValue | null = null;
  /** True while the after-mount content is loading. */
  show_preloader = true;
  hasHotGames = false;
  /** The announcement modal may show (until the player closes it). */
  show_bf_ann_modal = true;
  show_app_download = true;
  /** The app download bar: the site has an app and the player has not closed the bar. */
  show_download_bar = false;
  /** The partner bar is expanded. */
  showPartner = true;
  /** The referral setting_value: 0 hides the referral feature. */
  show_referral = 0;
  /** siteinfodetail, asked again when the site loader came back without the CMS pages. */
  readonly cmsRetry: Remote<Cms | null>;
  /** social_account, asked again when the site loader came back without accounts. */
  readonly accountsRetry: Remote<SocialAccount[]>;

  /** Without deps (tests of the startup rules) nothing is ever fetched again. */
  constructor(deps: SiteStoreDeps | null = null) {
    this.cmsRetry = new Remote<Cms | null>(async () => {
      if (!deps) return { value: null };
      const answer = await getSiteInfo(deps.platform.api, deps.site());
      if (!isSuccess(answer)) return { failure: answer };
      const cms = answer.cms ? sanitizeCms(answer.cms) : null;
      if (cms) this.setCms(cms);
      return { value: cms };
    });
    this.accountsRetry = new Remote<SocialAccount[]>(async () => {
      if (!deps) return { value: [] };
      const answer = await getSocialAccounts(deps.platform.api, deps.site());
      if (!isSuccess(answer)) return { failure: answer };
      const accounts = answer.accountList ?? [];
      this.setAccountList(accounts);
      return { value: accounts };
    });
    // Everything here is replaced whole, never changed in place: references are enough.
    makeAutoObservable(this, { cmsRetry: false, accountsRetry: false }, { deep: false });
  }

  /** The CMS pages: there once the site loader (or the fetch again) has them. */
  get cmsState(): ViewState {
    return this.cms ? 'ready' : this.cmsRetry.view;
  }

  get accountsState(): ViewState {
    return this.accountList.length > 0 ? 'ready' : this.accountsRetry.view;
  }

  /** Once the site loader is done without the CMS pages (it failed), they are asked for again. */
  ensureCms(): void {
    if (!this.cms && !this.show_preloader && this.cmsRetry.status === 'idle') void this.cmsRetry.load();
  }

  /** Once the site loader is done without social accounts (none, or it failed), they are asked for again. */
  ensureAccounts(): void {
    if (this.accountList.length === 0 && !this.show_preloader && this.accountsRetry.status === 'idle') {
      void this.accountsRetry.load();
    }
  }

  get isMaintenance(): boolean {
    return this.maintenance.is_maintenance;
  }

  /** True once a startup answer named a valid site that is not under maintenance. */
  get isReady(): boolean {
    return this.site !== null && this.template !== null && !this.isMaintenance;
  }

  /** The site's default language code (the startup answer marks it), English when none is marked. */
  get defaultLanguage(): string {
    return this.language.find((l) => l.is_default)?.code ?? this.language[0]?.code ?? 'EN';
  }

  /** Applies the startup answer by the spec's rules: maintenance first, then the theme check. */
  applyStartup(response: StartupResponse): void {
    this.reset();
    if (!isSuccess(response)) {
      this.message = response.message;
      return;
    }
    if (response.maintenance.is_maintenance) {
      this.maintenance = response.maintenance;
      return;
    }
    if (!response.site) {
      this.message = 'siteNotFound';
      return;
    }
    const theme = checkTheme(response.site.theme_code, response.site.theme_color);
    if (!theme.ok) {
      this.message = theme.message;
      return;
    }
    this.site = response.site;
    this.template = theme.template;
    this.color = theme.color;
    this.language = response.language;
    this.content = {
      menu: filterMenu(response.content.menu, response.provider_count),
      game_menu: filterMenu(response.content.game_menu, response.provider_count),
    };
    this.provider_count = response.provider_count;
    this.aff_domain = response.aff_domain;
    this.live_chat = response.live_chat;
    this.show_download_bar = Boolean(response.site.android_sub || response.site.ios_sub);
  }

  setAccountList(accounts: SocialAccount[]): void {
    this.accountList = accounts;
  }

  setCms(cms: Cms): void {
    this.cms = cms;
    this.cms_status = true;
  }

  setPartners(partners: Partner[]): void {
    this.partners = partners;
  }

  setBts(bts: JsonValue | null): void {
    this.bts = bts;
  }

  setHasHotGames(value: boolean): void {
    this.hasHotGames = value;
  }

  setShowReferral(value: number): void {
    this.show_referral = value;
  }

  setShowPreloader(value: boolean): void {
    this.show_preloader = value;
  }

  setShowPartner(expanded: boolean): void {
    this.showPartner = expanded;
  }

  closeAnnouncement(): void {
    this.show_bf_ann_modal = false;
  }

  closeAppDownload(): void {
    this.show_app_download = false;
    this.show_download_bar = false;
  }

  /** Back to the defaults: no site, and show_bf_ann_modal, show_app_download, showPartner true, show_referral 0. */
  reset(): void {
    this.message = '';
    this.site = null;
    this.template = null;
    this.color = null;
    this.maintenance = NO_MAINTENANCE;
    this.language = [];
    this.content = { menu: [], game_menu: [] };
    this.provider_count = [];
    this.aff_domain = '';
    this.live_chat = null;
    this.accountList = [];
    this.cms = null;
    this.cms_status = false;
    this.partners = [];
    this.bts = null;
    this.show_preloader = true;
    this.hasHotGames = false;
    this.show_bf_ann_modal = true;
    this.show_app_download = true;
    this.show_download_bar = false;
    this.showPartner = true;
    this.show_referral = 0;
  }
}
