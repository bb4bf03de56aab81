import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ApiTransport, Envelope } from '@wl/api';
import { loadInto, type StaffCalls } from '../staff-calls';
import type { ContentEntry } from './site-content-list-store';

/** The two calls of a list saved whole, and how a form's draft maps to an item and back. */
export interface WholeListCalls<T, D> {
  list(transport: ApiTransport, siteId: number): Promise<Envelope & { value?: T[] }>;
  save(transport: ApiTransport, siteId: number, value: T[]): Promise<Envelope & { value?: T[] }>;
  /** The draft of an item being edited, or of a new one. */
  draftOf(item: T | undefined): D;
  /** The item a draft saves (empty optional fields made what the platform expects). */
  itemOf(draft: D): T;
}

/** An item of the list as the screens show it: its place in the list is its id. */
export type ListedItem<T> = T & ContentEntry;

/**
 * One site's list saved whole (slides, partners, social accounts, analytics snippets): the same frame as
 * the announcements and marquee lists (add or edit one in a form, delete one after a confirmation), plus
 * moving one up or down. Each change sends the whole list in its new order; the platform answers the list
 * as stored, so what is shown is what the site has, and a refused list leaves the shown one as it was.
 */
export class SiteWholeListStore<T extends object, D extends object> {
  items: T[] = [];
  loading = false;
  error: string | undefined = undefined;

  /** The item being edited: its id (place + 1), 'new', or undefined when the form is closed. */
  editing: number | 'new' | undefined = undefined;
  draft: D;
  saving = false;
  saveError: string | undefined = undefined;

  confirmingDelete: number | undefined = undefined;
  busyId: number | undefined = undefined;
  /** The last change's outcome (a message key), shown as a status. */
  done: string | undefined = undefined;

  constructor(
    private readonly calls: () => StaffCalls,
    readonly siteId: number,
    private readonly api: WholeListCalls<T, D>,
    /** The most items the platform keeps. */
    readonly max: number,
  ) {
    this.draft = api.draftOf(undefined);
    makeObservable<SiteWholeListStore<T, D>, 'apply'>(this, {
      items: observable.ref,
      loading: observable,
      error: observable,
      editing: observable,
      draft: observable.ref,
      saving: observable,
      saveError: observable,
      confirmingDelete: observable,
      busyId: observable,
      done: observable,
      entries: computed,
      confirming: computed,
      full: computed,
      add: action,
      edit: action,
      cancel: action,
      set: action,
      askDelete: action,
      cancelDelete: action,
      apply: action,
    });
  }

  /** The items with their place (id = place + 1), as the shared list frame shows entries. */
  get entries(): ListedItem<T>[] {
    return this.items.map((item, position) => ({ ...item, id: position + 1, position, status: true }));
  }

  get confirming(): ListedItem<T> | undefined {
    return this.entries.find((entry) => entry.id === this.confirmingDelete);
  }

  /** A list saved whole drops an entry by saving without it. */
  readonly deletable = true;

  /** True when the list holds as many items as the platform keeps (adding is refused). */
  get full(): boolean {
    return this.items.length >= this.max;
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.calls().run((t) => this.api.list(t, this.siteId)),
      (answer) => {
        this.items = answer.value ?? [];
      },
    );
  }

  add(): void {
    this.open('new', undefined);
  }

  edit(id: number): void {
    const item = this.items[id - 1];
    if (item) this.open(id, item);
  }

  private open(editing: number | 'new', item: T | undefined): void {
    this.editing = editing;
    this.draft = this.api.draftOf(item);
    this.saveError = undefined;
    this.done = undefined;
    this.confirmingDelete = undefined;
  }

  cancel(): void {
    this.editing = undefined;
    this.saveError = undefined;
  }

  set<K extends keyof D>(field: K, value: D[K]): void {
    this.draft = { ...this.draft, [field]: value };
  }

  /** Saves the form: a new item goes last, an edited one keeps its place. */
  async save(): Promise<boolean> {
    const editing = this.editing;
    if (editing === undefined || this.saving) return false;
    const item = this.api.itemOf(this.draft);
    const list =
      editing === 'new'
        ? [...this.items, item]
        : this.items.map((old, i) => (i === editing - 1 ? item : old));
    this.saving = true;
    this.saveError = undefined;
    const outcome = await this.calls().run((t) => this.api.save(t, this.siteId, list));
    return runInAction(() => {
      this.saving = false;
      if (!outcome.ok) {
        this.saveError = outcome.error;
        return false;
      }
      this.apply(outcome.answer.value, editing === 'new' ? 'siteWork.contentAdded' : 'siteWork.contentSaved');
      this.editing = undefined;
      return true;
    });
  }

  /** Moves an item one place up (-1) or down (1); the site shows the new order at once. */
  async move(id: number, by: -1 | 1): Promise<boolean> {
    const from = id - 1;
    const to = from + by;
    if (to < 0 || to >= this.items.length || this.busyId !== undefined || this.editing !== undefined) {
      return false;
    }
    const list = [...this.items];
    const [moved] = list.splice(from, 1);
    if (moved === undefined) return false;
    list.splice(to, 0, moved);
    return this.change(id, list, 'siteWork.contentMoved');
  }

  askDelete(id: number): void {
    this.confirmingDelete = id;
    this.done = undefined;
    this.error = undefined;
  }

  cancelDelete(): void {
    this.confirmingDelete = undefined;
  }

  async confirmDelete(): Promise<boolean> {
    const id = this.confirmingDelete;
    if (id === undefined || this.busyId !== undefined) return false;
    const deleted = await this.change(
      id,
      this.items.filter((_, i) => i !== id - 1),
      'siteWork.contentDeleted',
    );
    runInAction(() => {
      this.confirmingDelete = undefined;
      if (deleted && this.editing !== undefined) this.editing = undefined;
    });
    return deleted;
  }

  private async change(id: number, list: T[], done: string): Promise<boolean> {
    runInAction(() => {
      this.busyId = id;
      this.error = undefined;
      this.done = undefined;
    });
    const outcome = await this.calls().run((t) => this.api.save(t, this.siteId, list));
    return runInAction(() => {
      this.busyId = undefined;
      if (!outcome.ok) {
        this.error = outcome.error;
        return false;
      }
      this.apply(outcome.answer.value, done);
      return true;
    });
  }

  private apply(value: T[] | undefined, done: string): void {
    this.items = value ?? [];
    this.done = done;
  }
}
