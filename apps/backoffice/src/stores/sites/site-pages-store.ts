import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { CallAnswer } from '@wl/contract';
import { getSiteCmsPage, listSiteCmsPages, previewCmsHtml, setSiteCmsPage } from '@wl/api/backoffice';
import { loadInto, type StaffCalls } from '../staff-calls';
import { editableVisually } from './cms-visual';

export type CmsPageSummary = CallAnswer<'backoffice/sites/cms_pages'>['value'][number];
export type CmsPageDetail = CallAnswer<'backoffice/sites/cms_page'>['page'];
export type CmsPageName = CmsPageSummary['page'];
export type CmsLanguage = 'en' | 'local';
/** How the page is edited: as formatted text (the visual editor) or as its HTML. */
export type CmsEditMode = 'visual' | 'html';

/** How long the editor waits after the last key before asking for the sanitised preview. */
export const PREVIEW_DELAY_MS = 300;

/**
 * One site's CMS pages: the list, one page open in the editor (its HTML per language and its state),
 * the sanitised preview of what is typed (the platform's own sanitiser), and saving.
 */
export class SitePagesStore {
  pages: CmsPageSummary[] = [];
  loading = false;
  error: string | undefined = undefined;

  open: CmsPageDetail | undefined = undefined;
  language: CmsLanguage = 'en';
  /** The mode asked for; the visual editor shows only while `visualAvailable`. */
  mode: CmsEditMode = 'visual';
  draft = { en: '', local: '' };
  /** Counts the times the draft was replaced from outside the editor (a page opened, a save's answer). */
  revision = 0;
  status = true;
  preview = '';
  saving = false;
  saveError: string | undefined = undefined;
  saved = false;

  private previewTimer: ReturnType<typeof setTimeout> | undefined = undefined;
  private previewAsked = 0;
  private readonly stopPreview: IReactionDisposer;

  constructor(
    private readonly calls: () => StaffCalls,
    readonly siteId: number,
  ) {
    makeAutoObservable<SitePagesStore, 'calls' | 'previewTimer' | 'previewAsked' | 'stopPreview'>(this, {
      calls: false,
      previewTimer: false,
      previewAsked: false,
      stopPreview: false,
    });
    this.stopPreview = reaction(
      () => this.text,
      () => this.schedulePreview(),
    );
  }

  /** The HTML of the language being edited. */
  get text(): string {
    return this.draft[this.language];
  }

  /** False when the text holds markup the visual editor would drop: then only the HTML view edits it. */
  get visualAvailable(): boolean {
    return editableVisually(this.text);
  }

  /** Whether the visual editor is the one shown now. */
  get showsVisual(): boolean {
    return this.mode === 'visual' && this.visualAvailable;
  }

  setMode(mode: CmsEditMode): void {
    this.mode = mode;
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.calls().run((t) => listSiteCmsPages(t, { site_id: this.siteId })),
      (answer) => {
        this.pages = answer.value ?? [];
      },
    );
  }

  async openPage(page: CmsPageName): Promise<void> {
    this.saveError = undefined;
    this.saved = false;
    const outcome = await this.calls().run((t) => getSiteCmsPage(t, { site_id: this.siteId, page }));
    runInAction(() => {
      if (!outcome.ok || !outcome.answer.page) {
        this.saveError = outcome.ok ? 'serviceUnavailable' : outcome.error;
        return;
      }
      const detail = outcome.answer.page;
      this.open = detail;
      this.draft = { en: detail.en_body, local: detail.local_body };
      this.revision += 1;
      this.status = detail.status;
      this.language = 'en';
      this.preview = detail.en_body;
    });
  }

  close(): void {
    this.open = undefined;
    this.saveError = undefined;
    this.saved = false;
  }

  setLanguage(language: CmsLanguage): void {
    this.language = language;
  }

  setText(html: string): void {
    this.draft = { ...this.draft, [this.language]: html };
    this.saved = false;
  }

  setStatus(status: boolean): void {
    this.status = status;
    this.saved = false;
  }

  async save(): Promise<boolean> {
    const open = this.open;
    if (!open || this.saving) return false;
    this.saving = true;
    this.saveError = undefined;
    const request = {
      site_id: this.siteId,
      page: open.page,
      status: this.status,
      en_body: this.draft.en,
      local_body: this.draft.local,
    };
    const outcome = await this.calls().run((t) => setSiteCmsPage(t, request));
    return runInAction(() => {
      this.saving = false;
      if (!outcome.ok || !outcome.answer.page) {
        this.saveError = outcome.ok ? 'serviceUnavailable' : outcome.error;
        return false;
      }
      const detail = outcome.answer.page;
      // What was stored is the sanitised HTML: the editor shows it from now on.
      this.open = detail;
      this.draft = { en: detail.en_body, local: detail.local_body };
      this.revision += 1;
      this.preview = this.text;
      this.saved = true;
      this.pages = this.pages.map((page) =>
        page.page === detail.page
          ? {
              ...page,
              status: detail.status,
              has_en: detail.en_body !== '',
              has_local: detail.local_body !== '',
              updated_at: detail.updated_at,
            }
          : page,
      );
      return true;
    });
  }

  /** Asks for the preview of the text now being edited; only the newest answer is shown. */
  async refreshPreview(): Promise<void> {
    const asked = ++this.previewAsked;
    const html = this.text;
    const outcome = await this.calls().run((t) => previewCmsHtml(t, { html }));
    runInAction(() => {
      if (asked === this.previewAsked && outcome.ok) this.preview = outcome.answer.html ?? '';
    });
  }

  private schedulePreview(): void {
    clearTimeout(this.previewTimer);
    if (!this.open) return;
    this.previewTimer = setTimeout(() => void this.refreshPreview(), PREVIEW_DELAY_MS);
  }

  dispose(): void {
    clearTimeout(this.previewTimer);
    this.stopPreview();
  }
}
