import { formatMinor } from '@wl/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inboxMessages } from '../../db/schema';
import {
  LIMIT_PERIOD_NAMES,
  PROTECTION_POLICY,
  type LimitPeriod,
  type MoneyLimitKind,
} from './protection-policy';

/** An inbox note about the player's protection (English, as the cashier's notes are). */
export interface ProtectionNote {
  title: string;
  body: string;
}

export interface NoteTarget {
  siteId: number;
  playerId: number;
}

/** A moment as the notes write it: "2026-03-02 10:00 UTC". */
export const noteTime = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const LIMIT_NAMES: Record<MoneyLimitKind, string> = { deposit: 'deposit limit', loss: 'loss limit' };

/** The notes: what the player changed, and what the platform refused. */
export const NOTES = {
  limitSet(kind: MoneyLimitKind, period: LimitPeriod, amount: string): ProtectionNote {
    return {
      title: `${capital(LIMIT_NAMES[kind])} set`,
      body: `Your ${LIMIT_PERIOD_NAMES[period]} ${LIMIT_NAMES[kind]} is ${amount} from now on.`,
    };
  },
  limitPending(
    kind: MoneyLimitKind,
    period: LimitPeriod,
    amount: string | null,
    current: string,
    effectiveAt: Date,
  ): ProtectionNote {
    const limit = `your ${LIMIT_PERIOD_NAMES[period]} ${LIMIT_NAMES[kind]}`;
    const change = amount === null ? `remove ${limit}` : `raise ${limit} to ${amount}`;
    return {
      title: `${capital(LIMIT_NAMES[kind])} change pending`,
      body:
        `You asked to ${change}. After a 24-hour cooling-off period this applies from ` +
        `${noteTime(effectiveAt)}; until then ${current} applies.`,
    };
  },
  sessionLimitSet(minutes: number | null, pendingAt: Date | undefined): ProtectionNote {
    const what = minutes === null ? 'no session time limit' : `a session time limit of ${minutes} minutes`;
    return {
      title: 'Session time limit changed',
      body: pendingAt
        ? `You asked for ${what}. After a 24-hour cooling-off period it applies from ${noteTime(pendingAt)}.`
        : `You have ${what} from now on.`,
    };
  },
  excluded(kind: 'timeout' | 'self_exclusion', siteName: string, endsAt: Date): ProtectionNote {
    const what = kind === 'timeout' ? 'time-out' : 'self-exclusion';
    return {
      title: kind === 'timeout' ? 'Time-out started' : 'Self-exclusion started',
      body:
        `Your ${what} from ${siteName} runs until ${noteTime(endsAt)}. You have been signed out everywhere, ` +
        'and you cannot sign in, deposit or play until then. It cannot be shortened.',
    };
  },
  depositRefused(amount: string, period: LimitPeriod, remaining: string): ProtectionNote {
    return {
      title: 'Deposit refused: deposit limit',
      body:
        `A deposit of ${amount} was refused: it would take you past your ${LIMIT_PERIOD_NAMES[period]} ` +
        `deposit limit. You can deposit up to ${remaining} now.`,
    };
  },
  betRefused(gameName: string): ProtectionNote {
    return {
      title: 'Bet refused: loss limit',
      body:
        `A bet in ${gameName} was refused: it would take you past one of your loss limits. You can play ` +
        'again when your limits allow it; see them on the responsible gaming page.',
    };
  },
  playRefusedExcluded(what: string, until: Date): ProtectionNote {
    return {
      title: `${capital(what)} refused`,
      body: `${capital(what)} was refused: you are on a time-out or self-exclusion until ${noteTime(until)}.`,
    };
  },
  launchRefused(reason: 'sessionLimitReached' | 'lossLimitReached'): ProtectionNote {
    return reason === 'sessionLimitReached'
      ? {
          title: 'Game not opened: session time limit',
          body: 'You have reached the session time limit you set. Take a break, and sign in again later to play.',
        }
      : {
          title: 'Game not opened: loss limit',
          body: 'You have reached one of your loss limits. You can play again when your limits allow it.',
        };
  },
};

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An amount of the site currency as the notes write it. */
export const noteMoney = (minor: number, currency: string) => formatMinor(minor, currency, 'en');

/**
 * Puts a note in the player's inbox. `once`: not when a note with the same title reached the player within
 * the policy's interval (a game may retry a refused bet many times; one note says it).
 */
export async function sendNote(
  db: Db,
  at: Date,
  target: NoteTarget,
  note: ProtectionNote,
  options: { once?: boolean } = {},
): Promise<void> {
  const since = new Date(at.getTime() - PROTECTION_POLICY.noteEveryMs).toISOString();
  const values = sql`${target.siteId}::integer, ${target.playerId}::integer, ${note.title}::text, ${note.body}::text, ${at.toISOString()}::timestamptz`;
  await db.execute(
    options.once
      ? sql`insert into ${inboxMessages} (site_id, player_id, title, body, created_at)
            select ${values}
            where not exists (select 1 from ${inboxMessages} where player_id = ${target.playerId}
              and title = ${note.title} and created_at > ${since}::timestamptz)`
      : sql`insert into ${inboxMessages} (site_id, player_id, title, body, created_at) values (${values})`,
  );
}
