import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import { getSiteSettings, setSiteSettings } from '@wl/api/backoffice';
import { loadInto, type StaffCalls } from '../staff-calls';

export type SiteSettings = CallAnswer<'backoffice/sites/settings'>['settings'];
type SettingsRequest = CallRequest<'backoffice/sites/set_settings'>;
export type FooterBadge = SiteSettings['bts'][number];

/** The text fields of the form besides the name and the maintenance dates, by their request name. */
export const TEXT_FIELDS = [
  'logo1',
  'logo2',
  'logo3',
  'logo_text',
  'manifest_icon',
  'android_sub',
  'ios_sub',
  'aff_domain',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** The on/off settings of the form, by their request name. */
export const SWITCHES = ['gamify_status', 'tac_login', 'referral'] as const;
export type SwitchField = (typeof SWITCHES)[number];

/** The live chat as the form edits it. */
export interface LiveChatDraft {
  chat_id: string;
  image_id: string;
  status: boolean;
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** An ISO date as a datetime-local field shows it (the browser's own time zone), '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local field's value as an ISO date, undefined when empty or not a date. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * One site's settings the startup answer carries, as a form: name, colour, maintenance window, logos,
 * languages, live chat, footer badges, app links and switches. Saving sends the name, colour and window
 * and only the other settings changed.
 */
export class SiteSettingsStore {
  settings: SiteSettings | undefined = undefined;
  loading = false;
  error: string | undefined = undefined;

  name = '';
  color = '';
  maintenanceStart = '';
  maintenanceEnd = '';
  text: Record<TextField, string> = {
    logo1: '',
    logo2: '',
    logo3: '',
    logo_text: '',
    manifest_icon: '',
    android_sub: '',
    ios_sub: '',
    aff_domain: '',
  };
  switches: Record<SwitchField, boolean> = { gamify_status: false, tac_login: false, referral: false };
  logoColors: [string, string] = ['', ''];
  liveChat: LiveChatDraft = { chat_id: '', image_id: '', status: false };
  /** The codes the site offers, in the platform's order. */
  languages: string[] = [];
  defaultLanguage = '';
  badges: FooterBadge[] = [];
  saving = false;
  saveError: string | undefined = undefined;
  saved = false;

  constructor(
    private readonly calls: () => StaffCalls,
    readonly siteId: number,
    private readonly onSaved: (settings: SiteSettings) => void = () => undefined,
  ) {
    makeAutoObservable<SiteSettingsStore, 'calls' | 'onSaved'>(this, { calls: false, onSaved: false });
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.calls().run((t) => getSiteSettings(t, { site_id: this.siteId })),
      (answer) => {
        if (!answer.settings) return false;
        this.show(answer.settings);
      },
    );
  }

  private show(settings: SiteSettings): void {
    this.settings = settings;
    this.name = settings.name;
    this.color = settings.color;
    this.maintenanceStart = toLocalInput(settings.maintenance_start);
    this.maintenanceEnd = toLocalInput(settings.maintenance_end);
    for (const field of TEXT_FIELDS) this.text[field] = settings[field];
    for (const field of SWITCHES) this.switches[field] = settings[field];
    this.logoColors = [settings.logo_colors[0] ?? '', settings.logo_colors[1] ?? ''];
    this.liveChat = { ...settings.live_chat };
    this.languages = settings.languages.map((language) => language.code);
    this.defaultLanguage = settings.languages.find((language) => language.is_default)?.code ?? '';
    this.badges = settings.bts.map((badge) => ({ ...badge }));
  }

  private changed(): void {
    this.saved = false;
  }

  set<K extends 'name' | 'color' | 'maintenanceStart' | 'maintenanceEnd'>(field: K, value: string): void {
    this[field] = value;
    this.changed();
  }

  setText(field: TextField, value: string): void {
    this.text[field] = value;
    this.changed();
  }

  setSwitch(field: SwitchField, on: boolean): void {
    this.switches[field] = on;
    this.changed();
  }

  setLogoColor(index: 0 | 1, value: string): void {
    this.logoColors[index] = value;
    this.changed();
  }

  setLiveChat<K extends keyof LiveChatDraft>(field: K, value: LiveChatDraft[K]): void {
    this.liveChat[field] = value;
    this.changed();
  }

  /** The languages the platform offers, with the site's choice. */
  get languageRows(): { code: string; name: string; offered: boolean; isDefault: boolean }[] {
    return (this.settings?.language_choices ?? []).map((choice) => ({
      ...choice,
      offered: this.languages.includes(choice.code),
      isDefault: this.defaultLanguage === choice.code,
    }));
  }

  /** Offers a language or stops offering it; the default stops being one when it is no longer offered. */
  setLanguageOffered(code: string, offered: boolean): void {
    const others = this.languages.filter((candidate) => candidate !== code);
    this.languages = offered ? this.ordered([...others, code]) : others;
    if (!offered && this.defaultLanguage === code) this.defaultLanguage = '';
    this.changed();
  }

  /** Makes a language the default, offering it if it was not. */
  setDefaultLanguage(code: string): void {
    if (!this.languages.includes(code)) this.languages = this.ordered([...this.languages, code]);
    this.defaultLanguage = code;
    this.changed();
  }

  private ordered(codes: string[]): string[] {
    const order = (this.settings?.language_choices ?? []).map((choice) => choice.code);
    return [...codes].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  }

  addBadge(): void {
    this.badges.push({ name: '', img_url: '', href: '' });
    this.changed();
  }

  setBadge(index: number, field: keyof FooterBadge, value: string): void {
    const badge = this.badges[index];
    if (!badge) return;
    badge[field] = value;
    this.changed();
  }

  removeBadge(index: number): void {
    this.badges.splice(index, 1);
    this.changed();
  }

  moveBadge(index: number, by: -1 | 1): void {
    const [badge] = this.badges.splice(index, 1);
    if (!badge) return;
    this.badges.splice(Math.min(Math.max(index + by, 0), this.badges.length), 0, badge);
    this.changed();
  }

  /** The maintenance fields emptied: saving ends any window. */
  clearMaintenance(): void {
    this.maintenanceStart = '';
    this.maintenanceEnd = '';
    this.saved = false;
  }

  /** The languages as the site keeps them: the default marked, in the platform's order. */
  private languageList(): SettingsRequest['languages'] {
    return this.languages.map((code) => ({ code, is_default: code === this.defaultLanguage }));
  }

  /** The name, colour and window, and each other setting that differs from the one loaded. */
  request(): SettingsRequest {
    const start = fromLocalInput(this.maintenanceStart);
    const end = fromLocalInput(this.maintenanceEnd);
    const request: SettingsRequest = {
      site_id: this.siteId,
      name: this.name.trim(),
      color: this.color,
      maintenance: start && end ? { start, end } : null,
    };
    const loaded = this.settings;
    if (!loaded) return request;
    for (const field of TEXT_FIELDS) {
      const value = this.text[field].trim();
      if (value !== loaded[field]) request[field] = value;
    }
    for (const field of SWITCHES) {
      if (this.switches[field] !== loaded[field]) request[field] = this.switches[field];
    }
    const colors = this.logoColors.map((value) => value.trim());
    if (!sameJson(colors, loaded.logo_colors)) request.logo_colors = colors;
    const chat = {
      ...this.liveChat,
      chat_id: this.liveChat.chat_id.trim(),
      image_id: this.liveChat.image_id.trim(),
    };
    if (!sameJson(chat, loaded.live_chat)) request.live_chat = chat;
    const languages = this.languageList();
    if (!sameJson(languages, loaded.languages)) request.languages = languages;
    const badges = this.badges.map((badge) => ({
      name: badge.name.trim(),
      img_url: badge.img_url.trim(),
      href: badge.href.trim(),
    }));
    if (!sameJson(badges, loaded.bts)) request.bts = badges;
    return request;
  }

  async save(): Promise<boolean> {
    if (this.saving) return false;
    // One date without the other is not a window: say so before asking.
    if (Boolean(this.maintenanceStart) !== Boolean(this.maintenanceEnd)) {
      this.saveError = 'invalidMaintenanceWindow';
      return false;
    }
    // No language, or no default among them: say so before asking.
    if (this.languages.length === 0 || !this.languages.includes(this.defaultLanguage)) {
      this.saveError = 'invalidSiteLanguages';
      return false;
    }
    this.saving = true;
    this.saveError = undefined;
    const request = this.request();
    const outcome = await this.calls().run((t) => setSiteSettings(t, request));
    return runInAction(() => {
      this.saving = false;
      if (!outcome.ok || !outcome.answer.settings) {
        this.saveError = outcome.ok ? 'serviceUnavailable' : outcome.error;
        return false;
      }
      this.show(outcome.answer.settings);
      this.onSaved(outcome.answer.settings);
      this.saved = true;
      return true;
    });
  }
}
