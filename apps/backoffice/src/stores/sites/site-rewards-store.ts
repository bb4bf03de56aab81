import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import { getSiteRewards, setSiteRewards } from '@wl/api/backoffice';
import { minorToMajorText, parseMajor } from '../amounts';
import { loadInto, type StaffCalls } from '../staff-calls';

export type RewardsSettings = CallAnswer<'backoffice/sites/rewards'>['settings'];
type WheelPrize = RewardsSettings['wheel'][number]['prize'];
type Prize = RewardsSettings['leaderboard']['prizes'][number]['prize'];

export const WHEEL_PRIZE_KINDS = [
  'tokens',
  'cash',
  'nothing',
  'freeSpins',
] as const satisfies readonly WheelPrize['kind'][];
export const PRIZE_KINDS = ['tokens', 'cash', 'nothing'] as const satisfies readonly Prize['kind'][];
export const LEADERBOARD_METRICS = ['wagered', 'multiplier'] as const;
export type WheelPrizeKind = (typeof WHEEL_PRIZE_KINDS)[number];
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/** One wheel segment as its row of fields: numbers as typed, cash in the site currency's major units. */
export interface SegmentDraft {
  kind: WheelPrizeKind;
  /** Tokens (whole) or cash (major units), by kind. */
  amount: string;
  rounds: string;
  providerCode: string;
  gameCode: string;
  /** The free rounds' bet, major units. */
  bet: string;
  validDays: string;
  weight: string;
  colour: string;
}

/** One paid place of the weekly leaderboard as its row of fields. */
export interface PlaceDraft {
  rank: string;
  kind: PrizeKind;
  amount: string;
}

/** The plain fields of the form (everything but the wheel and the places). */
export interface RewardsFields {
  timeZone: string;
  tokens: string;
  /** The wager that earns `tokens`, major units. */
  per: string;
  spinCost: string;
  dailyFreeSpin: boolean;
  metric: (typeof LEADERBOARD_METRICS)[number];
  minStake: string;
  maxStake: string;
  houseEdge: string;
  minChance: string;
  maxChance: string;
}

const SEGMENT_COLOURS = ['#2563eb', '#16a34a', '#d97706', '#7c3aed', '#db2777', '#475569'];

