import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';

/** The most entries one menu keeps (its entries and their children together). */
export const MAX_MENU_ENTRIES = 200;
/**
 * How deep a menu nests: an entry and its children. The player site reads no deeper (the lobby names a
 * tab by a child's name; the templates list the top entries).
 */
export const MAX_MENU_DEPTH = 2;

const SITE_ERRORS = [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'] as const;

/** A menu entry as the back office reads it (the shape the startup answer gives the player site). */
export interface BackofficeMenuEntry {
  content_id: number;
  name: string;
  category: string;
  url: string;
  children: BackofficeMenuEntry[];
}
const menuEntry: z.ZodType<BackofficeMenuEntry> = z.lazy(() =>
  z.object({
    content_id: z.number().int().describe("The entry's id (kept while the entry is)"),
    name: z.string().describe('Plain text, shown as written'),
    category: z.string(),
    url: z.string(),
    children: z.array(menuEntry),
  }),
);

/** A menu entry as written: with the content_id of an entry it keeps, without one for a new entry. */
export interface MenuEntryInput {
  content_id?: number | undefined;
  name: string;
  category: string;
  url: string;
  children?: MenuEntryInput[] | undefined;
}
const menuEntryInput: z.ZodType<MenuEntryInput> = z.lazy(() =>
  z.object({
    content_id: z.number().int().min(1).max(2_147_483_647).optional().describe('Left out: a new entry'),
    name: safeString().max(100).describe('Plain text, 1 to 100 characters, shown as written'),
    category: safeString()
      .max(40)
      .describe(
        'What the entry lists: a game category (slots, livecasino, ...) or a section (hot, promotions)',
      ),
    url: safeString().max(500).describe('A path of the site (/promotions) or an http(s) address'),
    children: z.array(menuEntryInput).max(MAX_MENU_ENTRIES).optional(),
  }),
);

const menus = z.object({
  menu: z.array(menuEntry).describe("The site's menu, in order"),
  game_menu: z.array(menuEntry).describe('The lobby tabs, in order'),
});

export const siteMenus = defineCall({
  path: 'backoffice/sites/menus',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's menu and lobby tabs, each a tree in order",
  description: `${STAFF_SESSION_NOTE} Roles: owner, siteManager, viewer; only the staff member's sites.`,
  request: z.object({ site_id: siteId }),
  answer: menus,
  errors: SITE_ERRORS,
});

export const siteSaveMenu = defineCall({
  path: 'backoffice/sites/save_menu',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office: writes one of a site's menus whole (the menu or the lobby tabs), in order",
  description:
    `${STAFF_SESSION_NOTE} Roles: owner, siteManager. An entry with its content_id keeps its id (edited, ` +
    'moved or nested); an entry left out is removed with its children; one without content_id is new. ' +
    `At most ${MAX_MENU_DEPTH} levels and ${MAX_MENU_ENTRIES} entries; a link is a path of the site or an ` +
    'http(s) address (a lobby tab: a path of the site only, as the templates route it). The site shows the ' +
    'change at once.',
  request: z.object({
    site_id: siteId,
    menu: z.enum(['menu', 'game_menu']),
    items: z.array(menuEntryInput).max(MAX_MENU_ENTRIES),
  }),
  answer: menus.describe("The site's menus after the change"),
  errors: [...SITE_ERRORS, 'invalidMenu'],
});
