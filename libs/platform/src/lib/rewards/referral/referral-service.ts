import type { CallAnswerInput } from '@wl/contract';
import { currencyDigits, toMajor } from '@wl/money';
import type { JobDefinition } from '../../jobs/job-runner';
import type { PlatformDeps } from '../../platform';
import type { Member } from '../../players/player-types';
import type { SiteServices } from '../../sites/site-types';
import { ensureReferralCode } from './referral-codes';
import { paidDays, referredPlayers, totalCommission } from './referral-records';
import { referralJob, settleEndedDays, type SettlementFigures } from './referral-settlement';
import { openReferral } from './referral-site';
import { dayWire, referredWire } from './referral-wire';

export interface ReferralServices {
  /** referral/overview: the player's code (made at the first ask), the terms, the referred, the days paid. */
  overview(member: Member): Promise<CallAnswerInput<'referral/overview'>>;
  /**
   * Settles the ended days up to `at`'s yesterday of every site, or of the sites with these ids (the
   * job's work and the operator's command).
   */
  settleEndedDays(at?: Date, siteIds?: readonly number[]): Promise<SettlementFigures>;
  /** The every-15-minutes job that settles the days ended, for the platform's job runner. */
  job: JobDefinition;
}

/**
 * Player referral: a player's code, the players who signed up with it, and the daily commission on their
 * play, settled per site-time-zone day. Every call answers referralUnavailable on a site whose referral
 * setting is 0.
 */
export function createReferralServices(
  { database: { db }, clock }: PlatformDeps,
  sites: Pick<SiteServices, 'listSites'>,
): ReferralServices {
  const settle = async (at: Date, siteIds?: readonly number[]) =>
    settleEndedDays(db, siteIds ?? (await sites.listSites()).map((s) => s.id), at);

  return {
    async overview(member) {
      const settings = await openReferral(db, member.site.id);
      const at = clock();
      const code = await ensureReferralCode(db, member.site.id, member.player.id, at);
      const [referred, days, total] = await Promise.all([
        referredPlayers(db, member.site.id, member.player.id, code, at),
        paidDays(db, member.site.id, member.player.id),
        totalCommission(db, member.player.id),
      ]);
      const digits = currencyDigits(member.site.currency);
      return {
        code,
        currency: member.site.currency,
        commission_percent: settings.referral.commission_percent,
        basis: settings.referral.basis,
        time_zone: settings.time_zone,
        total_commission: toMajor(total, digits),
        referred: referred.map((player) => referredWire(player, digits)),
        days: days.map((day) => dayWire(day, digits)),
      };
    },
    settleEndedDays: (at = clock(), siteIds) => settle(at, siteIds),
    job: referralJob(() => settle(clock())),
  };
}
