import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** An operator's site: everything the startup answer and the site calls describe. */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  /** Short stable key (demo: casino1, slot2, default, ...); names the generated logo. */
  key: text('key').notNull().unique(),
  /** The operator's own id of the site; site calls may send it and must then match. */
  externalId: text('external_id').notNull().unique(),
  name: text('name').notNull(),
  themeCode: text('theme_code').notNull(),
  themeColor: text('theme_color').notNull(),
  currency: text('currency').notNull(),
  /** False: switched off by the operator; the site answers siteDisabled. */
  status: boolean('status').notNull().default(true),
  /** From this moment the site answers siteExpired. */
  expiredAt: timestamp('expired_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Site settings that are read whole (logos, languages, live chat, ...): sites/site-settings.ts validates them. */
  settings: jsonb('settings').notNull().default({}),
  maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
  maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
  version: integer('version').notNull().default(1),
});

/** Host names of a site: several per site, never one for two sites. */
export const siteHosts = pgTable(
  'site_hosts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
  },
  (t) => [uniqueIndex('site_hosts_host_unique').on(t.host), index('site_hosts_site_idx').on(t.siteId)],
);

/** The site's menu ('menu') and lobby tabs ('game_menu'); an entry with a parent is a child entry. */
export const siteMenuItems = pgTable(
  'site_menu_items',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    menu: text('menu', { enum: ['menu', 'game_menu'] }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => siteMenuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('site_menu_items_site_idx').on(t.siteId, t.menu, t.position)],
);
