import { currencyDigits, toMajor } from '@wl/money';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { raisedRefusal } from '../../db/database-function';
import type { Member } from '../player-types';
import { protectionErrors } from './protection-errors';
import { NOTES, noteMoney, sendNote, type NoteTarget } from './protection-notes';
import { isLimitPeriod, PROTECTION_POLICY } from './protection-policy';
import { activeExclusion, limitRows, limitState, windowTotals } from './protection-records';

/**
 * The checks of the paths the platform guards for the player's protection: sign-in, deposit, game launch
 * (a bet is checked by the database's wallet_bet, migration 0013). Each refusal has its own error key and
 * leaves the player an inbox note.
 */
export function createProtectionGuard(db: Db, clock: () => Date) {
  /** Refuses while a time-out or self-exclusion is in force; `what` names the refused action in the note. */
  async function refuseIfExcluded(target: NoteTarget, what: string): Promise<void> {
    const now = clock();
    const exclusion = await activeExclusion(db, target.playerId, now);
    if (!exclusion) return;
    await sendNote(db, now, target, NOTES.playRefusedExcluded(what, exclusion.endsAt), { once: true });
    throw protectionErrors.excluded(
      exclusion.kind === 'timeout' ? 'timeout' : 'self_exclusion',
      exclusion.endsAt,
    );
  }

  const targetOf = (member: Member): NoteTarget => ({ siteId: member.site.id, playerId: member.player.id });

  return {
    refuseIfExcluded,

    /**
     * A game may open for real money: no exclusion, the session time limit not reached, and every loss
     * limit still allowing a loss. Answers when the game session must end (the session limit), or null.
     */
    async checkLaunch(member: Member): Promise<{ endsAt: Date | null }> {
      const target = targetOf(member);
      await refuseIfExcluded(target, 'a game launch');
      const now = clock();
      const rows = await limitRows(db, member.player.id);
      const session = limitState(
        rows.find((row) => row.kind === 'session'),
        now,
      ).value;
      const endsAt = session === null ? null : new Date(member.sessionStartedAt.getTime() + session * 60_000);
      if (endsAt && endsAt.getTime() <= now.getTime()) {
        await sendNote(db, now, target, NOTES.launchRefused('sessionLimitReached'), { once: true });
        throw protectionErrors.sessionLimitReached();
      }
      for (const row of rows) {
        const limit = limitState(row, now).value;
        if (row.kind !== 'loss' || limit === null || !isLimitPeriod(row.period)) continue;
        const since = new Date(now.getTime() - PROTECTION_POLICY.windowsMs[row.period]);
        if ((await windowTotals(db, member.player.id, since)).netLossMinor >= limit) {
          await sendNote(db, now, target, NOTES.launchRefused('lossLimitReached'), { once: true });
          throw protectionErrors.lossLimitReached(row.period);
        }
      }
      return { endsAt };
    },

    /**
     * Inserts a deposit (`insert`, in the transaction) when no deposit limit forbids its amount. The check
     * is the database's protection_check_deposit, which locks the player's deposit limits until the
     * insert commits: two deposits at once cannot both pass a limit.
     */
    async deposit<T>(member: Member, amountMinor: number, insert: (tx: Tx) => Promise<T>): Promise<T> {
      const target = targetOf(member);
      await refuseIfExcluded(target, 'a deposit');
      const now = clock();
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(
            sql`select protection_check_deposit(${member.player.id}::integer, ${amountMinor}::bigint, ${now.toISOString()}::timestamptz)`,
          );
          return insert(tx);
        });
      } catch (error) {
        const refused = raisedRefusal(error, 'cashier');
        if (refused?.key !== 'depositLimitReached') throw error;
        const [period = '', left = '0'] = refused.detail.split(':');
        if (!isLimitPeriod(period)) throw error;
        const { currency } = member.site;
        await sendNote(
          db,
          now,
          target,
          NOTES.depositRefused(noteMoney(amountMinor, currency), period, noteMoney(Number(left), currency)),
          { once: true },
        );
        throw protectionErrors.depositLimitReached(period, toMajor(Number(left), currencyDigits(currency)));
      }
    },

    /** The note of a bet the database refused for the player's protection (once an hour at the most). */
    async betRefused(target: NoteTarget, status: string, gameName: string): Promise<void> {
      const now = clock();
      if (status === 'LOSS_LIMIT_REACHED') {
        await sendNote(db, now, target, NOTES.betRefused(gameName), { once: true });
      } else if (status === 'PLAYER_EXCLUDED') {
        const exclusion = await activeExclusion(db, target.playerId, now);
        if (exclusion) {
          await sendNote(db, now, target, NOTES.playRefusedExcluded('a bet', exclusion.endsAt), {
            once: true,
          });
        }
      }
    },
  };
}

export type ProtectionGuard = ReturnType<typeof createProtectionGuard>;
