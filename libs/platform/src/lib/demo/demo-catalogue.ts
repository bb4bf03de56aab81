import type { GameCategory } from '@wl/site-model';
import type { GameInput, ProviderInput } from '../sites/games/game-types';
import { seededRandom, shuffled } from '../sites/seeded-random';

interface DemoProvider extends ProviderInput {
  /** Prefix of the provider's game codes (JL001, PP014, ...). */
  prefix: string;
}

/** The demo catalogue's studios; the spec names JILI, PPLAY, FACHAI, PGSOFT, JDB, YBAT and EPW. */
export const DEMO_PROVIDERS: readonly DemoProvider[] = [
  { code: 'JILI', name: 'JILI Games', prefix: 'JL' },
  { code: 'PPLAY', name: 'Pragmatic Play', prefix: 'PP' },
  { code: 'FACHAI', name: 'FA CHAI Gaming', prefix: 'FC' },
  { code: 'PGSOFT', name: 'PG Soft', prefix: 'PG' },
  { code: 'JDB', name: 'JDB Gaming', prefix: 'JDB' },
  { code: 'YBAT', name: 'YB Gaming', prefix: 'YB' },
  { code: 'EPW', name: 'E-Play World', prefix: 'EPW' },
  { code: 'EVO', name: 'Evolution', prefix: 'EVO' },
  { code: 'SEXY', name: 'AE Sexy', prefix: 'AES' },
  { code: 'CQ9', name: 'CQ9 Gaming', prefix: 'CQ' },
  { code: 'KM', name: 'Kingmaker', prefix: 'KM' },
  { code: 'SPRIBE', name: 'Spribe', prefix: 'SPB' },
  { code: 'SABA', name: 'SABA Sports', prefix: 'SABA' },
  { code: 'SBO', name: 'SBOBET', prefix: 'SBO' },
  { code: 'SV388', name: 'SV388', prefix: 'SV' },
  { code: 'RCB', name: 'RCB988', prefix: 'RCB' },
];

const SLOT_WORDS: readonly [readonly string[], readonly string[]] = [
  [
    'Golden',
    'Lucky',
    'Mega',
    'Wild',
    'Fortune',
    'Dragon',
    'Royal',
    'Mystic',
    'Super',
    'Crazy',
    'Jungle',
    'Neon',
    'Pharaoh',
    'Samurai',
    'Candy',
    'Cosmic',
    'Treasure',
    'Thunder',
    'Diamond',
    'Panda',
  ],
  [
    'Empire',
    'Gems',
    'Tiger',
    'Koi',
    'Riches',
    'Fiesta',
    'Temple',
    'Bonanza',
    'Quest',
    'Rush',
    'Party',
    'Spins',
    'Legend',
    'Queen',
    'Storm',
    'Harvest',
    'Blast',
    'Express',
    'Heist',
    'Wheel',
  ],
];

/** Every category but slots: its games' names and the providers that make them (dealt round-robin). */
const NAMED_GAMES: Readonly<
  Record<Exclude<GameCategory, 'slots'>, { providers: string[]; names: string[] }>
