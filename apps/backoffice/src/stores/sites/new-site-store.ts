import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import { createBackofficeSite, listSiteTemplates } from '@wl/api/backoffice';
import type { StaffCalls } from '../staff-calls';
import type { BackofficeSite } from '../sites-store';

export type TemplateChoice = CallAnswer<'backoffice/sites/templates'>['templates'][number];
export type TemplateColor = TemplateChoice['colors'][number];
export type LanguageChoice = CallAnswer<'backoffice/sites/templates'>['languages'][number];

export const NEW_SITE_LOGOS = ['logo1', 'logo2', 'logo3'] as const;
export type NewSiteLogo = (typeof NEW_SITE_LOGOS)[number];

/** The owner's new-site form: key, name, hosts, template and colour, currency, languages and logos. */
export class NewSiteForm {
  key = '';
  name = '';
  /** Host names, separated by commas, spaces or lines. */
  hosts = '';
  template = '';
  color = '';
  currency = 'PHP';
  languages: string[] = ['EN'];
  defaultLanguage = 'EN';
  /** Logo URLs; an empty one is the generated logo. */
  logos: Record<NewSiteLogo, string> = { logo1: '', logo2: '', logo3: '' };

  constructor() {
    makeAutoObservable(this);
  }

  set<K extends 'key' | 'name' | 'hosts' | 'currency'>(field: K, value: string): void {
    this[field] = value;
  }

  /** A template, and its first colour unless the colour chosen is one of its own. */
  setTemplate(template: string, colors: readonly TemplateColor[]): void {
    this.template = template;
    if (!colors.some((color) => color.code === this.color)) this.color = colors[0]?.code ?? '';
  }

  setLogo(field: NewSiteLogo, value: string): void {
    this.logos[field] = value;
  }

  setColor(color: string): void {
    this.color = color;
  }

  /** Adds or removes a language; the default moves to another one when its own is removed. */
  toggleLanguage(code: string): void {
    if (this.languages.includes(code)) {
      if (this.languages.length === 1) return;
      this.languages = this.languages.filter((c) => c !== code);
      if (this.defaultLanguage === code) this.defaultLanguage = this.languages[0] ?? 'EN';
    } else {
      this.languages = [...this.languages, code];
    }
  }

  setDefaultLanguage(code: string): void {
    if (this.languages.includes(code)) this.defaultLanguage = code;
  }

  get hostList(): string[] {
    return this.hosts
      .split(/[\s,]+/)
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== '');
  }

  request(): CallRequest<'backoffice/sites/create'> {
    const logos = NEW_SITE_LOGOS.flatMap((field) => {
      const value = this.logos[field].trim();
      return value === '' ? [] : [[field, value] as const];
    });
    return {
      ...Object.fromEntries(logos),
      key: this.key.trim().toLowerCase(),
      name: this.name.trim(),
      hosts: this.hostList,
      template: this.template,
      color: this.color,
      currency: this.currency.trim().toUpperCase(),
      languages: [...this.languages],
      default_language: this.defaultLanguage,
    };
  }
}

/** The owner's "New site": the templates to choose from, the form, and the site it made. */
export class NewSiteStore {
  templates: TemplateChoice[] = [];
  languages: LanguageChoice[] = [];
  loaded = false;
  loadError: string | undefined = undefined;

  open = false;
  form = new NewSiteForm();
  creating = false;
  error: string | undefined = undefined;
  created: BackofficeSite | undefined = undefined;

  constructor(
    private readonly calls: () => StaffCalls,
    private readonly onCreated: (site: BackofficeSite) => void,
  ) {
    makeAutoObservable<NewSiteStore, 'calls' | 'onCreated'>(this, { calls: false, onCreated: false });
  }

  /** The template chosen, with its five colours. */
  get template(): TemplateChoice | undefined {
    return this.templates.find((choice) => choice.template === this.form.template);
  }

  async show(): Promise<void> {
    this.open = true;
    this.created = undefined;
    if (this.loaded) return;
    const outcome = await this.calls().run((t) => listSiteTemplates(t, {}));
    runInAction(() => {
      if (!outcome.ok) {
        this.loadError = outcome.error;
        return;
      }
      this.templates = outcome.answer.templates ?? [];
      this.languages = outcome.answer.languages ?? [];
      this.loaded = true;
      const first = this.templates[0];
      if (first && !this.form.template) this.form.setTemplate(first.template, first.colors);
    });
  }

  hide(): void {
    this.open = false;
    this.error = undefined;
  }

  chooseTemplate(template: string): void {
    const choice = this.templates.find((candidate) => candidate.template === template);
    if (choice) this.form.setTemplate(choice.template, choice.colors);
  }

  async create(): Promise<boolean> {
    if (this.creating) return false;
    this.creating = true;
    this.error = undefined;
    const request = this.form.request();
    const outcome = await this.calls().run((t) => createBackofficeSite(t, request));
    return runInAction(() => {
      this.creating = false;
      if (!outcome.ok || !outcome.answer.site) {
        this.error = outcome.ok ? 'serviceUnavailable' : outcome.error;
        return false;
      }
      this.created = outcome.answer.site;
      this.onCreated(outcome.answer.site);
      const { template, color } = this.form;
      this.form = new NewSiteForm();
      this.form.template = template;
      this.form.color = color;
      this.open = false;
      return true;
    });
  }

  clear(): void {
    this.open = false;
    this.form = new NewSiteForm();
    this.error = undefined;
    this.created = undefined;
  }
}
