import { windowAt } from './reel-strips';
import type { SlotMaths } from './slot-types';

/**
 * The problems of a slot's maths (empty when sound): what the analytic RTP and the engine rely on.
 * The models are checked by their spec; a game made from a model keeps its soundness.
 */
export function checkSlotMaths(maths: SlotMaths): string[] {
  const problems: string[] = [];
  const ids = new Set(maths.symbols.map((s) => s.id));
  if (ids.size !== maths.symbols.length) problems.push('symbol ids repeat');
  const wilds = maths.symbols.filter((s) => s.role === 'wild');
  const scatters = maths.symbols.filter((s) => s.role === 'scatter');
  if (wilds.length > 1) problems.push('more than one wild');
  if (scatters.length > 1) problems.push('more than one scatter');

  if (maths.reels.length !== 5) problems.push('not 5 reels');
  maths.reels.forEach((strip, reel) => {
    if (strip.length < 3) problems.push(`reel ${reel} is shorter than the window`);
    for (const id of strip) if (!ids.has(id)) problems.push(`reel ${reel} holds unknown ${id}`);
    const scatter = scatters[0]?.id;
    for (let stop = 0; stop < strip.length; stop += 1) {
      if (windowAt(strip, stop).filter((id) => id === scatter).length > 1) {
        problems.push(`reel ${reel} shows two scatters at stop ${stop}`);
      }
    }
  });

  const lineKeys = new Set(maths.paylines.map((line) => line.join('')));
  if (lineKeys.size !== maths.paylines.length) problems.push('paylines repeat');
  for (const line of maths.paylines) {
    if (line.length !== 5 || line.some((row) => row < 0 || row > 2 || !Number.isInteger(row))) {
      problems.push(`payline ${line.join('')} is not 5 rows of 0..2`);
    }
  }

  for (const symbol of maths.symbols) {
    const pays = maths.pays[symbol.id];
    if (symbol.role === 'scatter') {
      if (pays) problems.push('the scatter has line pays');
      continue;
    }
    if (!pays) {
      problems.push(`${symbol.id} has no line pays`);
      continue;
    }
    if (pays.some((p) => !Number.isInteger(p) || p < 0)) problems.push(`${symbol.id} pays are not whole`);
    if (pays[0] > pays[1] || pays[1] > pays[2]) problems.push(`${symbol.id} pays fall with the count`);
    // The line evaluation pays the better of wilds-as-wilds and the first symbol with wilds: right only
    // when no other symbol could pay more on a run of wilds.
    const wild = wilds[0];
    const wildPays = wild ? maths.pays[wild.id] : undefined;
    if (wildPays && pays.some((p, i) => p > (wildPays[i] as number))) {
      problems.push(`${symbol.id} pays more than the wild`);
    }
  }
  for (const [count, pay] of Object.entries(maths.scatterPays)) {
    if (!Number.isInteger(pay) || pay < 0 || !(Number(count) >= 1 && Number(count) <= 15)) {
      problems.push(`scatter pay for ${count} is not a whole multiple`);
    }
  }
  return problems;
}
