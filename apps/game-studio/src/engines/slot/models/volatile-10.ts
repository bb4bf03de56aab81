import { paylines } from '../paylines';
import type { SlotModel } from '../slot-types';
import { LINE_BETS, reelsFrom, symbols } from './model-parts';

/** Rare wins that can be large: ten lines, many low symbols that seldom line up, a rich top end. */
export const VOLATILE_10: SlotModel = {
  code: 'volatile10',
  name: '10 lines, high volatility',
  volatility: 'high',
  lineBetLevelsMinor: LINE_BETS,
  symbols: symbols(
    ['W', 'wild'],
    ['S', 'scatter'],
    ['H1', 'high'],
    ['H2', 'high'],
    ['H3', 'high'],
    ['L1', 'low'],
    ['L2', 'low'],
    ['L3', 'low'],
    ['L4', 'low'],
    ['L5', 'low'],
    ['L6', 'low'],
  ),
  reels: reelsFrom({
    W: [1, 1, 1, 1, 1],
    S: [1, 1, 1, 1, 1],
    H1: [1, 1, 1, 1, 1],
    H2: [1, 1, 1, 1, 1],
    H3: [2, 2, 2, 2, 2],
    L1: [5, 5, 5, 5, 5],
    L2: [5, 5, 5, 5, 5],
    L3: [6, 6, 6, 6, 6],
    L4: [6, 6, 6, 6, 6],
    L5: [7, 7, 7, 7, 7],
    L6: [7, 7, 7, 7, 7],
  }),
  paylines: paylines(10),
  pays: {
    W: [1000, 10000, 50000],
    H1: [500, 5000, 20000],
    H2: [300, 2000, 10000],
    H3: [120, 800, 4000],
    L1: [20, 80, 300],
    L2: [20, 80, 300],
    L3: [15, 60, 200],
    L4: [15, 60, 200],
    L5: [8, 40, 120],
    L6: [8, 40, 120],
  },
  scatterPays: { 3: 20, 4: 200, 5: 2000 },
};
