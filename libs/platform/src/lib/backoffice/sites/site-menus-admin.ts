import {
  MAX_MENU_DEPTH,
  MAX_MENU_ENTRIES,
  type BackofficeMenuEntry,
  type MenuEntryInput,
} from '@wl/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { siteMenuItems } from '../../db/schema';
import { invalidSite } from '../../sites/site-errors';
import { menusOf } from '../../sites/site-menus';
import type { AuditTrail } from '../audit/audit-trail';
import { requireSite } from './site-page-admin';

export type MenuName = 'menu' | 'game_menu';

export interface SiteMenus {
  menu: BackofficeMenuEntry[];
  game_menu: BackofficeMenuEntry[];
}

/** A site's menu and lobby tabs, as the startup answer gives them to the player site. */
export async function menusList(db: Db, siteId: number): Promise<SiteMenus> {
  await requireSite(db, siteId);
  return menusOf(db, siteId);
}

const invalidMenu = (details: string) => invalidSite('invalidMenu', details);

const CATEGORY = /^[a-z0-9_-]{1,40}$/;
/** A path of the site: one slash first (never two: that names another host), no backslash or space. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]{0,300}$/;

/** True for a path of the site or an http(s) address; never javascript:, data: or another scheme. */
function isMenuLink(url: string): boolean {
  if (SITE_PATH.test(url)) return true;
  if (!/^https?:\/\/[^\s\\]{1,490}$/i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** One checked entry, its name trimmed, ready to be written. */
interface CheckedEntry {
  id: number | undefined;
  name: string;
  category: string;
  url: string;
  children: CheckedEntry[];
}

/**
 * Checks a whole menu as the player site can show it: at most MAX_MENU_DEPTH levels and MAX_MENU_ENTRIES
 * entries, a name of 1 to 100 characters (plain text), a category, a link to a path of the site or an
 * http(s) address, each kept id once. A lobby tab links to a path of the site only: the templates route
 * their tabs inside the site.
 */
function checkMenu(menu: MenuName, items: readonly MenuEntryInput[]): CheckedEntry[] {
  const ids = new Set<number>();
  let count = 0;
  const level = (entries: readonly MenuEntryInput[], depth: number): CheckedEntry[] =>
    entries.map((entry) => {
      count += 1;
      if (count > MAX_MENU_ENTRIES) throw invalidMenu(`a menu keeps at most ${MAX_MENU_ENTRIES} entries`);
      const name = entry.name.trim();
      if (name.length < 1 || name.length > 100) throw invalidMenu('a menu name: 1 to 100 characters');
      if (!CATEGORY.test(entry.category)) throw invalidMenu(`menu category "${entry.category}"`);
      const link = menu === 'game_menu' ? SITE_PATH.test(entry.url) : isMenuLink(entry.url);
      if (!link) {
        throw invalidMenu(
          menu === 'game_menu'
            ? `lobby tab link "${entry.url}": a path of the site`
            : `menu link "${entry.url}": a site path or an http(s) address`,
        );
      }
      if (entry.content_id !== undefined) {
        if (ids.has(entry.content_id)) throw invalidMenu(`menu entry ${entry.content_id} given twice`);
        ids.add(entry.content_id);
      }
      const children = entry.children ?? [];
      if (children.length > 0 && depth + 1 >= MAX_MENU_DEPTH) {
        throw invalidMenu(`menus nest at most ${MAX_MENU_DEPTH} levels`);
      }
      return {
        id: entry.content_id,
        name,
        category: entry.category,
        url: entry.url,
        children: level(children, depth + 1),
      };
    });
  return level(items, 0);
}

/**
 * Writes the entries of one level in order under their parent: a kept entry is updated in place, a new one
 * inserted; then the level below each.
 */
async function writeLevel(
  tx: Tx,
  siteId: number,
  menu: MenuName,
  entries: readonly CheckedEntry[],
  parentId: number | null,
): Promise<void> {
  for (const [position, entry] of entries.entries()) {
    const values = { parentId, position, name: entry.name, category: entry.category, url: entry.url };
    let id = entry.id;
    if (id === undefined) {
      const [row] = await tx
        .insert(siteMenuItems)
        .values({ siteId, menu, ...values })
        .returning({ id: siteMenuItems.id });
      if (!row) throw new Error('a menu entry was not written');
      id = row.id;
    } else {
      await tx.update(siteMenuItems).set(values).where(eq(siteMenuItems.id, id));
    }
    await writeLevel(tx, siteId, menu, entry.children, id);
  }
}

const idsOf = (entries: readonly CheckedEntry[]): number[] =>
  entries.flatMap((entry) => [...(entry.id === undefined ? [] : [entry.id]), ...idsOf(entry.children)]);

/**
 * Writes one menu of a site whole, with its audit entry (the menu before and after) in one transaction.
 *
 * The whole tree is sent so an entry's order and parent are always written together, but an entry the
 * back office read keeps its id (content_id): the player site keys its navigation by that id, and a
 * lobby tab renamed or moved stays the same tab. Entries left out are removed (their children with them,
 * unless the tree moved those elsewhere: kept entries are written before the removal). An id of another
 * site or of the other menu changes nothing (invalidMenu).
 */
export async function saveMenu(
  db: Db,
  siteId: number,
  menu: MenuName,
  items: readonly MenuEntryInput[],
  trail: AuditTrail,
): Promise<SiteMenus> {
  trail.about({ targetKind: 'menu', targetId: menu, siteId });
  const checked = checkMenu(menu, items);
  return db.transaction(async (tx) => {
    await requireSite(tx, siteId, true);
    const before = await menusOf(tx, siteId);
    const existing = await tx
      .select({ id: siteMenuItems.id })
      .from(siteMenuItems)
      .where(and(eq(siteMenuItems.siteId, siteId), eq(siteMenuItems.menu, menu)))
      .for('update');
    const present = new Set(existing.map((row) => row.id));
    const kept = idsOf(checked);
    const unknown = kept.find((id) => !present.has(id));
    if (unknown !== undefined) throw invalidMenu(`no entry ${unknown} in this menu of the site`);
    await writeLevel(tx, siteId, menu, checked, null);
    const removed = [...present].filter((id) => !kept.includes(id));
    if (removed.length > 0) await tx.delete(siteMenuItems).where(inArray(siteMenuItems.id, removed));
    const after = await menusOf(tx, siteId);
    await trail.ok(tx, { before: { [menu]: before[menu] }, after: { [menu]: after[menu] } });
    return after;
  });
}
