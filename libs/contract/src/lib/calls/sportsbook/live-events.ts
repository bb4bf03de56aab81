import type { MATCH_STATUSES } from './sports-bet-entities';

// GET /api/sports/live: the match feed's changes as server-sent events, each message's data a JSON array
// of one feed tick's events (docs/sportsbook.md). A stream, not an envelope call: its shapes are here so
// the platform that writes them and the browser that reads them share one definition.

/** A match's state as the feed last reported it. */
export interface LiveMatchEvent {
  type: 'match';
  match_id: number;
  status: (typeof MATCH_STATUSES)[number];
  minute: number | null;
  home: number | null;
  away: number | null;
  suspended: boolean;
}

/** A price that moved, was suspended or closed. */
export interface LiveLine {
  line_id: number;
  odds: number;
  suspended: boolean;
  closed: boolean;
}

export interface LiveLinesEvent {
  type: 'lines';
  match_id: number;
  lines: LiveLine[];
}

export type LiveEvent = LiveMatchEvent | LiveLinesEvent;

/** Where the stream is, on the site's own host. */
export const LIVE_STREAM_PATH = 'sports/live';
