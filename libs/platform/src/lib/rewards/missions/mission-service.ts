import type { CallAnswerInput, ErrorKey } from '@wl/contract';
import { currencyDigits } from '@wl/money';
import { sql } from 'drizzle-orm';
import { raisedRefusal, numberOf, rowsOf } from '../../db/database-function';
import { PlatformError } from '../../http/envelope';
import type { PlatformDeps } from '../../platform';
import type { Member, PlayerServices } from '../../players/player-types';
import { balanceFields } from '../../players/wallet/balance-answer';
import { siteNotFound } from '../../sites/site-errors';
import type { SiteServices } from '../../sites/site-types';
import { openRewards } from '../minigames/rewards-site';
import type { MissionInput, MissionRow } from './mission-input';
import { missionProgress } from './mission-progress';
import { replaceMissions, siteMissions } from './mission-records';
import { missionWire, prizeWire } from './mission-wire';

export interface MissionServices {
  /** mission/list: the site's missions with the player's progress in each one's current period. */
  list(member: Member): Promise<CallAnswerInput<'mission/list'>>;
  /** mission/claim: pays a completed mission's reward once per period. */
  claim(member: Member, missionId: number): Promise<CallAnswerInput<'mission/claim'>>;
  /** Missions completed and not claimed in their current period (the rewards icon's count); 0 when off. */
  claimableCount(member: Member): Promise<number>;

  // Operator.
  /** Makes `list` the site's missions (added or changed by code; the others switched off). */
  setMissions(siteKey: string, list: MissionInput[]): Promise<MissionRow[]>;
  /** Every mission of the site, switched-off ones too. */
  listMissions(siteKey: string): Promise<MissionRow[]>;
}

const refuse = (key: ErrorKey) => new PlatformError(key, 0, 200, {});

interface ClaimRow {
  outcome: string;
  reward_kind: string | null;
  reward_amount: unknown;
}

export function createMissionServices(
  { database: { db }, clock }: PlatformDeps,
  sites: Pick<SiteServices, 'get'>,
  players: Pick<PlayerServices, 'wallet'>,
): MissionServices {
  async function siteIdOf(siteKey: string): Promise<number> {
    const site = await sites.get(siteKey);
    if (!site) throw siteNotFound();
    return site.id;
  }

  /** One statement (mission_claim, migration 0017): progress check, claim row and posting together. */
  async function claimInDatabase(member: Member, missionId: number, timeZone: string): Promise<ClaimRow> {
    try {
      const [row] = await rowsOf<ClaimRow>(
        db,
        sql`select * from mission_claim(${member.site.id}::integer, ${member.player.id}::integer,
          ${missionId}::integer, ${timeZone}::text, ${clock().toISOString()}::timestamptz)`,
      );
      if (!row) throw new Error('mission_claim answered no row');
      return row;
    } catch (error) {
      if (raisedRefusal(error, 'ledger')?.key === 'balanceTooLarge') throw refuse('balanceTooLarge');
      throw error;
    }
  }

  return {
    async list(member) {
      const settings = await openRewards(db, member.site.id);
      const missions = await missionProgress(
        db,
        member.site.id,
        member.player.id,
        settings.time_zone,
        clock(),
      );
      return {
        time_zone: settings.time_zone,
        missions: missions.map((m) => missionWire(m, member.site.currency)),
      };
    },

    async claim(member, missionId) {
      const settings = await openRewards(db, member.site.id);
      const row = await claimInDatabase(member, missionId, settings.time_zone);
      if (row.outcome === 'notFound') throw refuse('notFound');
      if (row.outcome === 'missionIncomplete') throw refuse('missionIncomplete');
      if (row.outcome === 'alreadyClaimed') throw refuse('alreadyClaimed');
      return {
        mission_id: missionId,
        reward: prizeWire(
          row.reward_kind ?? 'nothing',
          numberOf(row.reward_amount),
          currencyDigits(member.site.currency),
        ),
        ...balanceFields(await players.wallet(member)),
      };
    },

    async claimableCount(member) {
      // A site with its rewards off has nothing to claim; any other failure is the caller's to see.
      const settings = await openRewards(db, member.site.id).catch((error: unknown) => {
        if (error instanceof PlatformError && error.messageKey === 'rewardsUnavailable') return undefined;
        throw error;
      });
      if (!settings) return 0;
      const missions = await missionProgress(
        db,
        member.site.id,
        member.player.id,
        settings.time_zone,
        clock(),
      );
      return missions.filter((m) => m.progress >= m.target && !m.claimed).length;
    },

    async setMissions(siteKey, list) {
      const siteId = await siteIdOf(siteKey);
      await replaceMissions(db, siteId, list, clock());
      return siteMissions(db, siteId);
    },

    async listMissions(siteKey) {
      return siteMissions(db, await siteIdOf(siteKey));
    },
  };
}
