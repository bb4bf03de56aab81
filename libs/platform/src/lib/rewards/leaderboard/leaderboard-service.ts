import type { CallAnswerInput } from '@wl/contract';
import { currencyDigits, toMajor } from '@wl/money';
import { PlatformError } from '../../http/envelope';
import type { JobDefinition } from '../../jobs/job-runner';
import type { PlatformDeps } from '../../platform';
import type { Member } from '../../players/player-types';
import { maskAccountId } from '../../sites/activity/mask-account';
import type { SiteServices } from '../../sites/site-types';
import { openRewards } from '../minigames/rewards-site';
import { prizeWire } from '../missions/mission-wire';
import { leaderboardJob, openSitePeriods, payEndedPeriods, type PayoutResult } from './leaderboard-payout';
import { openCurrentPeriod, paidPeriods, sitePeriod, type LeaderboardPeriod } from './leaderboard-periods';
import { rankedPlaces, type RankedPlace } from './leaderboard-ranking';

type LeaderboardAnswer = CallAnswerInput<'leaderboard/get'>;

export interface LeaderboardServices {
  /** leaderboard/get: this week's ranking (or a named period's), the player's place and past periods. */
  get(member: Member, periodId?: number | null): Promise<LeaderboardAnswer>;
  /** Pays the periods ended by `at` (the job's work; tests call it with a moved clock). */
  payEndedPeriods(at?: Date): Promise<PayoutResult>;
  /** Opens this week's period of every site with rewards on (the job does, before paying). */
  openSitePeriods(at?: Date): Promise<void>;
  /** The every-minute job that opens and pays periods, for the platform's job runner. */
  job: JobDefinition;
}

const TOP = 20;
const PAST = 10;

function periodWire(period: LeaderboardPeriod, digits: number): LeaderboardAnswer['period'] {
  return {
    period_id: period.id,
    starts_at: period.startsAt.toISOString(),
    ends_at: period.endsAt.toISOString(),
    metric: period.metric,
    state: period.state,
    prizes: period.prizes.map((p) => ({ rank: p.rank, prize: prizeWire(p.kind, p.amount, digits) })),
  };
}

function entryWire(
  place: RankedPlace,
  period: LeaderboardPeriod,
  playerId: number,
  digits: number,
): LeaderboardAnswer['entries'][number] {
  const prize = period.prizes.find((p) => p.rank === place.rank);
  return {
    rank: place.rank,
    // Masked as the winners feed masks them: the ranking is public to every player of the site.
    name: maskAccountId(place.accountId),
    score: period.metric === 'wagered' ? toMajor(place.score, digits) : toMajor(place.score, 2),
    prize: prize ? prizeWire(prize.kind, prize.amount, digits) : null,
    me: place.playerId === playerId,
  };
}

export function createLeaderboardServices(
  { database: { db }, clock }: PlatformDeps,
  sites: Pick<SiteServices, 'listSites'>,
): LeaderboardServices {
  const open = async (at: Date) =>
    openSitePeriods(
      db,
      (await sites.listSites()).map((s) => s.id),
      at,
    );
  const pay = (at: Date) => payEndedPeriods(db, at);

  return {
    async get(member, periodId) {
      const settings = await openRewards(db, member.site.id);
      const period = periodId
        ? await sitePeriod(db, member.site.id, periodId)
        : await openCurrentPeriod(db, member.site.id, settings, clock());
      if (!period) throw new PlatformError('notFound', 0, 200, {});
      const digits = currencyDigits(member.site.currency);
      const [places, past] = await Promise.all([
        rankedPlaces(db, period, member.player.id, TOP),
        paidPeriods(db, member.site.id, PAST),
      ]);
      const entries = places.map((place) => entryWire(place, period, member.player.id, digits));
      return {
        period: periodWire(period, digits),
        entries: entries.filter((e) => e.rank <= TOP),
        me: entries.find((e) => e.me) ?? null,
        past: past.map((p) => periodWire(p, digits)),
      };
    },
    payEndedPeriods: (at = clock()) => pay(at),
    openSitePeriods: (at = clock()) => open(at),
    job: leaderboardJob(async () => {
      const at = clock();
      await open(at);
      return pay(at);
    }),
  };
}
