import { makeObservable, observable, action, computed, runInAction } from 'mobx';
import type { ApiTransport, Envelope } from '@wl/api';
import { loadInto, type StaffCalls } from '../staff-calls';

/** What every edited content entry of a site has (an announcement, a marquee message). */
export interface ContentEntry {
  id: number;
  position: number;
  status: boolean;
}

/** The three calls of one kind of entry; the change calls answer the site's list after the change. */
export interface ContentCalls<E extends ContentEntry, D> {
  list(transport: ApiTransport, siteId: number): Promise<Envelope & { value?: E[] }>;
  save(
    transport: ApiTransport,
    siteId: number,
    draft: D & { id?: number; status: boolean },
  ): Promise<Envelope & { value?: E[] }>;
  /** Left out for entries switched off but never deleted (missions, promotions keep their history). */
  remove?(transport: ApiTransport, siteId: number, id: number): Promise<Envelope & { value?: E[] }>;
  /** The draft of an entry being edited, or of a new one. */
  draftOf(entry: E | undefined): D;
  /** The error key of a draft the form cannot send as it is (an amount not one), checked before saving. */
  check?(draft: D): string | undefined;
}

/**
 * One site's list of entries of a kind: load, add or edit one in a form, switch one on or off, and
 * delete one after a confirmation. The platform answers the whole list after each change, so what is
 * shown is what the site has.
 */
export class SiteContentListStore<E extends ContentEntry, D extends object> {
  entries: E[] = [];
  loading = false;
  error: string | undefined = undefined;

  /** The entry being edited: its id, 'new', or undefined when the form is closed. */
  editing: number | 'new' | undefined = undefined;
  draft: D & { status: boolean };
  saving = false;
  saveError: string | undefined = undefined;

  /** The entry whose deletion waits for a confirmation. */
  confirmingDelete: number | undefined = undefined;
  busyId: number | undefined = undefined;
  /** The last change's outcome (a message key), shown as a status. */
  done: string | undefined = undefined;

  constructor(
    private readonly calls: () => StaffCalls,
    readonly siteId: number,
    private readonly api: ContentCalls<E, D>,
  ) {
    this.draft = { ...api.draftOf(undefined), status: true };
    makeObservable<SiteContentListStore<E, D>, 'apply'>(this, {
      entries: observable.ref,
      loading: observable,
      error: observable,
      editing: observable,
      draft: observable.ref,
      saving: observable,
      saveError: observable,
      confirmingDelete: observable,
      busyId: observable,
      done: observable,
      confirming: computed,
      deletable: computed,
      edit: action,
      add: action,
      cancel: action,
      set: action,
      setStatus: action,
      askDelete: action,
      cancelDelete: action,
      apply: action,
    });
  }

  /** False for entries that are switched off, never deleted. */
  get deletable(): boolean {
    return this.api.remove !== undefined;
  }

  get confirming(): E | undefined {
    return this.entries.find((entry) => entry.id === this.confirmingDelete);
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.calls().run((t) => this.api.list(t, this.siteId)),
      (answer) => {
        this.entries = answer.value ?? [];
      },
    );
  }

  add(): void {
    this.open('new', undefined);
  }

  edit(id: number): void {
    const entry = this.entries.find((candidate) => candidate.id === id);
    if (entry) this.open(id, entry);
  }

  private open(editing: number | 'new', entry: E | undefined): void {
    this.editing = editing;
    this.draft = { ...this.api.draftOf(entry), status: entry?.status ?? true };
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

  setStatus(status: boolean): void {
    this.draft = { ...this.draft, status };
  }

  /** Saves the form: a new entry goes last, an edited one keeps its place. */
  async save(): Promise<boolean> {
    const editing = this.editing;
    if (editing === undefined || this.saving) return false;
    const invalid = this.api.check?.(this.draft);
    if (invalid) {
      runInAction(() => {
        this.saveError = invalid;
      });
      return false;
    }
    this.saving = true;
    this.saveError = undefined;
    const draft = editing === 'new' ? this.draft : { ...this.draft, id: editing };
    const outcome = await this.calls().run((t) => this.api.save(t, this.siteId, draft));
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

  /** Switches an entry on or off as it is, outside the form. */
  async setShown(id: number, status: boolean): Promise<boolean> {
    const entry = this.entries.find((candidate) => candidate.id === id);
    if (!entry || this.busyId !== undefined) return false;
    return this.change(
      id,
      (t) => this.api.save(t, this.siteId, { ...this.api.draftOf(entry), id, status }),
      status ? 'siteWork.contentShown' : 'siteWork.contentHidden',
    );
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
    const remove = this.api.remove;
    if (id === undefined || this.busyId !== undefined || !remove) return false;
    const deleted = await this.change(id, (t) => remove(t, this.siteId, id), 'siteWork.contentDeleted');
    runInAction(() => {
      this.confirmingDelete = undefined;
      if (deleted && this.editing === id) this.editing = undefined;
    });
    return deleted;
  }

  private async change(
    id: number,
    call: (t: ApiTransport) => Promise<Envelope & { value?: E[] }>,
    done: string,
  ): Promise<boolean> {
    runInAction(() => {
      this.busyId = id;
      this.error = undefined;
      this.done = undefined;
    });
    const outcome = await this.calls().run(call);
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

  private apply(value: E[] | undefined, done: string): void {
    this.entries = value ?? [];
    this.done = done;
  }
}
