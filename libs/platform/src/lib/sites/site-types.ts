import type { StartupResponse } from '@wl/contract';
import type { SiteActivityServices } from './activity/activity-types';
import type { SiteContentServices } from './content/content-types';
import type { GameServices } from './games/game-types';
import type { SiteSettings, SiteSettingsInput } from './site-settings';
import type { SportsbookServices } from './sportsbook/sportsbook-types';

/** What other parts of the platform need to know of a site. */
export interface SiteRef {
  id: number;
  key: string;
  externalId: string;
  name: string;
  currency: string;
  themeCode: string;
}

/** A game of the catalogue, as favourites and launches refer to it. */
export interface GameRef {
  id: number;
  providerCode: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  imageUrl: string;
}

/** Input of the operator's "add or change a site". */
export interface SiteInput {
  key: string;
  name: string;
  hosts: string[];
  themeCode: string;
  themeColor: string;
  currency: string;
  logos?: { logo1?: string; logo2?: string; logo3?: string };
  /** Default for a new site: its key. */
  externalId?: string;
  /** False switches the site off (siteDisabled). Default for a new site: true. */
  status?: boolean;
  /** From then on the site answers siteExpired; null: never expires. */
  expiredAt?: Date | null;
  /** Settings to change; the rest keep their value (a new site starts from defaultSiteSettings). */
  settings?: SiteSettingsInput;
}

/** A site call as the spec sends it: the host name and, optionally, the site's external_id. */
export interface SiteCall {
  domainName: string;
  externalId?: string | null;
}

/** Everything the operator sees of a site. */
export interface SiteDetail extends SiteRef {
  hosts: string[];
  themeColor: string;
  status: boolean;
  expiredAt: Date | null;
  maintenanceStart: Date | null;
  maintenanceEnd: Date | null;
  settings: SiteSettings;
}

/** A menu entry the operator writes; children one level or more deep. */
export interface MenuInput {
  name: string;
  category: string;
  url: string;
  children?: MenuInput[];
}

/** The generated images the platform serves (SVG text), or undefined when there is no such thing. */
export interface SiteMediaServices {
  logo(siteKey: string): Promise<string | undefined>;
  gameArt(providerCode: string, gameCode: string): Promise<string | undefined>;
  providerLogo(providerCode: string): Promise<string | undefined>;
  /** A slide's banner, only for the site the slide belongs to. */
  slideBanner(siteId: number, slideId: number): Promise<string | undefined>;
}

/** The sites, content and games side of the platform (sites/site-services.ts implements it). */
export interface SiteServices {
  /**
   * The site a host name belongs to (case-insensitive, port and trailing dot ignored), whatever its status;
   * a site call uses open(), which also refuses switched-off, expired and maintenance sites.
   */
  resolve(host: string): Promise<SiteRef | undefined>;
  /** The spec's startup answer for a host name: site, menus, maintenance, languages, live chat, ... */
  startup(domainName: string): Promise<StartupResponse>;
  /**
   * The same answer as the wire carries it: the UTF-8 JSON the contract's answer schema serializes. The
   * bytes may be shared with other callers: never written to.
   */
  startupJson(domainName: string): Promise<Buffer>;
  /** Those bytes at once when a kept answer holds for the host (no database read), else undefined. */
  keptStartupJson(domainName: string): Buffer | undefined;
  /**
   * Keeps startup answers in memory from now on (a site server does), each until any site changes (here
   * or, on PostgreSQL, in another process) or the clock changes it; returns the function that stops it.
   */
  keepStartupAnswers(): () => void;
  /**
   * Calls the listener after any site's data changed (the site, its hosts, menus, products or content,
   * the game catalogue), in this process or another one on the same PostgreSQL database, and whenever
   * such changes may have been missed. Returns the unsubscribe.
   */
  watchChanges(listener: () => void): () => void;
  /** Tells every watcher (here and in other processes) that something a site shows changed elsewhere. */
  announceChange(): Promise<void>;
  findGame(siteId: number, providerCode: string, gameCode: string): Promise<GameRef | undefined>;
  /** Operator: add a site or change it (theme and colour checked against the template registry). */
  upsertSite(input: SiteInput): Promise<SiteRef>;
  /** Operator: a maintenance window (both null ends maintenance). */
  setMaintenance(siteKey: string, start: Date | null, end: Date | null): Promise<void>;
  listSites(): Promise<SiteRef[]>;

  /**
   * The site a site call is for, when it may answer: throws siteNotFound (unknown host, or an external_id
   * of another site), siteDisabled, siteExpired or underMaintenance.
   */
  open(call: SiteCall): Promise<SiteRef>;
  /** Operator: a site by its key, with hosts, status, maintenance window and settings. */
  get(siteKey: string): Promise<SiteDetail | undefined>;
  /** Operator: replaces the site's menu or its lobby tabs (game_menu). */
  setMenu(siteId: number, menu: 'menu' | 'game_menu', items: MenuInput[]): Promise<void>;
  content: SiteContentServices;
  games: GameServices;
  sportsbook: SportsbookServices;
  activity: SiteActivityServices;
  media: SiteMediaServices;
}
