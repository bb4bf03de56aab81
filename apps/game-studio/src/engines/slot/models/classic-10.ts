import { paylines } from '../paylines';
import type { SlotModel } from '../slot-types';
import { LINE_BETS, reelsFrom, symbols } from './model-parts';

/** Few symbols, frequent small wins, no scatter: a fruit-machine feel. */
export const CLASSIC_10: SlotModel = {
  code: 'classic10',
  name: 'Classic 10 lines',
  volatility: 'low',
  lineBetLevelsMinor: LINE_BETS,
  symbols: symbols(
    ['W', 'wild'],
    ['H1', 'high'],
    ['H2', 'high'],
    ['H3', 'high'],
    ['L1', 'low'],
    ['L2', 'low'],
    ['L3', 'low'],
    ['L4', 'low'],
  ),
  reels: reelsFrom({
    W: [1, 2, 2, 2, 2],
    H1: [2, 2, 2, 2, 2],
    H2: [3, 3, 3, 3, 3],
    H3: [3, 3, 3, 3, 3],
    L1: [4, 4, 4, 4, 4],
    L2: [5, 5, 5, 5, 5],
    L3: [6, 6, 6, 6, 6],
    L4: [6, 6, 6, 6, 6],
  }),
  paylines: paylines(10),
  pays: {
    W: [100, 500, 2500],
    H1: [40, 150, 750],
    H2: [20, 80, 300],
    H3: [15, 50, 200],
    L1: [10, 40, 120],
    L2: [8, 30, 100],
    L3: [6, 20, 60],
    L4: [6, 15, 50],
  },
  scatterPays: {},
};
