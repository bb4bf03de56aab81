/**
 * The live stream of the site (`GET /api/sports/live`, server-sent events): each message's data is a JSON
 * array of the events of one feed tick. A match's state (status, clock, score, suspension) and the prices
 * of a match that moved, were suspended or closed. Read defensively: an event the browser cannot read is
 * left out, never thrown on.
 */

import type { LiveEvent, LiveLine, LiveMatchEvent } from '@wl/contract';

export type { LiveEvent, LiveLine, LiveLinesEvent, LiveMatchEvent } from '@wl/contract';

/** Where the browser opens the stream: the site's own host (the contract's LIVE_STREAM_PATH under /api). */
export const LIVE_STREAM_URL = '/api/sports/live';

/** The feed's match statuses; a finished or abandoned match leaves the board. */
export type LiveMatchStatus = LiveMatchEvent['status'];

/** What the stores use of an EventSource (a fake in the specs). */
export interface LiveSource {
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  close(): void;
}

const STATUSES: readonly string[] = ['scheduled', 'live', 'half_time', 'finished', 'postponed', 'abandoned'];

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const count = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function readLine(value: unknown): LiveLine | null {
  if (!isRecord(value) || !isId(value['line_id']) || typeof value['odds'] !== 'number') return null;
  return {
    line_id: value['line_id'],
    odds: value['odds'],
    suspended: value['suspended'] === true,
    closed: value['closed'] === true,
  };
}

function readEvent(value: unknown): LiveEvent | null {
  if (!isRecord(value) || !isId(value['match_id'])) return null;
  const matchId = value['match_id'];
  if (value['type'] === 'match') {
    const status = value['status'];
    if (typeof status !== 'string' || !STATUSES.includes(status)) return null;
    return {
      type: 'match',
      match_id: matchId,
      status: status as LiveMatchStatus,
      minute: count(value['minute']),
      home: count(value['home']),
      away: count(value['away']),
      suspended: value['suspended'] === true,
    };
  }
  if (value['type'] === 'lines' && Array.isArray(value['lines'])) {
    const lines = value['lines'].map(readLine).filter((line): line is LiveLine => line !== null);
    return { type: 'lines', match_id: matchId, lines };
  }
  return null;
}

/** The events of one message's data (a JSON array); anything else is no event. */
export function readLiveEvents(data: unknown): LiveEvent[] {
  let parsed: unknown;
  try {
    parsed = typeof data === 'string' ? JSON.parse(data) : data;
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map(readEvent).filter((event): event is LiveEvent => event !== null);
}

/** The match is over for the board: its result is in, or it will not be played. */
export const leavesBoard = (status: LiveMatchStatus): boolean =>
  status === 'finished' || status === 'abandoned';
