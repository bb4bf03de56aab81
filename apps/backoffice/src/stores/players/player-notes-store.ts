import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, StaffRole } from '@wl/contract';
import { addPlayerNote, getPlayerNotes } from '@wl/api/backoffice';
import type { StaffCalls } from '../staff-calls';
import { PagedList } from '../paged-list';

export type PlayerNote = CallAnswer<'backoffice/players/notes'>['value'][number];

/** Notes a page shows. */
export const NOTES_PAGE_SIZE = 20;
/** The longest note (the platform's limit; a value of @wl/contract is not for the browser). */
export const MAX_NOTE_LENGTH = 2000;

/**
 * The staff's notes on the player open: the list, newest first, for every role, and the note being
 * written for the roles that may add one (the platform checks the role again). After an add the first
 * page is read again, so the new note shows as the platform stored it.
 */
export class PlayerNotesStore {
  draft = '';
  busy = false;
  /** Why the last add failed, as an error key. */
  error: string | undefined = undefined;
  /** The last add succeeded (until the draft changes). */
  added = false;
  readonly list: PagedList<PlayerNote>;

  private siteId = 0;
  private accountId = '';
  private request = 0;

  constructor(
    private readonly calls: () => StaffCalls,
    private readonly role: () => StaffRole | undefined,
  ) {
    this.list = new PagedList(NOTES_PAGE_SIZE, (page, pageSize) => {
      const body = { site_id: this.siteId, account_id: this.accountId, page, page_size: pageSize };
      return this.calls().run((t) => getPlayerNotes(t, body));
    });
    makeAutoObservable<PlayerNotesStore, 'calls' | 'role' | 'request' | 'siteId' | 'accountId'>(this, {
      calls: false,
      role: false,
      request: false,
      siteId: false,
      accountId: false,
      list: false,
    });
  }

  /** Support and owners write notes; every role reads them. */
  get canWrite(): boolean {
    const role = this.role();
    return role === 'owner' || role === 'support';
  }

  /** Shows the notes of another player: the draft and the last outcome go, the first page loads. */
  open(siteId: number, accountId: string): Promise<void> {
    this.clear();
    this.siteId = siteId;
    this.accountId = accountId;
    return this.list.load(1);
  }

  setDraft(value: string): void {
    this.draft = value;
    this.error = undefined;
    this.added = false;
  }

  /** Adds the note written; true once stored (the draft empties and the first page is read again). */
  async add(): Promise<boolean> {
    if (this.busy) return false;
    const body = this.draft.trim();
    this.added = false;
    this.error = body === '' ? 'noteRequired' : body.length > MAX_NOTE_LENGTH ? 'noteTooLong' : undefined;
    if (this.error) return false;
    const request = this.request;
    this.busy = true;
    const outcome = await this.calls().run((t) =>
      addPlayerNote(t, { site_id: this.siteId, account_id: this.accountId, body }),
    );
    const stored = runInAction(() => {
      if (request !== this.request) return false;
      this.busy = false;
      if (!outcome.ok) {
        this.error = outcome.error;
        return false;
      }
      this.draft = '';
      this.added = true;
      return true;
    });
    if (stored) await this.list.load(1);
    return stored;
  }

  clear(): void {
    this.request++;
    this.siteId = 0;
    this.accountId = '';
    this.draft = '';
    this.busy = false;
    this.error = undefined;
    this.added = false;
    this.list.clear();
  }
}
