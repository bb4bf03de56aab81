import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import { getSiteVipLevels, setSiteVipLevels } from '@wl/api/backoffice';
import { minorToMajorText, parseMajorOrZero } from '../amounts';
import { loadInto, type StaffCalls } from '../staff-calls';

export type VipLevel = CallAnswer<'backoffice/sites/vip_levels'>['value'][number];

/** The longest level name the VIP page shows. */
export const VIP_NAME_MAX = 50;

/** One level as its row of fields: thresholds typed in the site currency's major units. */
export interface VipLevelDraft {
  level: string;
  name: string;
  deposit: string;
  turnover: string;
}

/** A row whose field is not a number, named so the screen can point at it. */
class FieldError extends Error {
  constructor(readonly field: string) {
    super(field);
  }
}

/**
 * A site's VIP levels as a table to edit and save whole. A player's level is not stored: the site places
 * each player by their lifetime deposits and turnover against the levels of the moment, so after a save a
 * raised threshold moves players below it down a level, a lowered one moves players up, and a new name is
 * what every player at that level sees.
 */
export class SiteVipStore {
  levels: VipLevel[] = [];
  currency = '';
  digits = 2;
  loaded = false;
  loading = false;
  error: string | undefined = undefined;

  rows: VipLevelDraft[] = [];
  saving = false;
  saveError: string | undefined = undefined;
  badField: string | undefined = undefined;
  saved = false;

  constructor(
    private readonly calls: () => StaffCalls,
    readonly siteId: number,
  ) {
    makeAutoObservable<SiteVipStore, 'calls'>(this, { calls: false });
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.calls().run((t) => getSiteVipLevels(t, { site_id: this.siteId })),
      (answer) => {
        if (!answer.value) return false;
        this.show(answer.value, answer.currency, answer.digits);
      },
    );
  }

  private show(levels: VipLevel[], currency: string | undefined, digits: number | undefined): void {
    this.levels = levels;
    this.currency = currency ?? this.currency;
    this.digits = digits ?? this.digits;
    this.loaded = true;
    this.rows = levels.map((level) => ({
      level: String(level.level),
      name: level.name,
      deposit: minorToMajorText(level.starting_deposit_minor, this.digits),
      turnover: minorToMajorText(level.starting_turnover_minor, this.digits),
    }));
  }

  set<K extends keyof VipLevelDraft>(index: number, field: K, value: string): void {
    const row = this.rows[index];
    if (!row) return;
    row[field] = value;
    this.saved = false;
    this.badField = undefined;
  }

  /** A new level on top: the next number, thresholds to fill in. */
  addLevel(): void {
    const numbers = this.rows.map((row) => Number(row.level) || 0);
    this.rows.push({ level: String(Math.max(0, ...numbers) + 1), name: '', deposit: '', turnover: '' });
    this.saved = false;
  }

  removeLevel(index: number): void {
    this.rows.splice(index, 1);
    this.saved = false;
    this.badField = undefined;
  }

  private minor(text: string, field: string): number {
    const minor = parseMajorOrZero(text, this.digits);
    if (minor === undefined) throw new FieldError(field);
    return minor;
  }

  request(): CallRequest<'backoffice/sites/set_vip_levels'> {
    return {
      site_id: this.siteId,
      levels: this.rows.map((row, i) => {
        const level = row.level.trim();
        if (!/^\d+$/.test(level)) throw new FieldError(`${i}.level`);
        return {
          level: Number(level),
          name: row.name.trim(),
          starting_deposit_minor: this.minor(row.deposit, `${i}.deposit`),
          starting_turnover_minor: this.minor(row.turnover, `${i}.turnover`),
        };
      }),
    };
  }

  async save(): Promise<boolean> {
    if (this.saving) return false;
    let request: CallRequest<'backoffice/sites/set_vip_levels'>;
    try {
      request = this.request();
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      this.badField = error.field;
      this.saveError = 'invalidVipLevels';
      return false;
    }
    this.saving = true;
    this.saveError = undefined;
    this.badField = undefined;
    const outcome = await this.calls().run((t) => setSiteVipLevels(t, request));
    return runInAction(() => {
      this.saving = false;
      if (!outcome.ok || !outcome.answer.value) {
        this.saveError = outcome.ok ? 'serviceUnavailable' : outcome.error;
        return false;
      }
      this.show(outcome.answer.value, outcome.answer.currency, outcome.answer.digits);
      this.saved = true;
      return true;
    });
  }
}
