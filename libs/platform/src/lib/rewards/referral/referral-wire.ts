import type { CallAnswerInput } from '@wl/contract';
import { toMajor } from '@wl/money';
import { maskAccountId } from '../../sites/activity/mask-account';
import type { ReferralDayRecord, ReferredPlayer } from './referral-records';

type OverviewWire = CallAnswerInput<'referral/overview'>;

/** A referred player on the wire: masked as the winners feed masks names, commission in major units. */
export function referredWire(player: ReferredPlayer, digits: number): OverviewWire['referred'][number] {
  return {
    account: maskAccountId(player.accountId),
    joined_at: player.joinedAt.toISOString(),
    status: player.status,
    commission: toMajor(player.commissionMinor, digits),
  };
}

export function dayWire(day: ReferralDayRecord, digits: number): OverviewWire['days'][number] {
  return {
    day: day.day,
    amount: toMajor(day.amountMinor, digits),
    referred_players: day.referredPlayers,
  };
}
