import { paylines } from '../paylines';
import type { SlotModel } from '../slot-types';
import { LINE_BETS, reelsFrom, symbols } from './model-parts';

/** The everyday video slot: wilds and a scatter, medium swings. */
export const LINES_20: SlotModel = {
  code: 'lines20',
  name: '20 lines',
  volatility: 'medium',
  lineBetLevelsMinor: LINE_BETS,
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
    ['L5', 'low'],
  ),
  reels: reelsFrom({
    W: [1, 2, 2, 2, 2],
    S: [1, 1, 1, 1, 1],
    H1: [2, 2, 2, 2, 2],
    H2: [2, 2, 2, 2, 2],
    H3: [3, 3, 3, 3, 3],
    H4: [3, 3, 3, 3, 3],
    L1: [4, 4, 4, 4, 4],
    L2: [4, 4, 4, 4, 4],
    L3: [5, 5, 5, 5, 5],
    L4: [5, 5, 5, 5, 5],
    L5: [6, 6, 6, 6, 6],
  }),
  paylines: paylines(20),
  pays: {
    W: [150, 750, 4000],
    H1: [80, 300, 1500],
    H2: [70, 250, 800],
    H3: [40, 150, 500],
    H4: [35, 125, 400],
    L1: [20, 50, 150],
    L2: [15, 40, 150],
    L3: [10, 35, 100],
    L4: [10, 25, 80],
    L5: [10, 25, 75],
  },
  scatterPays: { 3: 5, 4: 20, 5: 100 },
};
