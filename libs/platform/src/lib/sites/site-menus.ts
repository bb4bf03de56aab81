import type { MenuItem } from '@wl/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { siteMenuItems } from '../db/schema';

type MenuRow = typeof siteMenuItems.$inferSelect;

function treeOf(rows: MenuRow[], parentId: number | null): MenuItem[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .map((row) => ({
      content_id: row.id,
      name: row.name,
      category: row.category,
      url: row.url,
      children: treeOf(rows, row.id),
    }));
}

/** The site's menu and lobby tabs, each a tree in the operator's order; content_id is the entry's id. */
export async function menusOf(db: Db, siteId: number): Promise<{ menu: MenuItem[]; game_menu: MenuItem[] }> {
  const rows = await db
    .select()
    .from(siteMenuItems)
    .where(eq(siteMenuItems.siteId, siteId))
    .orderBy(asc(siteMenuItems.position), asc(siteMenuItems.id));
  return {
    menu: treeOf(
      rows.filter((r) => r.menu === 'menu'),
      null,
    ),
    game_menu: treeOf(
      rows.filter((r) => r.menu === 'game_menu'),
      null,
    ),
  };
}
