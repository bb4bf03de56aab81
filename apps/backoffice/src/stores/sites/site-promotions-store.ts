import type { CallAnswer, CallRequest } from '@wl/contract';
import { listSitePromotions, saveSitePromotion } from '@wl/api/backoffice';
import { parseMajor } from '../amounts';
import type { StaffCalls } from '../staff-calls';
import { SiteContentListStore } from './site-content-list-store';
import { parseCount, SiteMoney } from './site-offer-money';

export type PromotionEntry = CallAnswer<'backoffice/sites/promotions'>['value'][number];

export const PROMOTION_KINDS = ['deposit_bonus', 'free_spins'] as const;

/** Most characters of a promotion's title and terms, as the platform allows. */
export const PROMOTION_TITLE_MAX = 100;
export const PROMOTION_TERMS_MAX = 5_000;

/** What the promotion form edits, as typed: amounts in major units of the site currency. */
export interface PromotionDraft {
  code: string;
  kind: string;
  title: string;
  terms: string;
  bonus_percent: string;
  max_bonus: string;
  min_deposit: string;
  /** Bets of this many times the bonus release it (0 to 9999.99). */
  wagering: string;
  free_spin_rounds: string;
  free_spin_provider: string;
  free_spin_game: string;
  free_spin_bet: string;
  valid_days: string;
  /** The browser's local date and time (datetime-local), '' for none. */
  starts_at: string;
  ends_at: string;
}

type PromotionRequest = Omit<CallRequest<'backoffice/sites/save_promotion'>, 'site_id' | 'id' | 'status'>;

/** A local date and time typed in a datetime-local field as an instant, null for '', undefined if bad. */
function instantOf(text: string): string | null | undefined {
  if (!text.trim()) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** An instant as a datetime-local field shows it, in the browser's time zone. */
export function localInput(iso: string | null): string {
  if (iso === null) return '';
  const at = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}` +
    `T${two(at.getHours())}:${two(at.getMinutes())}`
  );
}

/** A multiple with at most two decimals (0 allowed: no wagering), or undefined. */
function parseMultiple(text: string): number | undefined {
  const compact = text.trim();
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(compact)) return undefined;
  return Number(compact);
}

/** The request of a draft, or the error key of the field that is not what it should be. */
export function promotionRequest(draft: PromotionDraft, digits: number): PromotionRequest | string {
  const validDays = parseCount(draft.valid_days);
  if (validDays === undefined) return 'invalidPromotionDays';
  const startsAt = instantOf(draft.starts_at);
  const endsAt = instantOf(draft.ends_at);
  if (startsAt === undefined || endsAt === undefined) return 'invalidPromotionDates';
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) return 'invalidPromotionDates';
  const common = {
    code: draft.code.trim(),
    kind: draft.kind,
    title: draft.title,
    terms: draft.terms,
    valid_days: validDays,
    starts_at: startsAt,
    ends_at: endsAt,
  };
  if (draft.kind === 'free_spins') {
    const rounds = parseCount(draft.free_spin_rounds);
    if (rounds === undefined) return 'invalidPromotionRounds';
    const bet = parseMajor(draft.free_spin_bet, digits);
    if (bet === undefined) return 'invalidPromotionAmount';
    return {
      ...common,
      free_spin_rounds: rounds,
      free_spin_provider: draft.free_spin_provider.trim(),
      free_spin_game: draft.free_spin_game.trim(),
      free_spin_bet_minor: bet,
    };
  }
  const percent = parseCount(draft.bonus_percent);
  if (percent === undefined) return 'invalidPromotionPercent';
  const maxBonus = parseMajor(draft.max_bonus, digits);
  const minDeposit = parseMajor(draft.min_deposit, digits);
  if (maxBonus === undefined || minDeposit === undefined) return 'invalidPromotionAmount';
  const wagering = parseMultiple(draft.wagering);
  if (wagering === undefined) return 'invalidPromotionWagering';
  return {
    ...common,
    bonus_percent: percent,
    max_bonus_minor: maxBonus,
    min_deposit_minor: minDeposit,
    wagering_multiplier: wagering,
  };
}

export interface SitePromotionsStore extends SiteContentListStore<PromotionEntry, PromotionDraft> {
  readonly money: SiteMoney;
}

/** One site's promotions (bonus offers): added, edited and switched off or on, never deleted. */
export function sitePromotionsStore(
  calls: () => StaffCalls,
  siteId: number,
  currency: string,
): SitePromotionsStore {
  const money = new SiteMoney(currency);
  const learnt = <A extends { statusCode: number; digits?: number }>(answer: A): A => {
    money.learn(answer);
    return answer;
  };
  const store = new SiteContentListStore<PromotionEntry, PromotionDraft>(calls, siteId, {
    list: async (t, site_id) => learnt(await listSitePromotions(t, { site_id })),
    save: async (t, site_id, { id, status, ...draft }) => {
      const request = promotionRequest(draft, money.digits);
      // The form checks first (check below); an entry switched as it is always reads back.
      if (typeof request === 'string') return { statusCode: 0, message: request };
      return learnt(
        await saveSitePromotion(t, { site_id, status, ...(id === undefined ? {} : { id }), ...request }),
      );
    },
    draftOf: (entry) => {
      const spins = entry?.free_spins ?? null;
      const bonus = entry?.kind !== 'free_spins';
      return {
        code: entry?.code ?? '',
        kind: entry?.kind ?? 'deposit_bonus',
        title: entry?.title ?? '',
        terms: entry?.terms ?? '',
        bonus_percent: entry && bonus ? String(entry.bonus_percent) : '',
        max_bonus: entry && bonus ? money.major(entry.max_bonus_minor) : '',
        min_deposit: entry && bonus ? money.major(entry.min_deposit_minor) : '',
        wagering: entry && bonus ? String(entry.wagering_multiplier) : '',
        free_spin_rounds: spins ? String(spins.rounds) : '',
        free_spin_provider: spins?.provider_code ?? '',
        free_spin_game: spins?.game_code ?? '',
        free_spin_bet: spins ? money.major(spins.bet_minor) : '',
        valid_days: entry ? String(entry.valid_days) : '7',
        starts_at: localInput(entry?.starts_at ?? null),
        ends_at: localInput(entry?.ends_at ?? null),
      };
    },
    check: (draft) => {
      const request = promotionRequest(draft, money.digits);
      return typeof request === 'string' ? request : undefined;
    },
  });
  return Object.assign(store, { money });
}
