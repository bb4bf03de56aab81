import { GAME_CATEGORIES } from '@wl/site-model';
import { z } from 'zod';

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export const MISSION_KINDS = ['wager', 'distinct_games', 'deposit', 'login_days', 'win_multiplier'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
export type MissionKind = (typeof MISSION_KINDS)[number];

const MAX_MINOR = 1_000_000_000_000;

/**
 * A mission as the operator sets it, in the units the table keeps: `target` is minor units of the site
 * currency for wager and deposit, hundredths for win_multiplier (500 = a 5× win), else a count (games,
 * days in a row); `rewardAmount` is whole tokens or minor units of the site currency.
 */
export const missionInput = z
  .object({
    /** The operator's name for it, unique per site: setting the list again changes the mission of a code. */
    code: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'lower-case letters, digits, _ and -, up to 64'),
    period: z.enum(MISSION_PERIODS),
    kind: z.enum(MISSION_KINDS),
    target: z.number().int().min(1).max(MAX_MINOR),
    /** wager only: a game category counted; null for every game. */
    category: z.enum(GAME_CATEGORIES).nullable().default(null),
    rewardKind: z.enum(['tokens', 'cash']),
    rewardAmount: z.number().int().min(1).max(MAX_MINOR),
    position: z.number().int().min(0).max(10_000).optional(),
    active: z.boolean().default(true),
  })
  .superRefine((mission, ctx) => {
    if (mission.category !== null && mission.kind !== 'wager') {
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'only a wager mission has a category' });
    }
    if (mission.kind === 'login_days' && mission.period === 'daily' && mission.target > 1) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'a day holds one sign-in day' });
    }
    if (mission.kind === 'login_days' && mission.target > 7) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'a week holds seven sign-in days' });
    }
  });

export type MissionInput = z.input<typeof missionInput>;

/** A mission as stored (the operator's list). */
export interface MissionRow {
  id: number;
  code: string;
  period: MissionPeriod;
  kind: MissionKind;
  target: number;
  category: string | null;
  rewardKind: 'tokens' | 'cash';
  rewardAmount: number;
  position: number;
  active: boolean;
}
