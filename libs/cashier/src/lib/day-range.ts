const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A range of days, YYYY-MM-DD in UTC as the platform counts them, both ends included. */
export interface DayRange {
  dateFrom: string;
  dateTo: string;
}

/** A day as the platform counts days (UTC): 2025-03-14. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** True for a real calendar day written YYYY-MM-DD (not 2025-02-30). */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && utcDay(date) === text;
}

/** The last `days` days up to `today`. */
export function lastDays(today: Date, days: number): DayRange {
  return { dateFrom: utcDay(new Date(today.getTime() - (days - 1) * DAY_MS)), dateTo: utcDay(today) };
}

/**
 * The range with one end changed: a text that is not a day is ignored (a date box being cleared), the
 * end is kept at `today` at most, and the other end follows when the range would run backwards.
 */
export function withDay<R extends DayRange>(range: R, end: keyof DayRange, day: string, today: string): R {
  if (!isDay(day)) return range;
  const next = { ...range, [end]: day > today ? today : day };
  if (next.dateFrom > next.dateTo) {
    if (end === 'dateFrom') next.dateTo = next.dateFrom;
    else next.dateFrom = next.dateTo;
  }
  return next;
}
