import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer } from '@wl/contract';
import { listSiteSeo, setSiteSeo } from '@wl/api/backoffice';
import { loadInto, type StaffCalls } from '../staff-calls';

export type SeoEntry = CallAnswer<'backoffice/sites/seo'>['value'][number];

/** The fields of a page's SEO record the back office edits. */
export interface SeoDraft {
  meta_title: string;
  meta_desc: string;
  en_item_name: string;
  local_item_name: string;
}

/** One site's SEO records: the list, one page's title, description and headings being edited. */
export class SiteSeoStore {
  records: SeoEntry[] = [];
  loading = false;
  error: string | undefined = undefined;

  editing: string | undefined = undefined;
  draft: SeoDraft = { meta_title: '', meta_desc: '', en_item_name: '', local_item_name: '' };
  saving = false;
  saveError: string | undefined = undefined;
  savedPage: string | undefined = undefined;

  constructor(
    private readonly calls: () => StaffCalls,
    readonly siteId: number,
  ) {
    makeAutoObservable<SiteSeoStore, 'calls'>(this, { calls: false });
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.calls().run((t) => listSiteSeo(t, { site_id: this.siteId })),
      (answer) => {
        this.records = answer.value ?? [];
      },
    );
  }

  edit(pageName: string): void {
    const record = this.records.find((r) => r.page_name === pageName);
    this.editing = pageName;
    this.saveError = undefined;
    this.savedPage = undefined;
    this.draft = {
      meta_title: record?.meta_title ?? '',
      meta_desc: record?.meta_desc ?? '',
      en_item_name: record?.en_item_name ?? '',
      local_item_name: record?.local_item_name ?? '',
    };
  }

  cancel(): void {
    this.editing = undefined;
    this.saveError = undefined;
  }

  set(field: keyof SeoDraft, value: string): void {
    this.draft = { ...this.draft, [field]: value };
  }

  async save(): Promise<boolean> {
    const page = this.editing;
    if (page === undefined || this.saving) return false;
    this.saving = true;
    this.saveError = undefined;
    const request = { site_id: this.siteId, page_name: page, ...this.draft };
    const outcome = await this.calls().run((t) => setSiteSeo(t, request));
    return runInAction(() => {
      this.saving = false;
      if (!outcome.ok || !outcome.answer.record) {
        this.saveError = outcome.ok ? 'serviceUnavailable' : outcome.error;
        return false;
      }
      const record = outcome.answer.record;
      const known = this.records.some((r) => r.page_name === record.page_name);
      this.records = known
        ? this.records.map((r) => (r.page_name === record.page_name ? record : r))
        : [...this.records, record];
      this.editing = undefined;
      this.savedPage = record.page_name;
      return true;
    });
  }
}
