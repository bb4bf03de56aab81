import { CALLS, type AnswerInputOf, type ContractCalls, type ParsedRequestOf } from '@wl/contract';
import { sanitiseCmsHtml } from '../../sites/content/cms-html';
import { ANY_STAFF_ROLE, type staffRoutes } from '../../http/staff-route';
import type { Platform } from '../../platform';
import { siteAnswer } from '../backoffice-answers';
import { refusingAsStaff } from './site-admin-errors';
import { registerSiteContentRoutes } from './site-content-routes';
import { registerSiteRewardsRoutes } from './site-rewards-routes';
import { registerSiteOfferRoutes } from './site-offer-routes';
import { createSite } from './site-creation';
import {
  cmsPageDetail,
  cmsPageList,
  seoList,
  setCmsPage,
  setSeo,
  type CmsPageDetail,
  type SeoEntry,
} from './site-page-admin';
import { setSiteProvider, siteProviderList, type SiteProviderView } from './site-provider-admin';
import {
  setSiteSettings,
  siteSettingsView,
  type SettingsChangeInput,
  type SiteSettingsView,
} from './site-settings-admin';
import { languageChoices, templateChoices } from './site-templates';
import { staffSiteList } from './staff-sites';

type StaffRoute = ReturnType<typeof staffRoutes>;
type ProviderAnswer = AnswerInputOf<ContractCalls['siteProviders']>['value'][number];
type CmsAnswer = AnswerInputOf<ContractCalls['siteCmsPage']>['page'];
type SeoAnswer = AnswerInputOf<ContractCalls['siteSeo']>['value'][number];
type SettingsAnswer = AnswerInputOf<ContractCalls['siteSettings']>['settings'];

const OWNER = ['owner'] as const;
const EDITORS = ['owner', 'siteManager'] as const;
const READERS = ['owner', 'siteManager', 'viewer'] as const;

const providerAnswer = (view: SiteProviderView): ProviderAnswer => ({
  provider_code: view.code,
  name: view.name,
  enabled: view.enabled,
  categories: view.categories,
  games: view.games,
  catalogue_games: view.catalogueGames,
  provider_live: view.live,
});

const cmsAnswer = (page: CmsPageDetail): CmsAnswer => ({
  page: page.page,
  status: page.status,
  en_body: page.enBody,
  local_body: page.localBody,
  local_language: page.localLanguage,
  updated_at: page.updatedAt?.toISOString() ?? null,
});

const seoAnswer = (entry: SeoEntry): SeoAnswer => ({
  page_name: entry.pageName,
  meta_title: entry.metaTitle,
  meta_desc: entry.metaDesc,
  meta_keywords: entry.metaKeywords,
  en_item_name: entry.enItemName,
  local_item_name: entry.localItemName,
  en_body: entry.enBody,
  local_body: entry.localBody,
});

const settingsAnswer = ({ settings, ...view }: SiteSettingsView): SettingsAnswer => ({
  site_id: view.siteId,
  key: view.key,
  name: view.name,
  template: view.template,
  color: view.color,
  colors: view.colors,
  maintenance_start: view.maintenanceStart?.toISOString() ?? null,
  maintenance_end: view.maintenanceEnd?.toISOString() ?? null,
  logo1: settings.logo1,
  logo2: settings.logo2,
  logo3: settings.logo3,
  logo_text: settings.logo_text,
  manifest_icon: settings.manifest_icon,
  logo_colors: settings.logo_colors,
  android_sub: settings.android_sub,
  ios_sub: settings.ios_sub,
  aff_domain: settings.aff_domain,
  gamify_status: settings.gamify_status,
  tac_login: settings.tac_login,
  referral: settings.referral.setting_value === 1,
  languages: settings.languages,
  live_chat: settings.live_chat,
  bts: settings.bts,
  language_choices: languageChoices(),
});

type SettingsRequest = ParsedRequestOf<ContractCalls['siteSetSettings']>;

/** The settings a set_settings request names, as the site keeps them; undefined when it names none. */
function settingsChange(body: SettingsRequest): SettingsChangeInput | undefined {
  const change: SettingsChangeInput = {
    logo1: body.logo1,
    logo2: body.logo2,
    logo3: body.logo3,
    logo_text: body.logo_text,
    manifest_icon: body.manifest_icon,
    logo_colors: body.logo_colors,
    android_sub: body.android_sub,
    ios_sub: body.ios_sub,
    aff_domain: body.aff_domain,
    gamify_status: body.gamify_status,
    tac_login: body.tac_login,
    referral: body.referral === undefined ? undefined : { setting_value: body.referral ? 1 : 0 },
    languages: body.languages,
    live_chat: body.live_chat,
    bts: body.bts,
  };
  return Object.values(change).some((value) => value !== undefined) ? change : undefined;
}

/**
 * The back office's site calls: create a site from a template, its providers, CMS pages, SEO records,
 * announcements and marquee messages (site-content-routes.ts) and the settings the startup answer carries
 * (name, colour, maintenance window, logos, languages, live chat, footer badges, app links, switches).
 * Every change commits with its audit entry, then tells the sites' caches (the site-change signal), so
 * the site shows it at once.
 */
