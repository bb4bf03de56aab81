/** What a balance is counted in: the site currency (game balance) or minigame tokens. */
export type Asset = 'game' | 'token';
export const ASSETS: readonly Asset[] = ['game', 'token'];

/**
 * A player's pockets of an asset: what they can use, what is frozen until released (tokens held for
 * games in play, money held for a withdrawal waiting for its decision), and bonus money kept apart from
 * cash until its wagering is met (never staked, never withdrawable).
 */
export type Pocket = 'available' | 'frozen' | 'bonus';
/** The site's side of every posting. */
export type HouseAccount = 'cash' | 'games' | 'bonus' | 'adjustment';

export type Side = { player: Pocket } | { house: HouseAccount };

interface KindRule {
  assets: readonly Asset[];
  from: Side;
  to: Side;
}

/**
 * Every kind of posting and the two accounts it moves money between. Callers name a kind, never the
 * accounts, so a posting cannot take money from the wrong place.
 */
export const LEDGER_KINDS = {
  deposit: { assets: ['game'], from: { house: 'cash' }, to: { player: 'available' } },
  withdrawal: { assets: ['game'], from: { player: 'available' }, to: { house: 'cash' } },
  bet: { assets: ['game'], from: { player: 'available' }, to: { house: 'games' } },
  win: { assets: ['game'], from: { house: 'games' }, to: { player: 'available' } },
  /** Part of a win taken back: a sports bet settled again after a score correction pays less. */
  winCorrection: { assets: ['game'], from: { player: 'available' }, to: { house: 'games' } },
  /** A bet given back (a provider's rollback): turnover counts bets less refunds. */
  refund: { assets: ['game'], from: { house: 'games' }, to: { player: 'available' } },
  reward: { assets: ['game', 'token'], from: { house: 'bonus' }, to: { player: 'available' } },
  credit: { assets: ['game', 'token'], from: { house: 'adjustment' }, to: { player: 'available' } },
  debit: { assets: ['game', 'token'], from: { player: 'available' }, to: { house: 'adjustment' } },
  tokenFreeze: { assets: ['token'], from: { player: 'available' }, to: { player: 'frozen' } },
  tokenRelease: { assets: ['token'], from: { player: 'frozen' }, to: { player: 'available' } },
  /** A token round's stake, frozen while the round is open, spent when it settles. */
  tokenStake: { assets: ['token'], from: { player: 'frozen' }, to: { house: 'bonus' } },
  /** Tokens earned by real play (the site's tokens per amount wagered). */
  tokenEarn: { assets: ['token'], from: { house: 'bonus' }, to: { player: 'available' } },
  /** What a token round (lucky spin, dice) pays. */
  minigamePrize: { assets: ['game', 'token'], from: { house: 'bonus' }, to: { player: 'available' } },
  /** A mission's reward, once per mission and period. */
  missionReward: { assets: ['game', 'token'], from: { house: 'bonus' }, to: { player: 'available' } },
  /** A leaderboard place's prize, once per period and rank. */
  leaderboardPrize: { assets: ['game', 'token'], from: { house: 'bonus' }, to: { player: 'available' } },
  /** A referrer's commission on a settled day, once per referrer, site and day. */
  referralCommission: { assets: ['game'], from: { house: 'bonus' }, to: { player: 'available' } },
  /** A promotion's bonus money granted on a qualifying deposit, kept in the bonus pocket. */
  bonusGrant: { assets: ['game'], from: { house: 'bonus' }, to: { player: 'bonus' } },
  /** Bonus money whose wagering is met: it becomes cash. */
  bonusRelease: { assets: ['game'], from: { player: 'bonus' }, to: { player: 'available' } },
  /** Bonus money expired or given up: it returns to the house. */
  bonusForfeit: { assets: ['game'], from: { player: 'bonus' }, to: { house: 'bonus' } },
  /** A requested withdrawal held until it is decided (migration 0010's cashier functions post these). */
  withdrawalHold: { assets: ['game'], from: { player: 'available' }, to: { player: 'frozen' } },
  /** A withdrawal cancelled, rejected or failed: its hold returns. */
  withdrawalRelease: { assets: ['game'], from: { player: 'frozen' }, to: { player: 'available' } },
  /** A withdrawal paid out by the PSP: its hold leaves for the house's cash. */
  withdrawalPayout: { assets: ['game'], from: { player: 'frozen' }, to: { house: 'cash' } },
} as const satisfies Record<string, KindRule>;

export type LedgerKind = keyof typeof LEDGER_KINDS;

export function isLedgerKind(value: string): value is LedgerKind {
  return Object.hasOwn(LEDGER_KINDS, value);
}

export function isAsset(value: string): value is Asset {
  return (ASSETS as readonly string[]).includes(value);
}
