import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { listSiteMenus, saveSiteMenu } from '@wl/api/backoffice';
import { loadInto, type StaffCalls } from '../staff-calls';
import {
  entryOf,
  withFields,
  withMove,
  withNested,
  withNew,
  without,
  withUnnested,
  type MenuEntry,
  type MenuEntryInput,
  type MenuFields,
  type MenuName,
} from './menu-tree';

export type { MenuEntry, MenuFields, MenuName } from './menu-tree';

/** Most characters of an entry's name, as the platform allows. */
export const MENU_NAME_MAX = 100;

/** The entry the form edits: an existing one by id, or a new one (at the top or under a parent). */
export type MenuEditing =
  { menu: MenuName; id: number } | { menu: MenuName; id: 'new'; parentId: number | undefined };

const EMPTY_FIELDS: MenuFields = { name: '', category: '', url: '/' };

/**
 * One site's two menus (the site menu and the lobby tabs): add or edit an entry in a form, move one up or
 * down, nest a top entry under the one above it or take a child out, delete one after a confirmation.
 * Each change writes the whole menu at once (entries keep their ids) and shows what the platform answers,
 * so what is shown is what the site has.
 */
export class SiteMenusStore {
  menus: Record<MenuName, MenuEntry[]> = { menu: [], game_menu: [] };
  loading = false;
  error: string | undefined = undefined;

  editing: MenuEditing | undefined = undefined;
  draft: MenuFields = EMPTY_FIELDS;
  saving = false;
  saveError: string | undefined = undefined;

  /** The entry whose deletion waits for a confirmation. */
  confirmingDelete: { menu: MenuName; id: number } | undefined = undefined;
  /** The menu a change is being written to. */
  busy: MenuName | undefined = undefined;
  /** The last change's outcome (a message key), shown as a status. */
  done: string | undefined = undefined;

  constructor(
    private readonly calls: () => StaffCalls,
    readonly siteId: number,
  ) {
    makeObservable<SiteMenusStore, 'apply'>(this, {
      menus: observable.ref,
      loading: observable,
      error: observable,
      editing: observable.ref,
      draft: observable.ref,
      saving: observable,
      saveError: observable,
      confirmingDelete: observable.ref,
      busy: observable,
      done: observable,
      confirming: computed,
      editingEntry: computed,
      add: action,
      edit: action,
      cancel: action,
      set: action,
      askDelete: action,
      cancelDelete: action,
      apply: action,
    });
  }

  /** The entry a deletion asks about. */
  get confirming(): MenuEntry | undefined {
    const asked = this.confirmingDelete;
    return asked ? entryOf(this.menus[asked.menu], asked.id) : undefined;
  }

  /** The entry being edited (undefined for a new one). */
  get editingEntry(): MenuEntry | undefined {
    const editing = this.editing;
    return editing && editing.id !== 'new' ? entryOf(this.menus[editing.menu], editing.id) : undefined;
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.calls().run((t) => listSiteMenus(t, { site_id: this.siteId })),
      (answer) => {
        this.menus = { menu: answer.menu ?? [], game_menu: answer.game_menu ?? [] };
      },
    );
  }

  /** Opens the form for a new entry, at the top of a menu or under a top entry. */
  add(menu: MenuName, parentId?: number): void {
    this.open({ menu, id: 'new', parentId }, EMPTY_FIELDS);
  }

  edit(menu: MenuName, id: number): void {
    const entry = entryOf(this.menus[menu], id);
    if (entry) this.open({ menu, id }, { name: entry.name, category: entry.category, url: entry.url });
  }

  private open(editing: MenuEditing, fields: MenuFields): void {
    this.editing = editing;
    this.draft = fields;
    this.saveError = undefined;
    this.done = undefined;
    this.confirmingDelete = undefined;
  }

  cancel(): void {
    this.editing = undefined;
    this.saveError = undefined;
  }

  set(field: keyof MenuFields, value: string): void {
    this.draft = { ...this.draft, [field]: value };
  }

  /** Saves the form: a new entry goes last (at the top or under its parent), an edited one keeps its place. */
  async save(): Promise<boolean> {
    const editing = this.editing;
    if (!editing || this.saving || this.busy) return false;
    const entries = this.menus[editing.menu];
    const fields = { ...this.draft, name: this.draft.name.trim(), url: this.draft.url.trim() };
    const tree =
      editing.id === 'new'
        ? withNew(entries, fields, editing.parentId)
        : withFields(entries, editing.id, fields);
    if (!tree) return false;
    this.saving = true;
    this.saveError = undefined;
    const outcome = await this.write(editing.menu, tree);
    return runInAction(() => {
      this.saving = false;
      if (!outcome.ok) {
        this.saveError = outcome.error;
        return false;
      }
      this.apply(outcome.menus, editing.id === 'new' ? 'siteWork.contentAdded' : 'siteWork.contentSaved');
      this.editing = undefined;
      return true;
    });
  }

  /** Moves an entry one place up or down among its siblings. */
  move(menu: MenuName, id: number, by: -1 | 1): Promise<boolean> {
    return this.change(menu, withMove(this.menus[menu], id, by), 'siteWork.menuMoved');
  }

  /** Puts a top entry under the top entry above it. */
  nest(menu: MenuName, id: number): Promise<boolean> {
    return this.change(menu, withNested(this.menus[menu], id), 'siteWork.menuMoved');
  }

  /** Takes a child out to the top level, after its parent. */
  unnest(menu: MenuName, id: number): Promise<boolean> {
    return this.change(menu, withUnnested(this.menus[menu], id), 'siteWork.menuMoved');
  }

  askDelete(menu: MenuName, id: number): void {
    this.confirmingDelete = { menu, id };
    this.done = undefined;
    this.error = undefined;
  }

  cancelDelete(): void {
    this.confirmingDelete = undefined;
  }

  async confirmDelete(): Promise<boolean> {
    const asked = this.confirmingDelete;
    if (!asked) return false;
    const deleted = await this.change(
      asked.menu,
      without(this.menus[asked.menu], asked.id),
      'siteWork.contentDeleted',
    );
    runInAction(() => {
      this.confirmingDelete = undefined;
      const editing = this.editing;
      if (deleted && editing && editing.menu === asked.menu && editing.id === asked.id)
        this.editing = undefined;
    });
    return deleted;
  }

  private async change(menu: MenuName, tree: MenuEntryInput[] | undefined, done: string): Promise<boolean> {
    if (!tree || this.busy) return false;
    runInAction(() => {
      this.error = undefined;
      this.done = undefined;
    });
    const outcome = await this.write(menu, tree);
    return runInAction(() => {
      if (!outcome.ok) {
        this.error = outcome.error;
        return false;
      }
      this.apply(outcome.menus, done);
      return true;
    });
  }

  private async write(
    menu: MenuName,
    items: MenuEntryInput[],
  ): Promise<{ ok: true; menus: Record<MenuName, MenuEntry[]> } | { ok: false; error: string }> {
    runInAction(() => {
      this.busy = menu;
    });
    const outcome = await this.calls().run((t) => saveSiteMenu(t, { site_id: this.siteId, menu, items }));
    runInAction(() => {
      this.busy = undefined;
    });
    return outcome.ok
      ? { ok: true, menus: { menu: outcome.answer.menu ?? [], game_menu: outcome.answer.game_menu ?? [] } }
      : outcome;
  }

  private apply(menus: Record<MenuName, MenuEntry[]>, done: string): void {
    this.menus = menus;
    this.done = done;
  }
}
