/** Punto banco's drawing rules, on hand totals (0..9) only: both the engine and the exact RTP use them. */

/** A hand total: the sum of its card values, last digit. */
export const handTotal = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + value, 0) % 10;

/** An 8 or a 9 on the first two cards ends the coup: nobody draws. */
export const isNatural = (total: number): boolean => total >= 8;

/** The player draws a third card on 0 to 5 and stands on 6 or 7. */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * Whether the banker draws. If the player stood, the banker draws on 0 to 5. Otherwise it depends on the
 * banker's total and the value of the player's third card: 0–2 draw; 3 draws unless the card is an 8;
 * 4 draws on 2–7; 5 draws on 4–7; 6 draws on 6–7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}
