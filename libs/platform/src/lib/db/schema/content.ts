import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from './sites';

const siteId = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

/** The CMS pages a site may have (spec: about_us, privacy_policy, banking, faqs, responsible_gaming; plus terms). */
export const CMS_PAGES = [
  'about_us',
  'privacy_policy',
  'banking',
  'faqs',
  'responsible_gaming',
  'terms',
] as const;
export type CmsPage = (typeof CMS_PAGES)[number];

/** One CMS page of a site; both bodies are sanitised HTML (sites/content/cms-html.ts) before they get here. */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    page: text('page', { enum: CMS_PAGES }).notNull(),
    status: boolean('status').notNull().default(true),
    enBody: text('en_body').notNull(),
    localBody: text('local_body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_pages_site_page_unique').on(t.siteId, t.page)],
);

/** The spec's SEO record, one per page of a site. */
export const seoRecords = pgTable(
  'seo_records',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    pageName: text('page_name').notNull(),
    enItemName: text('en_item_name').notNull(),
    enBody: text('en_body').notNull(),
    localItemName: text('local_item_name').notNull(),
    localBody: text('local_body').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDesc: text('meta_desc').notNull(),
    metaKeywords: text('meta_keywords').notNull(),
    metaUrl: text('meta_url').notNull(),
    metaCanonical: text('meta_canonical').notNull(),
    metaAuthor: text('meta_author').notNull(),
    metaPublisher: text('meta_publisher').notNull(),
    metaLang: text('meta_lang').notNull(),
    metaImageUrl: text('meta_image_url').notNull(),
  },
  (t) => [uniqueIndex('seo_records_site_page_unique').on(t.siteId, t.pageName)],
);

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    position: integer('position').notNull(),
    href: text('href').notNull(),
    imgUrl: text('img_url').notNull(),
    partnerName: text('partner_name').notNull(),
  },
  (t) => [index('partners_site_idx').on(t.siteId, t.position)],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    position: integer('position').notNull(),
    /** facebook, instagram, telegram, whatsapp, x, youtube, tiktok, line, viber, email. */
    socialType: text('social_type').notNull(),
    accountName: text('account_name').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('social_accounts_site_idx').on(t.siteId, t.position)],
);

/** Operator-written tracking snippets: HEAD ones go into the head, BODY ones into a noscript in the body. */
export const analyticsScripts = pgTable(
  'analytics_scripts',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    position: integer('position').notNull(),
    section: text('section', { enum: ['HEAD', 'BODY'] }).notNull(),
    script: text('script').notNull(),
  },
  (t) => [index('analytics_scripts_site_idx').on(t.siteId, t.position)],
);

export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    position: integer('position').notNull(),
    enTitle: text('en_title').notNull(),
    localTitle: text('local_title').notNull(),
    enSubtitle: text('en_subtitle').notNull(),
    localSubtitle: text('local_subtitle').notNull(),
    /** Null: the platform draws a banner from the titles and the site's colours. */
    imageUrl: text('image_url'),
    linkUrl: text('link_url').notNull(),
    status: boolean('status').notNull().default(true),
  },
  (t) => [index('slides_site_idx').on(t.siteId, t.position)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    position: integer('position').notNull(),
    enTitle: text('en_title').notNull(),
    localTitle: text('local_title').notNull(),
    enContent: text('en_content').notNull(),
    localContent: text('local_content').notNull(),
    status: boolean('status').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('announcements_site_idx').on(t.siteId, t.position)],
);

export const marqueeMessages = pgTable(
  'marquee_messages',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    position: integer('position').notNull(),
    enText: text('en_text').notNull(),
    localText: text('local_text').notNull(),
    status: boolean('status').notNull().default(true),
  },
  (t) => [index('marquee_messages_site_idx').on(t.siteId, t.position)],
);

export const ACTIVITY_KINDS = ['register', 'deposit', 'withdrawal', 'win'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * What happened on a site, as the public feeds show it: recent deposits and withdrawals, top winners and
 * the withdrawal statistics are all read from here. Account ids are stored whole and masked on the way out.
 */
export const siteActivity = pgTable(
  'site_activity',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    accountId: text('account_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull().default(0),
    providerCode: text('provider_code'),
    gameName: text('game_name'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('site_activity_site_kind_idx').on(t.siteId, t.kind, t.occurredAt)],
);

/** An advertising visit (Facebook browser id and/or AppsFlyer id), recorded for attribution. */
export const adVisits = pgTable(
  'ad_visits',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    fbp: text('fbp').notNull(),
    appsflyerId: text('appsflyer_id').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ad_visits_site_idx').on(t.siteId, t.visitedAt)],
);
