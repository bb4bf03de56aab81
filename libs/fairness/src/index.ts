export { fairFloat, fairMessage, floatOfBytes, type HmacSha256 } from './lib/fair-result';
export {
  DICE_OUTCOMES,
  diceChance,
  diceMultiplierBp,
  diceRoll,
  diceWins,
  wheelSegment,
  type DiceDirection,
} from './lib/fair-games';
