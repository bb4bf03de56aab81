import { asRecord, readStakeMinor } from '../bet-input';
import { BetError, type Engine } from '../engine-types';
import { compileSlot, evaluateGrid, gridAt } from './slot-evaluate';
import type { SlotBet, SlotGame, SlotOutcome } from './slot-types';

export interface SlotEngine extends Engine<SlotBet, SlotOutcome> {
  kind: 'slot';
  game: SlotGame;
}

const ROWS = 3;

/** The engine of one slot game. A bet is `{ stakeMinor }`, one of the game's stake levels. */
export function createSlotEngine(game: SlotGame): SlotEngine {
  const slot = compileSlot(game);
  const lines = game.paylines.length;
  const levels = new Set(game.stakeLevelsMinor);
  const maxStake = Math.max(...game.stakeLevelsMinor);
  return {
    kind: 'slot',
    game,
    declaredRtp: game.rtp,
    stakeLevelsMinor: game.stakeLevelsMinor,
    parseBet(input) {
      const stakeMinor = readStakeMinor(asRecord(input).stakeMinor, { maxMinor: maxStake });
      if (!levels.has(stakeMinor)) {
        throw new BetError(`The stake must be one of ${game.stakeLevelsMinor.join(', ')} minor units.`);
      }
      return { stakeMinor, lineBetMinor: stakeMinor / lines };
    },
    stakeOf: (bet) => bet.stakeMinor,
    rtpOf: () => game.rtp,
    play(bet, random) {
      const stops = slot.strips.map((strip) => random.int(strip.length));
      const grid = gridAt(slot, stops);
      const { lineWins, scatterCount } = evaluateGrid(slot, grid);
      // Pays are whole multiples, so every amount is a whole number of minor units.
      const wins = lineWins.map((win) => ({
        line: win.line,
        symbol: slot.ids[win.symbol] as string,
        count: win.count,
        winMinor: win.multiplier * bet.lineBetMinor,
      }));
      const scatterWinMinor = (slot.scatterPays[scatterCount] ?? 0) * bet.stakeMinor;
      const totalWinMinor = wins.reduce((sum, win) => sum + win.winMinor, scatterWinMinor);
      const outcome: SlotOutcome = {
        stops,
        grid: stops.map((_, reel) =>
          Array.from({ length: ROWS }, (_, row) => slot.ids[grid[reel * ROWS + row] as number] as string),
        ),
        lineWins: wins,
        scatterCount,
        scatterWinMinor,
        totalWinMinor,
      };
      return { outcome, winMinor: totalWinMinor };
    },
  };
}