> = {
  livecasino: {
    providers: ['EVO', 'SEXY', 'PPLAY'],
    names: [
      'Speed Baccarat',
      'Lightning Roulette',
      'Dragon Tiger',
      'Super Sic Bo',
      'Blackjack VIP',
      'Mega Wheel',
      'Andar Bahar',
      'Fan Tan',
      'Golden Baccarat',
      'Auto Roulette',
      'Teen Patti Live',
      'Crazy Dice',
      'Baccarat Squeeze',
      'Roulette Azure',
      'Casino Hold’em Live',
      'Bac Bo',
      'Blackjack Classic',
      'Sic Bo Deluxe',
      'Dream Catcher Wheel',
      'No Commission Baccarat',
      'Immersive Roulette',
      'Dragon Tiger Gold',
      'Baccarat Control Squeeze',
      'Lucky 7 Roulette',
    ],
  },
  table: {
    providers: ['JILI', 'KM', 'EVO'],
    names: [
      'Blackjack',
      'European Roulette',
      'Baccarat Deluxe',
      'Sic Bo Dice',
      'Dragon & Tiger',
      'Pai Gow',
      'Red Dog',
      'Hi-Lo Cards',
      'Three Card Poker',
      'Caribbean Stud',
      'American Roulette',
      'Casino War',
      'Thai Hi-Lo',
      'Fish Prawn Crab',
      'Belangkai',
    ],
  },
  poker: {
    providers: ['JILI', 'KM'],
    names: [
      'Texas Hold’em',
      'Omaha Hi',
      'Pusoy Go',
      'Tongits Go',
      'Rummy Royale',
      'Pok Deng',
      'Niu Niu',
      'Blackjack Duel',
      'Teen Patti Pro',
      'Short Deck',
    ],
  },
  fish: {
    providers: ['JILI', 'FACHAI', 'JDB', 'CQ9'],
    names: [
      'Ocean King',
      'Royal Fishing',
      'Dinosaur Tycoon',
      'Mega Fishing',
      'Fishing Legend',
      'Jackpot Fishing',
      'Bombing Fishing',
      'Happy Fishing',
      'Dragon Fishing',
      'Star Hunter',
      'Boom Legend',
      'Golden Whale',
      'Shark Hunter',
      'Koi Catch',
      'Deep Sea Fortune',
      'Mermaid Hunt',
    ],
  },
  hashgame: {
    providers: ['YBAT'],
    names: [
      'Hash Dice',
      'Hash Lucky',
      'Hash Baccarat',
      'Hash Odd Even',
      'Hash Big Small',
      'Hash Niu Niu',
      'Hash Roulette',
      'Hash Banker',
      'Hash Lucky Tail',
      'Hash Sum',
    ],
  },
  sportsbook: {
    providers: ['SABA', 'SBO'],
    names: ['SABA Sports', 'SBO Sports', 'Virtual Football', 'Virtual Basketball', 'E-Sports Arena'],
  },
  sabong: {
    providers: ['SV388', 'EPW'],
    names: [
      'Sabong Arena',
      'Derby Cockfight',
      'Sabong International',
      'Slasher Cup Live',
      'Cockpit Royale',
      'Sabong Masters',
    ],
  },
  lottery: {
    providers: ['JDB', 'YBAT'],
    names: [
      'Keno',
      'Fast 3',
      'Lucky 5D',
      'Thai Lottery',
      'Vietnam Lottery',
      'Mark Six',
      'Pick 3',
      'Power Balls',
      'Lotto 6/45',
      'Daily Draw',
    ],
  },
  horseracing: {
    providers: ['RCB', 'EPW'],
    names: [
      'Royal Derby',
      'Virtual Horse Racing',
      'Greyhound Sprint',
      'Dash Derby',
      'Trotting Cup',
      'Jockey Club Live',
    ],
  },
  bingo: {
    providers: ['JILI', 'KM'],
    names: [
      'Bingo Carnival',
      'Lucky Bingo',
      'Calaca Bingo',
      'Pirate Bingo',
      'Bingo Adventure',
      'Go Goal Bingo',
      'Fortune Bingo',
      'Jackpot Bingo',
    ],
  },
  arcade: {
    providers: ['SPRIBE', 'JILI', 'FACHAI', 'KM'],
    names: [
      'Plinko',
      'Mines',
      'Limbo',
      'Hi-Lo',
      'Keno Rush',
      'Dice',
      'Tower Climb',
      'Coin Flip',
      'Wheel of Luck',
      'Goal!',
      'Penalty Shootout',
      'Color Game',
      'Lucky Ball',
      'Money Coming',
    ],
  },
  crash: {
    providers: ['SPRIBE', 'JILI', 'YBAT'],
    names: [
      'Aviator',
      'Jet Rush',
      'Rocket Go',
      'Crash Cricket',
      'Balloon Pop',
      'Space Dash',
      'Moon Launch',
      'Turbo Crash',
      'Sky Racer',
      'Cash Climb',
    ],
  },
  freeplay: {
    providers: ['JILI', 'PGSOFT', 'PPLAY'],
    names: [
      'Practice Spins',
      'Free Fortune Reels',
      'Demo Dragon',
      'Free Gems Rush',
      'Try Sweet Bonanza',
      'Fun Mahjong Ways',
      'Free Super Ace',
      'Play Money Wheel',
      'Free Lucky Neko',
      'Demo Treasure Bowl',
    ],
  },
};

const SLOT_PROVIDERS = ['JILI', 'PPLAY', 'FACHAI', 'PGSOFT', 'JDB', 'CQ9'];
const SLOT_GAMES = 100;

/** The demo providers of each category, from the catalogue. */
export function providersOf(category: GameCategory): string[] {
  return category === 'slots' ? [...SLOT_PROVIDERS] : [...NAMED_GAMES[category].providers];
}

/**
 * The demo catalogue: a hundred slots with made-up names and the named games of every other category,
 * with hot, featured, popular and new flags. Deterministic: every install gets the same games.
 */
export function demoGames(): GameInput[] {
  const random = seededRandom('demo-catalogue');
  const counters = new Map<string, number>();
  const codeFor = (providerCode: string) => {
    const next = (counters.get(providerCode) ?? 0) + 1;
    counters.set(providerCode, next);
    const prefix = DEMO_PROVIDERS.find((p) => p.code === providerCode)?.prefix ?? providerCode;
    return `${prefix}${String(next).padStart(3, '0')}`;
  };
  const game = (
    providerCode: string,
    gameName: string,
    gameType: GameCategory,
    index: number,
  ): GameInput => ({
    providerCode,
    gameCode: codeFor(providerCode),
    gameName,
    gameType,
    // The first two of every category are hot, so each lobby's hot row has something.
    hot: index < 2 || random() < 0.15,
    featured: random() < 0.12,
    popular: random() < 0.1,
    isNew: random() < 0.1,
    // Live dealer tables play for real only, as the studios offering them do.
    funMode: gameType !== 'livecasino',
  });

  const [adjectives, nouns] = SLOT_WORDS;
  const slotNames = shuffled(
    adjectives.flatMap((a) => nouns.map((n) => `${a} ${n}`)),
    random,
  ).slice(0, SLOT_GAMES);
  const slots = slotNames.map((name, i) =>
    game(SLOT_PROVIDERS[i % SLOT_PROVIDERS.length] ?? 'JILI', name, 'slots', i),
  );
  const others = (Object.keys(NAMED_GAMES) as Exclude<GameCategory, 'slots'>[]).flatMap((category) => {
    const { providers, names } = NAMED_GAMES[category];
    return names.map((name, i) => game(providers[i % providers.length] ?? 'JILI', name, category, i));
  });
  return [...slots, ...others];
}
