import { CHIP_LEVELS_MINOR } from '../bet-input';
import type { Engine } from '../engine-types';
import { parseBaccaratRound } from './baccarat-bets';
import { BACCARAT_RETURN_HUNDREDTHS, baccaratRtps } from './baccarat-rtp';
import { freshShoe } from './baccarat-shoe';
import { bankerDraws, handTotal, isNatural, playerDraws } from './baccarat-tableau';
import type {
  BaccaratBetType,
  BaccaratOutcome,
  BaccaratRoundBet,
  BaccaratWinner,
  Card,
} from './baccarat-types';

export interface BaccaratEngine extends Engine<BaccaratRoundBet, BaccaratOutcome> {
  kind: 'baccarat';
  /** The exact RTP of each bet type. */
  rtps: Readonly<Record<BaccaratBetType, number>>;
}

let rtps: Record<BaccaratBetType, number> | undefined;

/** Deals one coup: two cards each (player first), then the third-card rules. */
export function dealCoup(
  deal: () => Card,
): Pick<BaccaratOutcome, 'player' | 'banker' | 'playerTotal' | 'bankerTotal'> {
  const p1 = deal();
  const b1 = deal();
  const p2 = deal();
  const b2 = deal();
  const player = [p1, p2];
  const banker = [b1, b2];
  const values = (cards: Card[]) => cards.map((card) => card.value);
  const initialPlayer = handTotal(values(player));
  const initialBanker = handTotal(values(banker));
  if (!isNatural(initialPlayer) && !isNatural(initialBanker)) {
    let playerThird: number | null = null;
    if (playerDraws(initialPlayer)) {
      const card = deal();
      player.push(card);
      playerThird = card.value;
    }
    if (bankerDraws(initialBanker, playerThird)) banker.push(deal());
  }
  return { player, banker, playerTotal: handTotal(values(player)), bankerTotal: handTotal(values(banker)) };
}

/** What settles the bets of a coup. */
type Settled = Pick<BaccaratOutcome, 'winner' | 'playerPair' | 'bankerPair'>;

/** Whether a bet wins; player and banker bets are pushed (stake back) on a tie. */
function wins(type: BaccaratBetType, coup: Settled): boolean {
  switch (type) {
    case 'player':
    case 'banker':
    case 'tie':
      return coup.winner === type;
    case 'playerPair':
      return coup.playerPair;
    case 'bankerPair':
      return coup.bankerPair;
  }
}

/** What one bet pays back, stake included, rounded down (stakes are whole units: never rounded). */
function payout(type: BaccaratBetType, stakeMinor: number, coup: Settled): number {
  if (wins(type, coup)) return Math.floor((stakeMinor * BACCARAT_RETURN_HUNDREDTHS[type]) / 100);
  return coup.winner === 'tie' && (type === 'player' || type === 'banker') ? stakeMinor : 0;
}

/** Punto banco from a fresh 8-deck shoe each round; the declared RTP is the banker bet's. */
export function createBaccaratEngine(): BaccaratEngine {
  rtps ??= baccaratRtps();
  const rtpByType = rtps;
  return {
    kind: 'baccarat',
    rtps: rtpByType,
    declaredRtp: rtpByType.banker,
    stakeLevelsMinor: CHIP_LEVELS_MINOR,
    parseBet: parseBaccaratRound,
    stakeOf: (round) => round.bets.reduce((sum, bet) => sum + bet.stakeMinor, 0),
    rtpOf(round) {
      const staked = round.bets.reduce((sum, bet) => sum + bet.stakeMinor, 0);
      return round.bets.reduce((sum, bet) => sum + bet.stakeMinor * rtpByType[bet.type], 0) / staked;
    },
    play(round, random) {
      const shoe = freshShoe(random);
      const hands = dealCoup(() => shoe.deal());
      const winner: BaccaratWinner =
        hands.playerTotal > hands.bankerTotal
          ? 'player'
          : hands.bankerTotal > hands.playerTotal
            ? 'banker'
            : 'tie';
      const coup: Settled = {
        winner,
        playerPair: hands.player[0]?.rank === hands.player[1]?.rank,
        bankerPair: hands.banker[0]?.rank === hands.banker[1]?.rank,
      };
      // Plain object literals, not spreads: a spread copy is many times slower in a million-round run.
      const bets = round.bets.map((bet) => ({
        type: bet.type,
        stakeMinor: bet.stakeMinor,
        winMinor: payout(bet.type, bet.stakeMinor, coup),
      }));
      const outcome: BaccaratOutcome = {
        player: hands.player,
        banker: hands.banker,
        playerTotal: hands.playerTotal,
        bankerTotal: hands.bankerTotal,
        winner,
        playerPair: coup.playerPair,
        bankerPair: coup.bankerPair,
        bets,
      };
      return { outcome, winMinor: bets.reduce((sum, bet) => sum + bet.winMinor, 0) };
    },
  };
}
