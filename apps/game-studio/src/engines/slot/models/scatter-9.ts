import { paylines } from '../paylines';
import type { SlotModel } from '../slot-types';
import { LINE_BETS, reelsFrom, symbols } from './model-parts';

/** Nine lines and two scatters a reel: much of the return comes from scatters anywhere. */
export const SCATTER_9: SlotModel = {
  code: 'scatter9',
  name: '9 lines, scatter pays',
  volatility: 'medium',
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
  ),
  reels: reelsFrom({
    W: [1, 1, 2, 1, 1],
    S: [2, 2, 2, 2, 2],
    H1: [2, 2, 2, 2, 2],
    H2: [3, 3, 3, 3, 3],
    H3: [3, 3, 3, 3, 3],
    L1: [4, 4, 4, 4, 4],
    L2: [5, 5, 5, 5, 5],
    L3: [5, 5, 5, 5, 5],
    L4: [6, 6, 6, 6, 6],
  }),
  paylines: paylines(9),
  pays: {
    W: [100, 500, 2000],
    H1: [50, 250, 1000],
    H2: [25, 100, 400],
    H3: [20, 75, 250],
    L1: [10, 30, 100],
    L2: [8, 25, 80],
    L3: [6, 20, 60],
    L4: [5, 15, 50],
  },
  scatterPays: { 3: 3, 4: 20, 5: 200 },
};
