import type { JobRunner } from '../jobs/job-runner';
import type { PlatformDeps } from '../platform';
import type { PlayerServices } from '../players/player-types';
import type { SportsbookServices } from '../sites/sportsbook/sportsbook-types';
import { createBetService } from './bets/bet-service';
import { inProcessLiveBus, type LiveBus } from './feed/live-events';
import { createMatchFeed, type FeedTick } from './feed/match-feed';
import { SETTLE_JOB, createBetSettlement } from './settlement/bet-settlement';
import { createOutrightResults } from './settlement/outright-results';
import { setSportsLimits, sportsLimits, type SportsLimits } from './bets/sports-limits';

/**
 * The sportsbook's betting: the match feed (states, scores, prices), placing and cashing out bets, and
 * their settlement on the job runner. Live changes go out on `live` for the site servers' streams.
 */
export function createBettingServices(
  deps: PlatformDeps,
  players: Pick<PlayerServices, 'wallet'>,
  sportsbook: Pick<SportsbookServices, 'scheduleDays'>,
  jobs: Pick<JobRunner, 'send' | 'started'>,
  live: LiveBus = inProcessLiveBus(),
) {
  const { db } = deps.database;
  const feed = createMatchFeed(db);
  const settlement = createBetSettlement(db, deps.clock, createOutrightResults(db, deps.clock, sportsbook));
  const bets = createBetService(deps, players);

  return {
    bets,
    settlement,
    live,
    /** A site's stake and payout limits and cash-out margin (the defaults until the operator sets its own). */
    limits: {
      get: (siteId: number, currency: string) => sportsLimits(db, siteId, currency),
      set: (siteId: number, limits: SportsLimits) => setSportsLimits(db, siteId, limits),
    },
    /**
     * Moves the feed to `at` (now by default): writes what changed, publishes it, and has each result
     * settled: by the job runner when this process runs one, else here (the operator command, tests). The
     * runner's every-minute pass settles whatever a lost send left.
     */
    async tick(at: Date = deps.clock()): Promise<FeedTick> {
      const { summary, events } = await feed.tick(at);
      await live.publish(events);
      for (const matchId of summary.results) {
        if (jobs.started) {
          await jobs.send(SETTLE_JOB, { matchId }, { singletonKey: `match:${matchId}`, singletonSeconds: 5 });
        } else {
          await settlement.settleDue(matchId);
        }
      }
      return summary;
    },
  };
}

export type BettingServices = ReturnType<typeof createBettingServices>;
