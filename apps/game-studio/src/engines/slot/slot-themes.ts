/** A symbol's name and glyph (an emoji, or a short text such as a card rank). */
export type Glyph = readonly [name: string, glyph: string];

/**
 * A look for slot games: a wild, a scatter and pools of high and low symbols, larger than a model needs,
 * so that games of one theme still differ. A game takes the theme its name's words point to.
 */
export interface SlotTheme {
  code: string;
  /** Words of game names that call for the theme (compared case-insensitively). */
  keywords: readonly string[];
  wild: Glyph;
  scatter: Glyph;
  high: readonly Glyph[];
  low: readonly Glyph[];
}

const CARD_RANKS: readonly Glyph[] = [
  ['Ace', 'A'],
  ['King', 'K'],
  ['Queen', 'Q'],
  ['Jack', 'J'],
  ['Ten', '10'],
  ['Nine', '9'],
];

export const SLOT_THEMES: readonly SlotTheme[] = [
  {
    code: 'orient',
    keywords: ['dragon', 'panda', 'samurai', 'koi', 'fortune', 'lucky', 'mahjong', 'neko', 'bowl', 'tiger'],
    wild: ['Dragon', '🐉'],
    scatter: ['Red envelope', '🧧'],
    high: [
      ['Panda', '🐼'],
      ['Tiger', '🐯'],
      ['Lantern', '🏮'],
      ['Koi', '🎏'],
      ['Mahjong tile', '🀄'],
      ['Lucky cat', '🐱'],
    ],
    low: [
      ['Coin', '🪙'],
      ['Bamboo', '🎋'],
      ['Orange', '🍊'],
      ['Blossom', '🌸'],
      ['Tea', '🍵'],
      ['Dumpling', '🥟'],
    ],
  },
  {
    code: 'egypt',
    keywords: ['pharaoh', 'temple', 'empire', 'legend', 'mystic', 'queen'],
    wild: ['Pharaoh', '🗿'],
    scatter: ['Pyramid', '🔺'],
    high: [
      ['Cobra', '🐍'],
      ['Scorpion', '🦂'],
      ['Camel', '🐫'],
      ['Urn', '🏺'],
      ['Scarab', '🪲'],
      ['Eye', '👁️'],
    ],
    low: CARD_RANKS,
  },
  {
    code: 'candy',
    keywords: ['candy', 'fiesta', 'party', 'bonanza', 'sweet', 'crazy'],
    wild: ['Rainbow', '🌈'],
    scatter: ['Lollipop', '🍭'],
    high: [
      ['Cake', '🍰'],
      ['Cupcake', '🧁'],
      ['Doughnut', '🍩'],
      ['Chocolate', '🍫'],
      ['Sweet', '🍬'],
      ['Cookie', '🍪'],
    ],
    low: [
      ['Strawberry', '🍓'],
      ['Grapes', '🍇'],
      ['Melon', '🍉'],
      ['Banana', '🍌'],
      ['Apple', '🍏'],
      ['Peach', '🍑'],
    ],
  },
  {
    code: 'cosmic',
    keywords: ['cosmic', 'neon', 'thunder', 'storm', 'blast', 'express', 'super', 'mega', 'rush', 'star'],
    wild: ['Star', '⭐'],
    scatter: ['Rocket', '🚀'],
    high: [
      ['Planet', '🪐'],
      ['Alien', '👽'],
      ['Moon', '🌙'],
      ['Comet', '☄️'],
      ['Saucer', '🛸'],
      ['Earth', '🌍'],
    ],
    low: [
      ['Bolt', '⚡'],
      ['Blue gem', '🔷'],
      ['Orange gem', '🔶'],
      ['Orb', '🔮'],
      ['Satellite', '📡'],
      ['Telescope', '🔭'],
    ],
  },
  {
    code: 'jungle',
    keywords: ['jungle', 'quest', 'harvest', 'wild', 'safari'],
    wild: ['Lion', '🦁'],
    scatter: ['Volcano', '🌋'],
    high: [
      ['Parrot', '🦜'],
      ['Monkey', '🐒'],
      ['Elephant', '🐘'],
      ['Zebra', '🦓'],
      ['Crocodile', '🐊'],
      ['Gorilla', '🦍'],
    ],
    low: [
      ['Banana', '🍌'],
      ['Coconut', '🥥'],
      ['Leaf', '🌿'],
      ['Pineapple', '🍍'],
      ['Hibiscus', '🌺'],
      ['Mushroom', '🍄'],
    ],
  },
  {
    code: 'treasure',
    keywords: ['golden', 'treasure', 'diamond', 'gems', 'riches', 'royal', 'heist', 'wheel', 'gold'],
    wild: ['Crown', '👑'],
    scatter: ['Money bag', '💰'],
    high: [
      ['Diamond', '💎'],
      ['Trophy', '🏆'],
      ['Ring', '💍'],
      ['Key', '🗝️'],
      ['Gold bar', '🥇'],
      ['Chest', '🧰'],
    ],
    low: CARD_RANKS,
  },
  {
    code: 'ocean',
    keywords: ['ocean', 'fishing', 'fish', 'whale', 'shark', 'mermaid', 'sea', 'hunter', 'catch', 'boom'],
    wild: ['Trident', '🔱'],
    scatter: ['Shell', '🐚'],
    high: [
      ['Whale', '🐋'],
      ['Shark', '🦈'],
      ['Octopus', '🐙'],
      ['Turtle', '🐢'],
      ['Dolphin', '🐬'],
      ['Squid', '🦑'],
    ],
    low: [
      ['Crab', '🦀'],
      ['Shrimp', '🦐'],
      ['Puffer', '🐡'],
      ['Anchor', '⚓'],
      ['Wave', '🌊'],
      ['Fish', '🐟'],
    ],
  },
  {
    code: 'fruit',
    keywords: ['classic', 'fruit', 'spins', 'reels', 'practice', 'free', 'demo', 'play'],
    wild: ['Joker', '🃏'],
    scatter: ['Star', '🌟'],
    high: [
      ['Seven', '7️⃣'],
      ['Bell', '🔔'],
      ['Clover', '🍀'],
      ['Bar', 'BAR'],
      ['Horseshoe', '🧲'],
      ['Dollar', '💲'],
    ],
    low: [
      ['Cherry', '🍒'],
      ['Lemon', '🍋'],
      ['Orange', '🍊'],
      ['Grapes', '🍇'],
      ['Melon', '🍉'],
      ['Plum', '🫐'],
    ],
  },
  {
    code: 'dino',
    keywords: ['dinosaur', 'dino', 'tycoon', 'bombing', 'jurassic'],
    wild: ['T. rex', '🦖'],
    scatter: ['Egg', '🥚'],
    high: [
      ['Sauropod', '🦕'],
      ['Volcano', '🌋'],
      ['Bone', '🦴'],
      ['Lizard', '🦎'],
      ['Footprint', '🐾'],
      ['Amber', '🟠'],
    ],
    low: [
      ['Fern', '🌿'],
      ['Rock', '🪨'],
      ['Palm', '🌴'],
      ['Fire', '🔥'],
      ['Drop', '💧'],
      ['Leaf', '🍃'],
    ],
  },
];