export function registerSiteRoutes(staffRoute: StaffRoute, platform: Platform): void {
  const { db } = platform.database;
  const { clock } = platform;
  const changed = () => platform.sites.announceChange();

  staffRoute(CALLS.siteTemplates, ANY_STAFF_ROLE, async () => ({
    templates: templateChoices(),
    languages: languageChoices(),
  }));

  staffRoute(CALLS.siteCreate, OWNER, async (actor, body, { trail }) => {
    const site = await refusingAsStaff(() =>
      createSite(
        db,
        clock,
        {
          key: body.key,
          name: body.name,
          hosts: body.hosts,
          template: body.template,
          color: body.color,
          currency: body.currency,
          languages: body.languages,
          defaultLanguage: body.default_language,
          logos: { logo1: body.logo1, logo2: body.logo2, logo3: body.logo3 },
        },
        trail,
      ),
    );
    await changed();
    const [view] = await staffSiteList(db, {
      ...actor,
      sites: [{ id: site.id, key: site.key, name: site.name }],
    });
    if (!view) throw new Error(`site ${site.key} is not readable after its creation`);
    return { site: siteAnswer(view) };
  });

  staffRoute(CALLS.siteProviders, READERS, async (_actor, body) => ({
    value: (await refusingAsStaff(() => siteProviderList(db, body.site_id))).map(providerAnswer),
  }));
  staffRoute(CALLS.siteSetProvider, EDITORS, async (_actor, body, { trail }) => {
    await refusingAsStaff(() => setSiteProvider(db, body.site_id, body.provider_code, body.enabled, trail));
    await changed();
    const [provider] = await siteProviderList(db, body.site_id, body.provider_code);
    if (!provider) throw new Error(`provider ${body.provider_code} is not readable after its change`);
    return { provider: providerAnswer(provider) };
  });

  staffRoute(CALLS.siteCmsPages, READERS, async (_actor, body) => ({
    value: (await refusingAsStaff(() => cmsPageList(db, body.site_id))).map((page) => ({
      page: page.page,
      status: page.status,
      has_en: page.hasEn,
      has_local: page.hasLocal,
      updated_at: page.updatedAt?.toISOString() ?? null,
    })),
  }));
  staffRoute(CALLS.siteCmsPage, READERS, async (_actor, body) => ({
    page: cmsAnswer(await refusingAsStaff(() => cmsPageDetail(db, body.site_id, body.page))),
  }));
  staffRoute(CALLS.siteSetCmsPage, EDITORS, async (_actor, body, { trail }) => {
    await refusingAsStaff(() =>
      setCmsPage(
        db,
        clock,
        body.site_id,
        body.page,
        {
          ...(body.status === undefined ? {} : { status: body.status }),
          ...(body.en_body === undefined ? {} : { enBody: body.en_body }),
          ...(body.local_body === undefined ? {} : { localBody: body.local_body }),
        },
        trail,
      ),
    );
    await changed();
    return { page: cmsAnswer(await cmsPageDetail(db, body.site_id, body.page)) };
  });

  staffRoute(CALLS.siteCmsPreview, EDITORS, async (_actor, body) => ({
    html: sanitiseCmsHtml(body.html),
  }));

  staffRoute(CALLS.siteSeo, READERS, async (_actor, body) => ({
    value: (await refusingAsStaff(() => seoList(db, body.site_id))).map(seoAnswer),
  }));
  staffRoute(CALLS.siteSetSeo, EDITORS, async (_actor, body, { trail }) => {
    const entry = await refusingAsStaff(() =>
      setSeo(
        db,
        body.site_id,
        body.page_name,
        {
          ...(body.meta_title === undefined ? {} : { metaTitle: body.meta_title }),
          ...(body.meta_desc === undefined ? {} : { metaDesc: body.meta_desc }),
          ...(body.meta_keywords === undefined ? {} : { metaKeywords: body.meta_keywords }),
          ...(body.en_item_name === undefined ? {} : { enItemName: body.en_item_name }),
          ...(body.local_item_name === undefined ? {} : { localItemName: body.local_item_name }),
        },
        trail,
      ),
    );
    await changed();
    return { record: seoAnswer(entry) };
  });

  staffRoute(CALLS.siteSettings, READERS, async (_actor, body) => ({
    settings: settingsAnswer(await refusingAsStaff(() => siteSettingsView(db, body.site_id))),
  }));
  staffRoute(CALLS.siteSetSettings, EDITORS, async (_actor, body, { trail }) => {
    const { maintenance } = body;
    const settings = settingsChange(body);
    const view = await refusingAsStaff(() =>
      setSiteSettings(
        db,
        body.site_id,
        {
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.color === undefined ? {} : { color: body.color }),
          ...(maintenance === undefined
            ? {}
            : {
                maintenance:
                  maintenance === null
                    ? null
                    : { start: new Date(maintenance.start), end: new Date(maintenance.end) },
              }),
          ...(settings === undefined ? {} : { settings }),
        },
        trail,
      ),
    );
    await changed();
    return { settings: settingsAnswer(view) };
  });

  registerSiteContentRoutes(staffRoute, platform);
  registerSiteRewardsRoutes(staffRoute, platform);
  registerSiteOfferRoutes(staffRoute, platform);
}
