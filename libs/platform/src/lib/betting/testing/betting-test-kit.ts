import type { OddsSelection, SportsBet } from '@wl/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database-function';
import { DEMO_LEAGUES } from '../../demo/demo-leagues';
import { startPlayKit, type PlayKit } from '../../play/testing/play-test-kit';
import { signUp } from '../../players/testing/player-test-kit';
import { businessSnapshot } from '../../players/testing/db-snapshot';

export type Session = { account_id: string; auth: string };

export interface Answer {
  statusCode: number;
  message: string;
  bet?: SportsBet;
  game_balance?: number;
  lines?: { line_id: number; odds: number; suspended: boolean }[];
  cash_out?: number | null;
  [field: string]: unknown;
}

/** A price on the board of a match that has not kicked off. */
export interface BoardLine extends OddsSelection {
  matchId: number;
  betType: string;
  kickoffAt: Date;
}

export interface BettingKit extends PlayKit {
  /** A member call's answer as JSON. */
  ask(path: string, session: Session, extra?: object): Promise<Answer>;
  /** Signs a player up on site A with `minor` PHP credited. */
  bettor(accountId: string, minor: number): Promise<{ session: Session; id: number }>;
  /** The game balance in minor units. */
  balance(playerId: number): Promise<number>;
  /** The prices of one market of the matches still to kick off, one entry per match, soonest first. */
  board(betType?: string, selection?: string): Promise<BoardLine[]>;
  /** Sets a price as the feed would (moved, suspended). */
  setLine(lineId: number, change: { odds?: number; suspended?: boolean }): Promise<void>;
  /** Moves a match's kick-off (as if the schedule had it so). */
  setKickoff(matchId: number, at: Date): Promise<void>;
  /** Every row a betting call may change. */
  snapshot(): Promise<Record<string, string>>;
}

let requests = 0;
/** A request id no other call of the run has used. */
export const requestId = () => `req-${Date.now().toString(36)}-${(requests += 1)}`;

/** The play kit with site A offering the sportsbook over the demo leagues, their fixtures scheduled. */
export async function startBettingKit(): Promise<BettingKit> {
  const kit = await startPlayKit();
  const { platform } = kit;
  const { db } = platform.database;
  await platform.sites.sportsbook.importLeagues([...DEMO_LEAGUES]);
  await platform.sites.games.setProducts(kit.siteA.id, [
    { category: 'slots', providerCode: 'JILI' },
    { category: 'sportsbook', providerCode: 'JILI' },
  ]);
  await platform.sites.sportsbook.ensureFixtures();
  const ask = async (path: string, session: Session, extra: object = {}) =>
    (await kit.member(path, session, extra)).json<Answer>();
  return {
    ...kit,
    ask,
    async bettor(accountId, minor) {
      const session = await signUp(kit, accountId);
      const player = await kit.playerOf(accountId);
      if (minor > 0) {
        await platform.operator.ledger.post.deposit({
          siteId: kit.siteA.id,
          playerId: player.id,
          asset: 'game',
          amountMinor: minor,
          idempotencyKey: `deposit-${accountId}`,
        });
      }
      return { session, id: player.id };
    },
    async balance(playerId) {
      const [row] = await rowsOf<{ balance: string | number }>(
        db,
        sql`select coalesce((select balance_minor from ledger_accounts where player_id = ${playerId}
              and asset = 'game' and pocket = 'available'), 0) as balance`,
      );
      return Number(row?.balance ?? 0);
    },
    async board(betType = '1X2', selection = 'H') {
      const odds = await platform.sites.sportsbook.publicOdds(kit.siteA.id);
      const list = await platform.sites.sportsbook.matchList(kit.siteA.id);
      const kickoff = new Map(list.map((m) => [m.match_id, new Date(m.kickoff_time)]));
      return odds.matches.flatMap((match) => {
        const line = (match.markets[betType as keyof typeof match.markets] ?? []).find(
          (l) => (l.home_away ?? '') === selection || selection === '*',
        );
        const at = kickoff.get(match.match_id);
        return line && at && at > kit.clock.now()
          ? [{ ...line, matchId: match.match_id, betType, kickoffAt: at }]
          : [];
      });
    },
    async setLine(lineId, change) {
      await db.execute(
        sql`update odds_lines set odds = coalesce(${change.odds ?? null}::numeric, odds),
              suspended = coalesce(${change.suspended ?? null}::boolean, suspended) where id = ${lineId}`,
      );
    },
    async setKickoff(matchId, at) {
      await db.execute(
        sql`update sport_matches set kickoff_at = ${at.toISOString()}::timestamptz where id = ${matchId}`,
      );
    },
    async snapshot() {
      const [business, bets] = await Promise.all([
        businessSnapshot(db),
        rowsOf<Record<string, string>>(
          db,
          sql.raw(
            ['sports_bets', 'sports_bet_legs']
              .map(
                (name) =>
                  `(select count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${name} t) as "${name}"`,
              )
              .join(', ')
              .replace(/^/, 'select '),
          ),
        ),
      ]);
      return { ...business, ...bets[0] };
    },
  };
}
