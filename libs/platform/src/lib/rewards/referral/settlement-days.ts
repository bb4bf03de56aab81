import { siteDay } from '../minigames/site-day';

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (YYYY-MM-DD) moved by `days`; a calendar day has no time zone, so UTC does the count. */
export function addDays(day: string, days: number): string {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + days * DAY_MS;
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The site-time-zone days a settlement run at `at` settles, oldest first: from the day after the last
 * settled one (or, when none ever was, yesterday) up to yesterday, at most `limit` of them; a backlog
 * longer than that is settled by the next runs. Today is never among them: it has not ended.
 */
export function daysToSettle(
  lastSettled: string | undefined,
  at: Date,
  timeZone: string,
  limit: number,
): string[] {
  const yesterday = addDays(siteDay(at, timeZone), -1);
  const days: string[] = [];
  // YYYY-MM-DD compares as text in calendar order.
  for (
    let day = lastSettled ? addDays(lastSettled, 1) : yesterday;
    day <= yesterday && days.length < limit;
    day = addDays(day, 1)
  ) {
    days.push(day);
  }
  return days;
}
