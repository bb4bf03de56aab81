import { CALLS, type AnswerInputOf, type ContractCalls } from '@wl/contract';
import { sanitiseCmsHtml } from '../../sites/content/cms-html';
import { ANY_STAFF_ROLE, type staffRoutes } from '../../http/staff-route';
import type { Platform } from '../../platform';
import { siteAnswer } from '../backoffice-answers';
import { refusingAsStaff } from './site-admin-errors';
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
import { setSiteSettings, siteSettingsView, type SiteSettingsView } from './site-settings-admin';
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

const settingsAnswer = (view: SiteSettingsView): SettingsAnswer => ({
  site_id: view.siteId,
  key: view.key,
  name: view.name,
  template: view.template,
  color: view.color,
  colors: view.colors,
  maintenance_start: view.maintenanceStart?.toISOString() ?? null,
  maintenance_end: view.maintenanceEnd?.toISOString() ?? null,
});

/**
 * The back office's site calls: create a site from a template, its providers, CMS pages, SEO records and
 * the settings the startup answer carries (name, colour, maintenance window).
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
        },
        trail,
      ),
    );
    await changed();
    return { settings: settingsAnswer(view) };
  });
}
