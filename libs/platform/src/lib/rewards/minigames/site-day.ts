/**
 * Days in a site's time zone: the daily free spin (and the missions' periods) turn at its midnight.
 * Intl does the zone arithmetic; formatters are kept per zone, as making one costs more than using it.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(at: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(at)) parts[part.type] = Number(part.value);
  const of = (type: string) => parts[type] ?? 0;
  return {
    year: of('year'),
    month: of('month'),
    day: of('day'),
    hour: of('hour'),
    minute: of('minute'),
    second: of('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const c = wallClock(at, timeZone);
  const wallAsUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return wallAsUtc - Math.floor(at.getTime() / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date in the zone at an instant, YYYY-MM-DD (what makes a free spin once per day). */
export function siteDay(at: Date, timeZone: string): string {
  const c = wallClock(at, timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** The instant of the zone's next midnight after `at`. */
export function nextMidnight(at: Date, timeZone: string): Date {
  const c = wallClock(at, timeZone);
  const wallMidnight = Date.UTC(c.year, c.month - 1, c.day + 1);
  // Twice: the offset at midnight may differ from the one now (a daylight-saving change in between).
  const first = wallMidnight - offsetMs(new Date(wallMidnight), timeZone);
  return new Date(wallMidnight - offsetMs(new Date(first), timeZone));
}
