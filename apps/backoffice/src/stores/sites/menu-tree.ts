import type { BackofficeMenuEntry, CallRequest, MenuEntryInput } from '@wl/contract';

export type MenuEntry = BackofficeMenuEntry;
export type { MenuEntryInput };
export type MenuName = CallRequest<'backoffice/sites/save_menu'>['menu'];

/** The fields of an entry the form edits. */
export interface MenuFields {
  name: string;
  category: string;
  url: string;
}

/** Levels a menu nests (an entry and its children), as the platform allows and the player site reads. */
export const MENU_DEPTH = 2;

/** The tree as written back: every entry with its id, so the platform keeps it. */
export function toInput(entries: readonly MenuEntry[]): MenuEntryInput[] {
  return entries.map((entry) => ({
    content_id: entry.content_id,
    name: entry.name,
    category: entry.category,
    url: entry.url,
    children: toInput(entry.children),
  }));
}

/** Where an entry is: its level's list and its index there, and its parent (undefined at the top). */
interface Place {
  siblings: MenuEntryInput[];
  index: number;
  parent: MenuEntryInput | undefined;
}

function find(level: MenuEntryInput[], id: number, parent?: MenuEntryInput): Place | undefined {
  for (const [index, entry] of level.entries()) {
    if (entry.content_id === id) return { siblings: level, index, parent };
    const below = find(entry.children ?? [], id, entry);
    if (below) return below;
  }
  return undefined;
}

/** Each edit below works on a copy of the tree and answers it, or undefined when it cannot apply. */
type Edit = (tree: MenuEntryInput[]) => boolean;

function edited(entries: readonly MenuEntry[], edit: Edit): MenuEntryInput[] | undefined {
  const tree = toInput(entries);
  return edit(tree) ? tree : undefined;
}

/** The entry's fields changed, in its place. */
export const withFields = (entries: readonly MenuEntry[], id: number, fields: MenuFields) =>
  edited(entries, (tree) => {
    const place = find(tree, id);
    const entry = place?.siblings[place.index];
    if (!entry) return false;
    Object.assign(entry, fields);
    return true;
  });

/** A new entry last at the top, or last under a parent (a top entry). */
export const withNew = (entries: readonly MenuEntry[], fields: MenuFields, parentId: number | undefined) =>
  edited(entries, (tree) => {
    if (parentId === undefined) {
      tree.push({ ...fields, children: [] });
      return true;
    }
    const place = find(tree, parentId);
    const parent = place?.siblings[place.index];
    if (!place || place.parent || !parent) return false;
    parent.children = [...(parent.children ?? []), { ...fields, children: [] }];
    return true;
  });

/** The entry one place up (-1) or down (+1) among its siblings. */
export const withMove = (entries: readonly MenuEntry[], id: number, by: -1 | 1) =>
  edited(entries, (tree) => {
    const place = find(tree, id);
    if (!place) return false;
    const to = place.index + by;
    if (to < 0 || to >= place.siblings.length) return false;
    const [entry] = place.siblings.splice(place.index, 1);
    if (!entry) return false;
    place.siblings.splice(to, 0, entry);
    return true;
  });

/** The top entry moved in as the last child of the top entry above it (it has no children itself). */
export const withNested = (entries: readonly MenuEntry[], id: number) =>
  edited(entries, (tree) => {
    const place = find(tree, id);
    const entry = place?.siblings[place.index];
    const above = place?.siblings[place.index - 1];
    if (!place || place.parent || !entry || !above || (entry.children ?? []).length > 0) return false;
    place.siblings.splice(place.index, 1);
    above.children = [...(above.children ?? []), entry];
    return true;
  });

/** The child moved out to the top level, just after its parent. */
export const withUnnested = (entries: readonly MenuEntry[], id: number) =>
  edited(entries, (tree) => {
    const place = find(tree, id);
    const entry = place?.siblings[place.index];
    if (!place?.parent || !entry) return false;
    place.siblings.splice(place.index, 1);
    const parentIndex = tree.indexOf(place.parent);
    tree.splice(parentIndex + 1, 0, entry);
    return true;
  });

/** The entry left out (its children with it). */
export const without = (entries: readonly MenuEntry[], id: number) =>
  edited(entries, (tree) => {
    const place = find(tree, id);
    if (!place) return false;
    place.siblings.splice(place.index, 1);
    return true;
  });

/** The entry of an id anywhere in the tree. */
export function entryOf(entries: readonly MenuEntry[], id: number): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.content_id === id) return entry;
    const below = entryOf(entry.children, id);
    if (below) return below;
  }
  return undefined;
}
