import type { DemoSite } from '../demo/demo-sites';
import type { Platform } from '../platform';
import type { ProductInput } from '../sites/games/game-types';
import { writeStarterContent } from '../sites/starter/starter-content';

/**
 * A demo site's content: the starter content every new site gets (CMS pages, SEO records, partners,
 * slides, announcements, marquee), and the demo's own social accounts and harmless tracking scripts.
 */
export async function seedSiteContent(
  platform: Platform,
  siteId: number,
  demo: DemoSite,
  products: ProductInput[],
): Promise<void> {
  const { content } = platform.sites;
  const name = demo.name;
  await writeStarterContent(
    content,
    {
      id: siteId,
      key: demo.key,
      name,
      host: demo.hosts[0] ?? 'localhost',
      categories: demo.categories,
      languages: demo.languages,
    },
    products,
    platform.clock(),
  );

  await content.setSocialAccounts(siteId, [
    { social_type: 'facebook', account_name: name, url: `https://www.facebook.com/${demo.key}.demo` },
    { social_type: 'telegram', account_name: `@${demo.key}_demo`, url: `https://t.me/${demo.key}_demo` },
    {
      social_type: 'instagram',
      account_name: `${demo.key}.demo`,
      url: `https://www.instagram.com/${demo.key}.demo`,
    },
    {
      social_type: 'email',
      account_name: `support@${demo.key}.example.com`,
      url: `mailto:support@${demo.key}.example.com`,
    },
  ]);

  // Harmless demo tracking: a data-layer event in the head, a hidden marker for the body's noscript.
  await content.setAnalytics(siteId, [
    {
      section: 'HEAD',
      script: `<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:'wl_demo_pageview',site:'${demo.key}'});</script>`,
    },
    { section: 'BODY', script: `<div hidden data-wl-analytics="${demo.key}"></div>` },
  ]);
}
