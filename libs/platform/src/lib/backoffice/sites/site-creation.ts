import { checkTheme, paletteFor } from '@wl/site-model';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sites } from '../../db/schema';
import { createContentServices } from '../../sites/content/content-services';
import { createGameServices } from '../../sites/games/game-services';
import { LANGUAGE_CODES, type LanguageCode } from '../../sites/languages';
import { setMenu, upsertSite } from '../../sites/site-admin';
import { defaultSiteSettings } from '../../sites/site-settings';
import type { SiteRef } from '../../sites/site-types';
import { ensureStarterCatalogue } from '../../sites/starter/starter-catalogue';
import { writeStarterContent } from '../../sites/starter/starter-content';
import { STARTER_CATEGORIES, starterMenus, starterProducts } from '../../sites/starter/starter-plan';
import type { AuditTrail } from '../audit/audit-trail';
import { siteAdminErrors } from './site-admin-errors';
import { checkSettingsChange } from './site-settings-admin';

/** A new site as the owner's form gives it. */
export interface NewSiteInput {
  key: string;
  name: string;
  hosts: string[];
  /** The theme code (casino1, slot3, ...). */
  template: string;
  color: string;
  currency: string;
  languages: string[];
  defaultLanguage: string;
  /** Logo URLs; left out or empty: the generated logo. */
  logos?: { logo1?: string | undefined; logo2?: string | undefined; logo3?: string | undefined };
}

/** The footer badges every starter site shows. */
const STARTER_BADGES = [
  { name: '18+', img_url: '', href: '/responsible-gaming' },
  { name: 'Responsible Gaming', img_url: '', href: '/responsible-gaming' },
  { name: 'Licensed & Regulated', img_url: '', href: '/about' },
];

/** The site's languages, the default first; an unknown code or a default not among them is refused. */
function checkLanguages(input: NewSiteInput): LanguageCode[] {
  const known = new Set<string>(LANGUAGE_CODES);
  const unknown = input.languages.find((code) => !known.has(code));
  if (unknown !== undefined) throw siteAdminErrors.invalidSettings(`language "${unknown}"`);
  if (!input.languages.includes(input.defaultLanguage)) {
    throw siteAdminErrors.invalidSettings('the default language must be one of the languages');
  }
  const ordered = [input.defaultLanguage, ...input.languages.filter((c) => c !== input.defaultLanguage)];
  return [...new Set(ordered)] as LanguageCode[];
}

/**
 * Makes a site from a template in one transaction: the site and its hosts, the starter catalogue (the
 * demo studios' providers and games, adding only those missing), the products of its template family,
 * its menus and lobby tabs, and its starter content in its languages, with the audit entry naming it.
 * A key or host in use, or any bad field, refuses the whole and leaves nothing behind. The caller
 * announces the change once it is committed.
 */
export async function createSite(
  db: Db,
  clock: () => Date,
  input: NewSiteInput,
  trail: AuditTrail,
): Promise<SiteRef> {
  trail.about({ targetKind: 'site', targetId: input.key });
  const languages = checkLanguages(input);
  const logos = checkSettingsChange(
    input.key,
    defaultSiteSettings(input.key, input.name, undefined),
    input.logos ?? {},
  );
  const theme = checkTheme(input.template, input.color);
  // A bad theme or colour is refused by upsertSite with its own key; the family is known otherwise.
  const family = theme.ok ? theme.template.family : 'casino';
  const palette = theme.ok ? paletteFor(family, theme.color) : undefined;
  const categories = STARTER_CATEGORIES[family];
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.key, input.key)).limit(1);
    if (taken) throw siteAdminErrors.keyInUse(input.key);
    const site = await upsertSite(tx, {
      key: input.key,
      name: input.name,
      hosts: input.hosts,
      themeCode: input.template,
      themeColor: input.color,
      currency: input.currency,
      settings: {
        languages: languages.map((code, i) => ({ code, is_default: i === 0 })),
        ...(palette ? { logo_colors: [palette['--wl-primary'], palette['--wl-surface']] } : {}),
        gamify_status: true,
        referral: { setting_value: 1 },
        bts: STARTER_BADGES,
        ...logos,
      },
    });
    await ensureStarterCatalogue(tx);
    const products = starterProducts(categories);
    await createGameServices(tx).setProducts(site.id, products);
    const menus = starterMenus(categories, products);
    await setMenu(tx, site.id, 'menu', menus.menu);
    await setMenu(tx, site.id, 'game_menu', menus.gameMenu);
    const host = input.hosts[0]?.trim().toLowerCase() ?? `${site.key}.localhost`;
    await writeStarterContent(
      createContentServices(tx, clock),
      { id: site.id, key: site.key, name: site.name, host, categories, languages },
      products,
      clock(),
    );
    await trail.ok(tx, {
      targetId: site.key,
      siteId: site.id,
      after: {
        key: site.key,
        name: site.name,
        hosts: input.hosts,
        template: site.themeCode,
        color: input.color,
        currency: site.currency,
        languages,
        ...logos,
        providers: [...new Set(products.map((p) => p.providerCode))],
      },
    });
    return site;
  });
}
