import { formatLocale } from '@wl/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of a moment in a time zone, as days since 1970-01-01. */
function calendarDay(moment: Date, timeZone?: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS);
}

export interface KickoffText {
  /** 'Today', 'Tomorrow', or 'Sat, 22 Nov' in the player's language. */
  day: string;
  /** '14:00' or '2:00 PM', as the player's locale writes times. */
  time: string;
  /** The moment for a <time dateTime>. */
  iso: string;
}

/**
 * When a match starts, in the player's locale and (by default) the browser's time zone: today and
 * tomorrow by name, later days by date.
 */
export function kickoffText(kickoff: Date, language: string, now: Date, timeZone?: string): KickoffText {
  const locale = formatLocale(language);
  const days = calendarDay(kickoff, timeZone) - calendarDay(now, timeZone);
  let day: string;
  if (days === 0 || days === 1) {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day');
    day = relative.charAt(0).toLocaleUpperCase(locale) + relative.slice(1);
  } else {
    day = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }).format(kickoff);
  }
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    kickoff,
  );
  return { day, time, iso: kickoff.toISOString() };
}
