import { GAME_CATEGORIES, type GameCategory } from '@wl/core';

/** Rounds per page of the history (the platform answers at most 50). */
export const BET_HISTORY_PAGE_SIZE = 20;
/** The history opens on the last seven days, today included. */
export const DEFAULT_HISTORY_DAYS = 7;

/** What the history is narrowed to: a range of days (YYYY-MM-DD, both included) and a game category. */
export interface HistoryFilters {
  dateFrom: string;
  dateTo: string;
  /** '' for every category. */
  gameType: GameCategory | '';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as the platform counts days (UTC): 2025-03-14. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** True for a real calendar day written YYYY-MM-DD (not 2025-02-30). */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && utcDay(date) === text;
}

export const isGameCategory = (value: string): value is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(value);

/** The last `days` days up to `today`, every category. */
export function defaultFilters(today: Date, days = DEFAULT_HISTORY_DAYS): HistoryFilters {
  return {
    dateFrom: utcDay(new Date(today.getTime() - (days - 1) * DAY_MS)),
    dateTo: utcDay(today),
    gameType: '',
  };
}

/**
 * The filters with one day changed: a day that is not one is ignored (a date box being cleared), and the
 * other end follows when the range would run backwards.
 */
export function withDay(filters: HistoryFilters, end: 'dateFrom' | 'dateTo', day: string): HistoryFilters {
  if (!isDay(day)) return filters;
  const next = { ...filters, [end]: day };
  if (next.dateFrom > next.dateTo) {
    if (end === 'dateFrom') next.dateTo = day;
    else next.dateFrom = day;
  }
  return next;
}
