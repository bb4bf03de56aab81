import { paylines } from '../paylines';
import type { SlotModel } from '../slot-types';
import { reelsFrom, symbols } from './model-parts';

/** Many wilds on the middle reels: frequent line wins over 25 lines. */
export const WILD_25: SlotModel = {
  code: 'wild25',
  name: '25 lines, wild reels',
  volatility: 'medium',
  lineBetLevelsMinor: [1, 2, 4, 8, 20, 40, 100, 200, 400],
  symbols: symbols(
    ['W', 'wild'],
    ['S', 'scatter'],
    ['H1', 'high'],
    ['H2', 'high'],
    ['H3', 'high'],
    ['H4', 'high'],
    ['L1', 'low'],
    ['L2', 'low'],
    ['L3', 'low'],
    ['L4', 'low'],
  ),
  reels: reelsFrom({
    W: [1, 3, 4, 3, 1],
    S: [1, 1, 1, 1, 1],
    H1: [2, 2, 2, 2, 2],
    H2: [3, 3, 3, 3, 3],
    H3: [3, 3, 3, 3, 3],
    H4: [4, 4, 4, 4, 4],
    L1: [5, 5, 5, 5, 5],
    L2: [5, 5, 5, 5, 5],
    L3: [6, 6, 6, 6, 6],
    L4: [6, 6, 6, 6, 6],
  }),
  paylines: paylines(25),
  pays: {
    W: [60, 250, 1200],
    H1: [60, 250, 1200],
    H2: [35, 120, 500],
    H3: [25, 100, 300],
    H4: [20, 60, 180],
    L1: [6, 20, 80],
    L2: [5, 15, 60],
    L3: [5, 12, 50],
    L4: [4, 12, 40],
  },
  scatterPays: { 3: 4, 4: 20, 5: 100 },
};
