import type { CallAnswerInput } from '@wl/contract';
import type { Db } from '../../db/database';
import { playerExclusions } from '../../db/schema';
import type { SecurityLog } from '../../security-log/security-log';
import type { Member } from '../player-types';
import { protectionErrors } from './protection-errors';
import { NOTES, sendNote } from './protection-notes';
import { exclusionEnd, type ExclusionKind } from './protection-policy';
import { activeExclusion } from './protection-records';

export interface ExclusionInput {
  type: string;
  period: string;
}

export type ExclusionAnswer = CallAnswerInput<'protection/exclude'>;

/**
 * Time-outs and self-exclusions: effective at once, every session of the player ends, and until the end
 * sign-in, deposits and play are refused (protection-guard.ts, and wallet_bet in the database). The player
 * cannot shorten or lift one; a longer one replaces it.
 */
export function createExclusionService(
  db: Db,
  clock: () => Date,
  log: SecurityLog,
  endSessions: (playerId: number) => Promise<number>,
) {
  return {
    async exclude(member: Member, input: ExclusionInput): Promise<ExclusionAnswer> {
      const { player, site } = member;
      const now = clock();
      const endsAt = exclusionEnd(input.type, input.period, now);
      if (!endsAt) throw protectionErrors.invalidExclusion();
      const kind: ExclusionKind = input.type === 'timeout' ? 'timeout' : 'self_exclusion';
      const current = await activeExclusion(db, player.id, now);
      if (current && current.endsAt.getTime() >= endsAt.getTime()) {
        throw protectionErrors.exclusionCannotShorten(current.endsAt);
      }
      await db.insert(playerExclusions).values({
        playerId: player.id,
        kind,
        period: input.period,
        startsAt: now,
        endsAt,
        createdAt: now,
        actor: 'player',
        address: member.address,
      });
      const ended = await endSessions(player.id);
      const fields = { siteId: site.id, accountId: player.accountId, address: member.address };
      log.record('protection.excluded', { ...fields, action: `${kind}:${input.period}` });
      log.record('session.revoked', { ...fields, reason: 'exclusion', sessions: ended });
      await sendNote(
        db,
        now,
        { siteId: site.id, playerId: player.id },
        NOTES.excluded(kind, site.name, endsAt),
      );
      return {
        exclusion: {
          type: kind,
          period: input.period,
          started_at: now.toISOString(),
          ends_at: endsAt.toISOString(),
        },
      };
    },
  };
}

export type ExclusionService = ReturnType<typeof createExclusionService>;
