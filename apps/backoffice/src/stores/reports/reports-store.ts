import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, StaffRole } from '@wl/contract';
import { getDailyReport, getGamesReport } from '@wl/api/backoffice';
import { UNKNOWN_ERROR, type StaffCalls } from '../staff-calls';

export type DailyReport = CallAnswer<'backoffice/reports/daily'>;
export type GamesReport = CallAnswer<'backoffice/reports/games'>;
export type DailyRow = DailyReport['days'][number];
export type ProviderRow = GamesReport['providers'][number];
export type GameRow = GamesReport['games'][number];

/** The roles that read reports (the platform checks the same: support works on single players). */
export const REPORT_ROLES: readonly StaffRole[] = ['owner', 'siteManager', 'finance', 'viewer'];

/** The days a report shows when first opened: the last 30, today included. */
const DEFAULT_DAYS = 30;

/** A UTC day as YYYY-MM-DD. */
export const utcDay = (time: Date): string => time.toISOString().slice(0, 10);

/** A site's reports over a period: per day, and by provider and game (UTC days). */
export class ReportsStore {
  siteId = '';
  from: string;
  to: string;
  daily: DailyReport | undefined = undefined;
  games: GamesReport | undefined = undefined;
  loading = false;
  error: string | undefined = undefined;
  private request = 0;

  constructor(
    private readonly calls: () => StaffCalls,
    now: () => Date = () => new Date(),
  ) {
    const today = now();
    this.to = utcDay(today);
    this.from = utcDay(new Date(today.getTime() - (DEFAULT_DAYS - 1) * 86_400_000));
    makeAutoObservable<ReportsStore, 'calls' | 'request'>(this, { calls: false, request: false });
  }

  setField(field: 'siteId' | 'from' | 'to', value: string): void {
    this[field] = value;
  }

  /** Picks the first site when none is chosen yet (the screen offers only the staff member's sites). */
  chooseDefaultSite(siteIds: number[]): void {
    const first = siteIds[0];
    if (this.siteId === '' && first !== undefined) this.siteId = String(first);
  }

  /** Loads both reports for the chosen site and days; an older answer never replaces a newer one. */
  async load(): Promise<void> {
    const siteId = Number(this.siteId);
    if (!Number.isInteger(siteId) || siteId < 1) return;
    const request = ++this.request;
    const period = { site_id: siteId, from: this.from, to: this.to };
    this.loading = true;
    this.error = undefined;
    const [daily, games] = await Promise.all([
      this.calls().run((t) => getDailyReport(t, period)),
      this.calls().run((t) => getGamesReport(t, period)),
    ]);
    runInAction(() => {
      if (request !== this.request) return;
      this.loading = false;
      if (daily.ok && games.ok) {
        const { currency, days = [], totals } = daily.answer;
        const { providers = [], games: rows = [] } = games.answer;
        if (currency === undefined || totals === undefined) {
          this.error = UNKNOWN_ERROR;
          return;
        }
        this.daily = { currency, days, totals };
        this.games = { currency, providers, games: rows };
      } else {
        this.error = daily.ok ? (games.ok ? undefined : games.error) : daily.error;
      }
    });
  }

  /** The file name a table's CSV is saved under: the table, the site and the days. */
  fileName(table: string, siteKey: string): string {
    return `${table}-${siteKey}-${this.from}_to_${this.to}.csv`;
  }

  clear(): void {
    this.siteId = '';
    this.daily = undefined;
    this.games = undefined;
    this.error = undefined;
  }
}
