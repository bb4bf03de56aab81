import type { DemoSite } from '../demo/demo-sites';
import type { ProductInput } from '../sites/games/game-types';
import type { MenuInput, SiteInput } from '../sites/site-types';
import { starterMenus, starterProducts } from '../sites/starter/starter-plan';

/** The site itself: theme, colours, languages and the settings that differ from site to site. */
export function demoSiteInput(demo: DemoSite, index: number): SiteInput {
  const host = demo.hosts[0] ?? `${demo.key}.localhost`;
  return {
    key: demo.key,
    name: demo.name,
    hosts: demo.hosts,
    themeCode: demo.themeCode,
    themeColor: demo.themeColor,
    currency: demo.currency,
    settings: {
      logo_colors: demo.logoColors,
      languages: demo.languages.map((code, i) => ({ code, is_default: i === 0 })),
      gamify_status: index % 3 !== 2,
      tac_login: demo.themeCode.startsWith('slot') && index % 2 === 0,
      aff_domain: `aff.${host}`,
      referral: { setting_value: index % 4 === 3 ? 0 : 1 },
      bts: [
        { name: '18+', img_url: '', href: '/responsible-gaming' },
        { name: 'Responsible Gaming', img_url: '', href: '/responsible-gaming' },
        { name: 'Licensed & Regulated', img_url: '', href: '/about' },
      ],
    },
  };
}

/** What the site offers: every provider of each of its categories, a rotating four of the six slot studios. */
export function demoProducts(demo: DemoSite, index: number): ProductInput[] {
  return starterProducts(demo.categories, index);
}

/** The main menu (with a child per provider) and the lobby tabs, from what the site offers. */
export function demoMenus(
  demo: DemoSite,
  products: ProductInput[],
): { menu: MenuInput[]; gameMenu: MenuInput[] } {
  return starterMenus(demo.categories, products);
}
