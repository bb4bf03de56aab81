import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { numberOf, rowsOf } from '../../db/database-function';
import type { LeaderboardPeriod } from './leaderboard-periods';

/** A place of a ranking: the top places and the asking player's, wherever it is. */
export interface RankedPlace {
  rank: number;
  playerId: number;
  accountId: string;
  /** wagered: minor units; multiplier: hundredths. */
  score: number;
}

interface PlaceRow {
  rank: number;
  player_id: number;
  account_id: string;
  score: unknown;
}

const toPlace = (row: PlaceRow): RankedPlace => ({
  rank: row.rank,
  playerId: row.player_id,
  accountId: row.account_id,
  score: numberOf(row.score),
});

/**
 * The places 1..top and the player's own of a period. A paid period answers its stored final ranking
 * (leaderboard_results); one still open is ranked now from its rounds (leaderboard_ranking, migration
 * 0017), in one statement either way.
 */
export async function rankedPlaces(
  db: Db,
  period: LeaderboardPeriod,
  playerId: number,
  top: number,
): Promise<RankedPlace[]> {
  const rows =
    period.state === 'paid'
      ? await rowsOf<PlaceRow>(
          db,
          sql`select r.rank, r.player_id, p.account_id, r.score
                from leaderboard_results r join players p on p.id = r.player_id
               where r.period_id = ${period.id}::integer
                 and (r.rank <= ${top}::integer or r.player_id = ${playerId}::integer)
               order by r.rank`,
        )
      : await rowsOf<PlaceRow>(
          db,
          sql`select r.rank, r.player_id, p.account_id, r.score
                from leaderboard_ranking(${period.siteId}::integer, ${period.metric}::text,
                       ${period.startsAt.toISOString()}::timestamptz, ${period.endsAt.toISOString()}::timestamptz) r
                join players p on p.id = r.player_id
               where r.rank <= ${top}::integer or r.player_id = ${playerId}::integer
               order by r.rank`,
        );
  return rows.map(toPlace);
}