/** A whole number typed in a field, or undefined when it is not one (left for the platform to bound). */
function whole(text: string): number | undefined {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

function decimal(text: string): number | undefined {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** A field that is not a number: named so the screen can say which one. */
class FieldError extends Error {
  constructor(readonly field: string) {
    super(field);
  }
}

/**
 * A site's rewards settings as a form: the lucky-spin wheel (each segment's prize, weight and colour, with
 * the odds those weights give), the leaderboard's metric and paid places, token earning and the dice
 * minigame's stakes. Cash is typed in the site currency's major units and sent in minor units; the
 * platform checks the whole (as the operator's command does) and answers the first problem.
 */
export class SiteRewardsStore {
  settings: RewardsSettings | undefined = undefined;
  currency = '';
  digits = 2;
  loading = false;
  error: string | undefined = undefined;

  fields: RewardsFields = {
    timeZone: '',
    tokens: '',
    per: '',
    spinCost: '',
    dailyFreeSpin: true,
    metric: 'wagered',
    minStake: '',
    maxStake: '',
    houseEdge: '',
    minChance: '',
    maxChance: '',
  };
  segments: SegmentDraft[] = [];
  places: PlaceDraft[] = [];

  saving = false;
  saveError: string | undefined = undefined;
  /** The field a save was stopped at before asking (not a number), for the screen to name. */
  badField: string | undefined = undefined;
  saved = false;

  constructor(
    private readonly calls: () => StaffCalls,
    readonly siteId: number,
  ) {
    makeAutoObservable<SiteRewardsStore, 'calls'>(this, { calls: false });
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.calls().run((t) => getSiteRewards(t, { site_id: this.siteId })),
      (answer) => {
        if (!answer.settings) return false;
        this.show({ ...answer, settings: answer.settings });
      },
    );
  }

  private show(answer: { currency?: string; digits?: number; settings: RewardsSettings }): void {
    const settings = answer.settings;
    this.settings = settings;
    this.currency = answer.currency ?? this.currency;
    this.digits = answer.digits ?? this.digits;
    const major = (minor: number) => minorToMajorText(minor, this.digits);
    this.fields = {
      timeZone: settings.time_zone,
      tokens: String(settings.tokens_per_wager.tokens),
      per: major(settings.tokens_per_wager.per_minor),
      spinCost: String(settings.spin_cost),
      dailyFreeSpin: settings.daily_free_spin,
      metric: settings.leaderboard.metric,
      minStake: String(settings.dice.min_stake),
      maxStake: String(settings.dice.max_stake),
      houseEdge: String(settings.dice.house_edge_percent),
      minChance: String(settings.dice.min_chance),
      maxChance: String(settings.dice.max_chance),
    };
    this.segments = settings.wheel.map(({ prize, weight, colour }) => ({
      kind: prize.kind,
      amount:
        prize.kind === 'tokens'
          ? String(prize.amount)
          : prize.kind === 'cash'
            ? major(prize.amount_minor)
            : '',
      rounds: prize.kind === 'freeSpins' ? String(prize.rounds) : '',
      providerCode: prize.kind === 'freeSpins' ? prize.provider_code : '',
      gameCode: prize.kind === 'freeSpins' ? prize.game_code : '',
      bet: prize.kind === 'freeSpins' ? major(prize.bet_minor) : '',
      validDays: prize.kind === 'freeSpins' ? String(prize.valid_days) : '',
      weight: String(weight),
      colour,
    }));
    this.places = settings.leaderboard.prizes.map(({ rank, prize }) => ({
      rank: String(rank),
      kind: prize.kind,
      amount:
        prize.kind === 'tokens'
          ? String(prize.amount)
          : prize.kind === 'cash'
            ? major(prize.amount_minor)
            : '',
    }));
  }

  private touched(): void {
    this.saved = false;
    this.badField = undefined;
  }

  set<K extends keyof RewardsFields>(field: K, value: RewardsFields[K]): void {
    this.fields[field] = value;
    this.touched();
  }

  setSegment<K extends keyof SegmentDraft>(index: number, field: K, value: SegmentDraft[K]): void {
    const segment = this.segments[index];
    if (!segment) return;
    segment[field] = value;
    this.touched();
  }

  addSegment(): void {
    const colour = SEGMENT_COLOURS[this.segments.length % SEGMENT_COLOURS.length] ?? '#475569';
    this.segments.push({
      kind: 'nothing',
      amount: '',
      rounds: '',
      providerCode: '',
      gameCode: '',
      bet: '',
      validDays: '7',
      weight: '1',
      colour,
    });
    this.touched();
  }

  removeSegment(index: number): void {
    this.segments.splice(index, 1);
    this.touched();
  }

  setPlace<K extends keyof PlaceDraft>(index: number, field: K, value: PlaceDraft[K]): void {
    const place = this.places[index];
    if (!place) return;
    place[field] = value;
    this.touched();
  }

  addPlace(): void {
    const ranks = this.places.map((place) => whole(place.rank) ?? 0);
    this.places.push({ rank: String(Math.max(0, ...ranks) + 1), kind: 'tokens', amount: '' });
    this.touched();
  }

  removePlace(index: number): void {
    this.places.splice(index, 1);
    this.touched();
  }

  /**
   * Each segment's chance in percent (its weight over the sum of the weights), rounded to two places;
   * undefined for a segment whose weight is not a positive whole number, and for all when none is.
   */
  get odds(): (number | undefined)[] {
    const weights = this.segments.map((segment) => {
      const weight = whole(segment.weight);
      return weight !== undefined && weight > 0 ? weight : undefined;
    });
    const total = weights.reduce<number>((sum, weight) => sum + (weight ?? 0), 0);
    return weights.map((weight) =>
      weight === undefined || total === 0 ? undefined : Math.round((weight / total) * 10_000) / 100,
    );
  }

  private cash(text: string, field: string): number {
    const minor = parseMajor(text, this.digits);
    if (minor === undefined) throw new FieldError(field);
    return minor;
  }

  private count(text: string, field: string): number {
    const value = whole(text);
    if (value === undefined) throw new FieldError(field);
    return value;
  }

  private number(text: string, field: string): number {
    const value = decimal(text);
    if (value === undefined) throw new FieldError(field);
    return value;
  }

  private wheelPrize(segment: SegmentDraft, at: string): WheelPrize {
    switch (segment.kind) {
      case 'tokens':
        return { kind: 'tokens', amount: this.count(segment.amount, `${at}.amount`) };
      case 'cash':
        return { kind: 'cash', amount_minor: this.cash(segment.amount, `${at}.amount`) };
      case 'nothing':
        return { kind: 'nothing' };
      case 'freeSpins':
        return {
          kind: 'freeSpins',
          rounds: this.count(segment.rounds, `${at}.rounds`),
          provider_code: segment.providerCode.trim(),
          game_code: segment.gameCode.trim(),
          bet_minor: this.cash(segment.bet, `${at}.bet`),
          valid_days: this.count(segment.validDays, `${at}.validDays`),
        };
    }
  }

  private prize(place: PlaceDraft, at: string): Prize {
    switch (place.kind) {
      case 'tokens':
        return { kind: 'tokens', amount: this.count(place.amount, `${at}.amount`) };
      case 'cash':
        return { kind: 'cash', amount_minor: this.cash(place.amount, `${at}.amount`) };
      case 'nothing':
        return { kind: 'nothing' };
    }
  }

  /** The whole settings the form shows (referral kept as loaded), or the first field that is not a number. */
  request(): CallRequest<'backoffice/sites/set_rewards'> {
    const settings = this.settings;
    if (!settings) throw new Error('rewards settings not loaded');
    const f = this.fields;
    return {
      site_id: this.siteId,
      settings: {
        time_zone: f.timeZone.trim(),
        tokens_per_wager: { tokens: this.count(f.tokens, 'tokens'), per_minor: this.cash(f.per, 'per') },
        spin_cost: this.count(f.spinCost, 'spinCost'),
        daily_free_spin: f.dailyFreeSpin,
        wheel: this.segments.map((segment, i) => ({
          prize: this.wheelPrize(segment, `wheel.${i}`),
          weight: this.count(segment.weight, `wheel.${i}.weight`),
          colour: segment.colour,
        })),
        dice: {
          min_stake: this.count(f.minStake, 'minStake'),
          max_stake: this.count(f.maxStake, 'maxStake'),
          house_edge_percent: this.number(f.houseEdge, 'houseEdge'),
          min_chance: this.number(f.minChance, 'minChance'),
          max_chance: this.number(f.maxChance, 'maxChance'),
        },
        leaderboard: {
          metric: f.metric,
          prizes: this.places.map((place, i) => ({
            rank: this.count(place.rank, `places.${i}.rank`),
            prize: this.prize(place, `places.${i}`),
          })),
        },
        referral: settings.referral,
      },
    };
  }

  async save(): Promise<boolean> {
    if (this.saving || !this.settings) return false;
    let request: CallRequest<'backoffice/sites/set_rewards'>;
    try {
      request = this.request();
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      this.badField = error.field;
      this.saveError = 'invalidRewardsSettings';
      return false;
    }
    this.saving = true;
    this.saveError = undefined;
    this.badField = undefined;
    const outcome = await this.calls().run((t) => setSiteRewards(t, request));
    return runInAction(() => {
      this.saving = false;
      if (!outcome.ok || !outcome.answer.settings) {
        this.saveError = outcome.ok ? 'serviceUnavailable' : outcome.error;
        return false;
      }
      this.show({ ...outcome.answer, settings: outcome.answer.settings });
      this.saved = true;
      return true;
    });
  }
}
