import type { ErrorKey } from '@wl/contract';
import { checkTheme } from '@wl/site-model';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { siteHosts, siteMenuItems, sites } from '../db/schema';
import { PlatformError } from '../http/envelope';
import { isValidHost, normaliseHost } from './host-name';
import { invalidSite, siteNotFound } from './site-errors';
import { toSiteRef } from './site-records';
import {
  defaultSiteSettings,
  readSiteSettings,
  siteSettingsSchema,
  type SiteSettings,
} from './site-settings';
import type { MenuInput, SiteInput, SiteRef } from './site-types';
import { isUniqueViolation } from '../db/unique-violation';

const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;
const EXTERNAL_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
const CURRENCY = /^[A-Z]{3}$/;

const hostInUse = (host: string) => new PlatformError('hostInUse', -409, 409, { details: host });

/** Checks and normalises the operator's input; throws before anything is written. */
function checkInput(input: SiteInput): { hosts: string[]; name: string } {
  if (!KEY.test(input.key)) invalid('invalidSiteKey', `key "${input.key}": lower-case letters, digits, -`);
  const name = input.name.trim();
  if (name.length === 0 || name.length > 100) invalid('invalidSiteName', 'name: 1 to 100 characters');
  if (!CURRENCY.test(input.currency)) invalid('invalidCurrency', `currency "${input.currency}": 3 capitals`);
  if (input.externalId !== undefined && !EXTERNAL_ID.test(input.externalId)) {
    invalid('invalidExternalId', `external id "${input.externalId}"`);
  }
  const theme = checkTheme(input.themeCode, input.themeColor);
  if (!theme.ok) invalid(theme.message, `${input.themeCode} / ${input.themeColor}`);
  const hosts = [...new Set(input.hosts.map(normaliseHost))];
  if (hosts.length === 0) invalid('invalidHost', 'a site needs at least one host name');
  const bad = hosts.find((h) => !isValidHost(h));
  if (bad !== undefined) invalid('invalidHost', `host "${bad}"`);
  return { hosts, name };
}

function invalid(messageKey: ErrorKey, details: string): never {
  throw invalidSite(messageKey, details);
}

function mergeSettings(
  current: SiteSettings,
  input: SiteInput,
  previousName: string | undefined,
): SiteSettings {
  const candidate = { ...current, ...input.settings, ...input.logos };
  // A logo text that followed the old name follows the new one.
  if (input.settings?.logo_text === undefined && current.logo_text === previousName) {
    candidate.logo_text = input.name.trim();
  }
  const parsed = siteSettingsSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    invalid('invalidSiteSettings', `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

async function replaceHosts(tx: Tx, siteId: number, hosts: string[]): Promise<void> {
  const taken = await tx
    .select({ host: siteHosts.host })
    .from(siteHosts)
    .where(and(inArray(siteHosts.host, hosts), ne(siteHosts.siteId, siteId)))
    .limit(1);
  if (taken[0]) throw hostInUse(taken[0].host);
  await tx.delete(siteHosts).where(eq(siteHosts.siteId, siteId));
  await tx.insert(siteHosts).values(hosts.map((host) => ({ siteId, host })));
}

/** Adds the site or changes it, hosts included, in one transaction: on any error nothing changes. */
export async function upsertSite(db: Db, input: SiteInput): Promise<SiteRef> {
  const { hosts, name } = checkInput(input);
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(sites).where(eq(sites.key, input.key)).for('update');
      const externalId = input.externalId ?? existing?.externalId ?? input.key;
      const [holder] = await tx
        .select({ key: sites.key })
        .from(sites)
        .where(and(eq(sites.externalId, externalId), ne(sites.key, input.key)))
        .limit(1);
      if (holder) throw new PlatformError('externalIdInUse', -409, 409, { details: externalId });
      const current = existing
        ? readSiteSettings(existing.settings, defaultSiteSettings(input.key, name, hosts[0]))
        : defaultSiteSettings(input.key, name, hosts[0]);
      const settings = mergeSettings(current, input, existing?.name);
      const fields = {
        name,
        themeCode: input.themeCode,
        themeColor: input.themeColor,
        currency: input.currency,
        settings,
        externalId,
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.expiredAt !== undefined ? { expiredAt: input.expiredAt } : {}),
      };
      const [row] = existing
        ? await tx
            .update(sites)
            .set({ ...fields, version: sql`${sites.version} + 1` })
            .where(eq(sites.id, existing.id))
            .returning()
        : await tx
            .insert(sites)
            .values({ key: input.key, ...fields })
            .returning();
      if (!row) throw new Error(`Site ${input.key} was not written`);
      await replaceHosts(tx, row.id, hosts);
      return toSiteRef(row);
    });
  } catch (error) {
    // Another writer took a host or the external id between our check and our insert.
    if (isUniqueViolation(error)) throw new PlatformError('siteConflict', -409, 409, { details: input.key });
    throw error;
  }
}

export async function setMaintenance(
  db: Db,
  siteKey: string,
  start: Date | null,
  end: Date | null,
): Promise<void> {
  if (start && end && start > end) invalid('invalidMaintenanceWindow', 'the window ends before it starts');
  const updated = await db
    .update(sites)
    .set({ maintenanceStart: start, maintenanceEnd: end, version: sql`${sites.version} + 1` })
    .where(eq(sites.key, siteKey))
    .returning({ id: sites.id });
  if (updated.length === 0) throw siteNotFound();
}

const MENU_LIMIT = 200;

function checkMenu(items: MenuInput[], depth = 0): number {
  if (depth > 3) invalid('invalidMenu', 'menus nest at most 4 levels');
  let count = 0;
  for (const item of items) {
    if (!item.name.trim() || item.name.length > 100)
      invalid('invalidMenu', 'a menu name: 1 to 100 characters');
    if (!/^[a-z0-9_-]{1,40}$/.test(item.category)) invalid('invalidMenu', `menu category "${item.category}"`);
    if (!/^\/(?!\/)\S{0,300}$/.test(item.url) && !/^https?:\/\/\S{1,500}$/.test(item.url)) {
      invalid('invalidMenu', `menu url "${item.url}"`);
    }
    count += 1 + checkMenu(item.children ?? [], depth + 1);
  }
  return count;
}

/** Inserts one level of entries in one statement, then each level below it. */
async function insertMenu(
  tx: Tx,
  siteId: number,
  menu: 'menu' | 'game_menu',
  items: MenuInput[],
  parentId: number | null,
): Promise<void> {
  if (items.length === 0) return;
  const rows = await tx
    .insert(siteMenuItems)
    .values(
      items.map((item, position) => ({
        siteId,
        menu,
        parentId,
        position,
        name: item.name.trim(),
        category: item.category,
        url: item.url,
      })),
    )
    .returning({ id: siteMenuItems.id, position: siteMenuItems.position });
  for (const row of rows) {
    const children = items[row.position]?.children ?? [];
    await insertMenu(tx, siteId, menu, children, row.id);
  }
}

export async function setMenu(
  db: Db,
  siteId: number,
  menu: 'menu' | 'game_menu',
  items: MenuInput[],
): Promise<void> {
  if (checkMenu(items) > MENU_LIMIT) invalid('invalidMenu', `at most ${MENU_LIMIT} entries`);
  await db.transaction(async (tx) => {
    const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('update');
    if (!site) throw siteNotFound();
    await tx.delete(siteMenuItems).where(and(eq(siteMenuItems.siteId, siteId), eq(siteMenuItems.menu, menu)));
    await insertMenu(tx, siteId, menu, items, null);
  });
}
