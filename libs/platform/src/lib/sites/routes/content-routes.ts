import { z } from 'zod';
import { CMS_PAGES } from '../../db/schema';
import { ok } from '../../http/envelope';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import { feedEntry, siteAnswer, siteCallBody } from './route-schemas';
import { siteRoutes } from './site-route';

const cmsSchema = z.object(
  Object.fromEntries(
    CMS_PAGES.flatMap((page) => [
      [`${page}_status`, z.boolean()],
      [`en_${page}_body`, z.string()],
      [`local_${page}_body`, z.string()],
    ]),
  ),
);

const seoRecord = z.object({
  id: z.number(),
  page_name: z.string(),
  en_item_name: z.string(),
  en_body: z.string(),
  local_item_name: z.string(),
  local_body: z.string(),
  meta_title: z.string(),
  meta_desc: z.string(),
  meta_keywords: z.string(),
  meta_url: z.string(),
  meta_canonical: z.string(),
  meta_author: z.string(),
  meta_publisher: z.string(),
  meta_lang: z.string(),
  meta_image_url: z.string(),
});

const slide = z.object({
  id: z.number(),
  en_title: z.string(),
  local_title: z.string(),
  en_subtitle: z.string(),
  local_subtitle: z.string(),
  image_url: z.string(),
  link_url: z.string(),
});

const announcement = z.object({
  id: z.number(),
  en_title: z.string(),
  local_title: z.string(),
  en_content: z.string(),
  local_content: z.string(),
  published_at: z.string(),
});

const winner = z.object({
  account_id: z.string(),
  amount: z.number(),
  game_name: z.string(),
  provider_code: z.string(),
  won_at: z.string(),
});

const withdrawalStats = z.object({
  withrawal: z.number().describe('Total amount withdrawn, in currency units (the spec spells it so)'),
  winner: z.number().describe('Players who have won at least once'),
  hour_withdrawal: z.number().describe('Withdrawals in the last hour'),
  registered_player: z.number(),
  active_player: z.number().describe('Players active in the last 30 days'),
  deposited_player: z.number(),
});

export function registerContentRoutes(api: ZodApp, platform: Platform): void {
  const { content, activity } = platform.sites;
  const route = siteRoutes(api, platform);

  route(
    '/seo',
    "The page's SEO record (value null when the site has none for that page)",
    siteCallBody.extend({ page_name: z.string().trim().min(1).max(64) }),
    siteAnswer({ value: seoRecord.nullable() }),
    async (siteId, body) => ok({ value: await content.seo(siteId, body.page_name) }),
  );
  route(
    '/settings/social_account',
    "The site's social accounts",
    siteCallBody,
    siteAnswer({
      accountList: z.array(z.object({ social_type: z.string(), account_name: z.string(), url: z.string() })),
    }),
    async (siteId) => ok({ accountList: await content.socialAccounts(siteId) }),
  );
  route(
    '/settings/siteinfodetail',
    'The CMS pages: per page a status and the English and local bodies (sanitised HTML; empty when off)',
    siteCallBody,
    siteAnswer({ cms: cmsSchema }),
    async (siteId) => ok({ cms: await content.cms(siteId) }),
  );
  route(
    '/settings/get_analytics',
    'Tracking scripts: HEAD ones go into the head, BODY ones into a noscript in the body',
    siteCallBody,
    siteAnswer({ value: z.array(z.object({ section: z.enum(['HEAD', 'BODY']), script: z.string() })) }),
    async (siteId) => ok({ value: await content.analytics(siteId) }),
  );
  route(
    '/settings/adsvisit',
    'Records an advertising visit (fbp and/or appsflyer_id; at least one of them)',
    siteCallBody.extend({
      fbp: z.string().trim().max(255).default(''),
      appsflyer_id: z.string().trim().max(255).default(''),
    }),
    siteAnswer({}),
    async (siteId, body) => {
      await content.recordAdVisit(siteId, { fbp: body.fbp, appsflyer_id: body.appsflyer_id });
      return ok();
    },
  );
  route(
    '/settings/partners',
    "The site's partners (link, logo, name)",
    siteCallBody,
    siteAnswer({
      partners: z.array(z.object({ href: z.string(), img_url: z.string(), partner_name: z.string() })),
    }),
    async (siteId) => ok({ partners: await content.partners(siteId) }),
  );
  route(
    '/settings/bts',
    "The site's footer badges (licences, 18+, responsible gaming)",
    siteCallBody,
    siteAnswer({ value: z.array(z.object({ name: z.string(), img_url: z.string(), href: z.string() })) }),
    async (siteId) => ok({ value: await content.bts(siteId) }),
  );
  route(
    '/settings/top10winner_withdrawal',
    'The ten biggest wins, the ten biggest withdrawals and the withdrawal statistics (account ids masked)',
    siteCallBody,
    siteAnswer({ winners: z.array(winner), withdrawals: z.array(feedEntry), stats: withdrawalStats }),
    async (siteId) => ok(await activity.winnersAndWithdrawals(siteId)),
  );
  route(
    '/home/fetch_transactions',
    'The ten latest deposits and withdrawals (account ids masked, amounts in currency units)',
    siteCallBody,
    siteAnswer({ deposits: z.array(feedEntry), withdrawals: z.array(feedEntry) }),
    async (siteId) => ok(await activity.recentTransactions(siteId)),
  );
  route(
    '/home/fetch_slide',
    "The home page's slides, in order",
    siteCallBody,
    siteAnswer({ value: z.array(slide) }),
    async (siteId) => ok({ value: await content.slides(siteId) }),
  );
  route(
    '/home/fetch_announment',
    'Announcements, newest first (the spec spells the path so)',
    siteCallBody,
    siteAnswer({ value: z.array(announcement) }),
    async (siteId) => ok({ value: await content.announcements(siteId) }),
  );
  route(
    '/home/marquee',
    'The scrolling marquee messages',
    siteCallBody,
    siteAnswer({ value: z.array(z.object({ id: z.number(), en_text: z.string(), local_text: z.string() })) }),
    async (siteId) => ok({ value: await content.marquee(siteId) }),
  );
  route(
    '/home/referral',
    'The referral setting: setting_value of the first item is 1 to show referral, 0 to hide it',
    siteCallBody,
    siteAnswer({
      value: z.array(
        z.object({
          setting_name: z.literal('referral'),
          setting_value: z.union([z.literal(0), z.literal(1)]),
        }),
      ),
    }),
    async (siteId) => ok({ value: await content.referral(siteId) }),
  );
}
