export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const MAX_PICKS = 10;

/**
 * What a ticket returns, stake included, by how many numbers it picked (the key) and how many of them
 * were drawn (the index), in hundredths of the stake: 380 is 3.8×. Ten picks with no hit return the
 * stake. RTP per pick count (exact, keno-maths): 1 95.00 %, 2 95.09 %, 3 94.35 %, 4 95.87 %, 5 96.27 %,
 * 6 94.65 %, 7 95.90 %, 8 94.45 %, 9 94.97 %, 10 96.09 %.
 */
export const KENO_PAYTABLE: Readonly<Record<number, readonly number[]>> = {
  1: [0, 380],
  2: [0, 100, 950],
  3: [0, 0, 250, 4_300],
  4: [0, 0, 150, 700, 11_000],
  5: [0, 0, 50, 400, 2_200, 35_000],
  6: [0, 0, 50, 200, 800, 6_500, 80_000],
  7: [0, 0, 0, 150, 500, 2_500, 20_000, 300_000],
  8: [0, 0, 0, 100, 300, 1_300, 7_000, 40_000, 400_000],
  9: [0, 0, 0, 50, 200, 600, 3_500, 25_000, 150_000, 800_000],
  10: [100, 0, 0, 0, 150, 400, 2_000, 10_000, 60_000, 250_000, 1_000_000],
};
