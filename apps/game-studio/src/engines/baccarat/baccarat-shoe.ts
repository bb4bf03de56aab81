import type { RandomSource } from '../engine-types';
import type { Card, CardRank, CardSuit } from './baccarat-types';

/** A fresh shoe of eight decks for every round. */
export const DECKS = 8;

const RANKS: readonly CardRank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS: readonly CardSuit[] = ['♠', '♥', '♦', '♣'];

/** The card at a position of an ordered shoe: 52 cards a deck, rank-major within a suit. */
function cardAt(position: number): Card {
  const rankIndex = position % 13;
  return {
    rank: RANKS[rankIndex] as CardRank,
    suit: SUITS[Math.floor(position / 13) % 4] as CardSuit,
    value: rankIndex >= 9 ? 0 : rankIndex + 1,
  };
}

/**
 * Deals cards without replacement from a fresh shoe. Only the dealt positions are remembered: a draw picks
 * uniformly among the positions left by counting past the ones already dealt.
 */
export function freshShoe(random: RandomSource, decks = DECKS): { deal(): Card } {
  const size = 52 * decks;
  const dealt: number[] = []; // ascending
  return {
    deal() {
      let position = random.int(size - dealt.length);
      let at = 0;
      while (at < dealt.length && (dealt[at] as number) <= position) {
        position += 1;
        at += 1;
      }
      dealt.splice(at, 0, position);
      return cardAt(position);
    },
  };
}
