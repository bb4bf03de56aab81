import type { CallAnswerInput } from '@wl/contract';
import { currencyDigits, toMajor } from '@wl/money';
import type { Db } from '../../db/database';
import type { Member } from '../player-types';
import { limitRows, limitState, playTotals } from './protection-records';

export type SessionStatus = CallAnswerInput<'protection/session_status'>;

const MINUTE_MS = 60_000;

/**
 * The reality check: how long this session has been signed in, what it bet and won, when the next check
 * is due (every N minutes from sign-in) and when the session time limit stops play.
 */
export async function sessionStatus(db: Db, now: Date, member: Member): Promise<SessionStatus> {
  const { player, site } = member;
  const started = member.sessionStartedAt;
  const rows = await limitRows(db, player.id);
  const valueOf = (kind: string) =>
    limitState(
      rows.find((row) => row.kind === kind),
      now,
    ).value;
  const reality = valueOf('reality_check');
  const limit = valueOf('session');
  const elapsedMs = Math.max(0, now.getTime() - started.getTime());
  const minutes = Math.floor(elapsedMs / MINUTE_MS);
  // From the sign-in on: the totals count what came after their start, so a millisecond earlier.
  const totals = await playTotals(db, player.id, new Date(started.getTime() - 1));
  const digits = currencyDigits(site.currency);
  const endsAt = limit === null ? null : new Date(started.getTime() + limit * MINUTE_MS);
  const nextCheck =
    reality === null
      ? null
      : new Date(started.getTime() + (Math.floor(minutes / reality) + 1) * reality * MINUTE_MS);
  return {
    currency: site.currency,
    session_started_at: started.toISOString(),
    minutes_played: minutes,
    bets: toMajor(totals.betsMinor, digits),
    wins: toMajor(totals.returnedMinor, digits),
    net_result: toMajor(totals.returnedMinor - totals.betsMinor, digits),
    reality_check_minutes: reality,
    next_reality_check_at: nextCheck?.toISOString() ?? null,
    session_limit_minutes: limit,
    session_ends_at: endsAt?.toISOString() ?? null,
    session_limit_reached: endsAt !== null && endsAt.getTime() <= now.getTime(),
  };
}
