import type { CallAnswer, CallRequest, GAME_CATEGORIES } from '@wl/contract';
import { listSiteMissions, saveSiteMission } from '@wl/api/backoffice';
import { parseMajor } from '../amounts';
import type { StaffCalls } from '../staff-calls';
import { SiteContentListStore } from './site-content-list-store';
import { parseCount, SiteMoney } from './site-offer-money';

export type MissionEntry = CallAnswer<'backoffice/sites/missions'>['value'][number];

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export const MISSION_KINDS = ['wager', 'distinct_games', 'deposit', 'login_days', 'win_multiplier'] as const;
/** The game categories a wager mission may count (the product's own, in its order). */
export const MISSION_CATEGORIES = [
  'slots',
  'livecasino',
  'hashgame',
  'sportsbook',
  'fish',
  'table',
  'sabong',
  'lottery',
  'horseracing',
  'bingo',
  'arcade',
  'crash',
  'freeplay',
  'poker',
] as const satisfies typeof GAME_CATEGORIES;
export const MISSION_REWARDS = ['tokens', 'cash'] as const;

/** What the mission form edits, as typed: amounts in major units of the site currency. */
export interface MissionDraft {
  code: string;
  period: string;
  kind: string;
  /** Major units (wager, deposit), a multiplier such as 5 or 2.5 (win_multiplier), else a count. */
  target: string;
  /** '' for every game (wager only). */
  category: string;
  reward_kind: string;
  /** Whole tokens, or major units for cash. */
  reward_amount: string;
}

type MissionRequest = Omit<CallRequest<'backoffice/sites/save_mission'>, 'site_id' | 'id' | 'status'>;

/** Whether a kind's target is an amount of the site currency. */
export const isMoneyTarget = (kind: string) => kind === 'wager' || kind === 'deposit';

/** The request of a draft, or the error key of the field that is not what it should be. */
export function missionRequest(draft: MissionDraft, digits: number): MissionRequest | string {
  const target = isMoneyTarget(draft.kind)
    ? parseMajor(draft.target, digits)
    : draft.kind === 'win_multiplier'
      ? parseMajor(draft.target, 2)
      : parseCount(draft.target);
  if (target === undefined) return 'invalidMissionTarget';
  const reward =
    draft.reward_kind === 'cash' ? parseMajor(draft.reward_amount, digits) : parseCount(draft.reward_amount);
  if (reward === undefined) return 'invalidMissionReward';
  return {
    code: draft.code.trim(),
    period: draft.period,
    kind: draft.kind,
    target,
    category: draft.kind === 'wager' && draft.category ? draft.category : null,
    reward_kind: draft.reward_kind,
    reward_amount: reward,
  };
}

export interface SiteMissionsStore extends SiteContentListStore<MissionEntry, MissionDraft> {
  readonly money: SiteMoney;
}

/** One site's missions: added, edited and switched off or on, never deleted (their claims stay). */
export function siteMissionsStore(
  calls: () => StaffCalls,
  siteId: number,
  currency: string,
): SiteMissionsStore {
  const money = new SiteMoney(currency);
  const learnt = <A extends { statusCode: number; digits?: number }>(answer: A): A => {
    money.learn(answer);
    return answer;
  };
  const store = new SiteContentListStore<MissionEntry, MissionDraft>(calls, siteId, {
    list: async (t, site_id) => learnt(await listSiteMissions(t, { site_id })),
    save: async (t, site_id, { id, status, ...draft }) => {
      const request = missionRequest(draft, money.digits);
      // The form checks first (check below); an entry switched as it is always reads back.
      if (typeof request === 'string') return { statusCode: 0, message: request };
      return learnt(
        await saveSiteMission(t, { site_id, status, ...(id === undefined ? {} : { id }), ...request }),
      );
    },
    draftOf: (entry) => ({
      code: entry?.code ?? '',
      period: entry?.period ?? 'daily',
      kind: entry?.kind ?? 'wager',
      target: entry
        ? isMoneyTarget(entry.kind)
          ? money.major(entry.target)
          : entry.kind === 'win_multiplier'
            ? String(entry.target / 100)
            : String(entry.target)
        : '',
      category: entry?.category ?? '',
      reward_kind: entry?.reward_kind ?? 'tokens',
      reward_amount: entry
        ? entry.reward_kind === 'cash'
          ? money.major(entry.reward_amount)
          : String(entry.reward_amount)
        : '',
    }),
    check: (draft) => {
      const request = missionRequest(draft, money.digits);
      return typeof request === 'string' ? request : undefined;
    },
  });
  return Object.assign(store, { money });
}
