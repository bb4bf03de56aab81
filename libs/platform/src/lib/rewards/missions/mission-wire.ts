import type { CallAnswerInput } from '@wl/contract';
import { currencyDigits, toMajor } from '@wl/money';
import type { MissionKind } from './mission-input';
import type { MissionProgress } from './mission-progress';

type MissionWire = CallAnswerInput<'mission/list'>['missions'][number];
export type PrizeWire = MissionWire['reward'];

/** A prize on the wire: whole tokens, cash in major units of the site currency, or nothing. */
export function prizeWire(kind: string, amount: number, digits: number): PrizeWire {
  if (kind === 'tokens') return { kind: 'tokens', amount };
  if (kind === 'cash') return { kind: 'cash', amount: toMajor(amount, digits) };
  return { kind: 'nothing', amount: 0 };
}

/** A target or progress in the wire's units: major units for money, a multiplier (2.5), else a count. */
function inWireUnits(kind: MissionKind, stored: number, digits: number): number {
  if (kind === 'wager' || kind === 'deposit') return toMajor(stored, digits);
  if (kind === 'win_multiplier') return toMajor(stored, 2);
  return stored;
}

export function missionWire(mission: MissionProgress, currency: string): MissionWire {
  const digits = currencyDigits(currency);
  return {
    mission_id: mission.id,
    period: mission.period,
    kind: mission.kind,
    target: inWireUnits(mission.kind, mission.target, digits),
    category: mission.category,
    progress: inWireUnits(mission.kind, Math.min(mission.progress, mission.target), digits),
    completed: mission.progress >= mission.target,
    claimed: mission.claimed,
    reward: prizeWire(mission.rewardKind, mission.rewardAmount, digits),
    period_start: mission.periodStart.toISOString(),
    period_end: mission.periodEnd.toISOString(),
  };
}
