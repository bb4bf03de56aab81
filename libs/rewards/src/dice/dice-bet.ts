import { makeAutoObservable } from 'mobx';
import type { DiceDirection, DiceRequest, DiceRules } from '@wl/api';
import { diceChance, diceMultiplierBp } from '@wl/fairness';

/** A dice bet as the wire carries it, without the member fields and the request id. */
export type DiceBetRequest = Pick<DiceRequest, 'stake' | 'target' | 'direction'>;

/** What the stake field says is wrong with it. */
export type StakeProblem = 'whole' | 'belowMin' | 'aboveMax' | 'aboveTokens';

const HUNDREDTHS = 100;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The dice form: the stake (whole tokens, as typed), the target in hundredths (0.01 steps) and the side.
 * The chance and the payout multiplier are read with @wl/fairness, the platform's own reading, so the
 * page promises exactly what a round pays. The target is kept where the site's rules allow its chance.
 */
export class DiceBet {
  stakeText = '';
  /** Hundredths: 4950 is 49.50. */
  target = 4950;
  direction: DiceDirection = 'under';

  constructor(private readonly rules: () => DiceRules | null) {
    makeAutoObservable<this, 'rules'>(this, { rules: false }, { autoBind: true });
  }

  /** The lowest and highest target the rules allow on this side, in hundredths. */
  get targetRange(): { min: number; max: number } {
    const rules = this.rules();
    const minChance = Math.round((rules?.min_chance ?? 1) * HUNDREDTHS);
    const maxChance = Math.round((rules?.max_chance ?? 98) * HUNDREDTHS);
    return this.direction === 'under'
      ? { min: minChance, max: maxChance }
      : { min: 10_000 - maxChance, max: 10_000 - minChance };
  }

  /** The chance to win, in hundredths of a percent. */
  get chance(): number {
    return diceChance(this.target, this.direction);
  }

  /** The payout multiplier in ten-thousandths (2.0000 is 20,000). */
  get multiplierBp(): number {
    return diceMultiplierBp(this.chance, this.rules()?.house_edge_percent ?? 0);
  }

  get stake(): number | null {
    const text = this.stakeText.trim();
    return /^\d{1,9}$/.test(text) ? Number(text) : null;
  }

  /** Tokens a win pays back (stake included), rounded down as the platform does. */
  get payout(): number {
    return Math.floor(((this.stake ?? 0) * this.multiplierBp) / 10_000);
  }

  /** What is wrong with the stake for these tokens, or null. */
  stakeProblem(tokens: number): StakeProblem | null {
    const rules = this.rules();
    const stake = this.stake;
    if (stake === null) return 'whole';
    if (rules && stake < rules.min_stake) return 'belowMin';
    if (rules && stake > rules.max_stake) return 'aboveMax';
    if (stake > tokens) return 'aboveTokens';
    return null;
  }

  setStake(text: string): void {
    this.stakeText = text;
  }

  /** A target from the slider or the field (percent, 0.01 steps), kept within the rules. */
  setTargetPercent(percent: number): void {
    if (!Number.isFinite(percent)) return;
    const { min, max } = this.targetRange;
    this.target = clamp(Math.round(percent * HUNDREDTHS), min, max);
  }

  /** The other side, at the same chance: under 49.50 becomes over 50.50. */
  setDirection(direction: DiceDirection): void {
    if (direction === this.direction) return;
    this.direction = direction;
    const { min, max } = this.targetRange;
    this.target = clamp(10_000 - this.target, min, max);
  }

  /** The rules arrived: the stake starts at their minimum, the target is moved inside them. */
  fitRules(): void {
    const rules = this.rules();
    if (!rules) return;
    if (this.stakeText === '') this.stakeText = String(rules.min_stake);
    const { min, max } = this.targetRange;
    this.target = clamp(this.target, min, max);
  }

  /** The bet to send; null while the stake is not a whole number. */
  request(): DiceBetRequest | null {
    const stake = this.stake;
    if (stake === null) return null;
    return { stake, target: this.target / HUNDREDTHS, direction: this.direction };
  }
}
