import type { TFunction } from 'i18next';
import { DEPOSIT_FILTER_STATES, type DepositState } from '../../stores/money/deposits-store';
import { WITHDRAWAL_FILTER_STATES, type WithdrawalState } from '../../stores/money/withdrawal-queue-store';
import type { CashierRecord, PlayerBet } from '../../stores/players/player-store';
import { depositStateLabel, withdrawalStateLabel } from '../money/money-labels';

/** A player's page address: by site and account id (the router reads them from the query). */
export const playerPath = (siteId: number, accountId: string): string =>
  `/players/view?site=${siteId}&account=${encodeURIComponent(accountId)}`;

/** A moment in the reader's language, to the minute. */
export function formatMoment(iso: string, language: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

type Translate = (key: string) => string;

/** A player's status in words (each key written out, so the message check finds it). */
export function statusText(t: Translate, status: 'active' | 'blocked' | 'closed'): string {
  if (status === 'blocked') return t('players.statusBlocked');
  if (status === 'closed') return t('players.statusClosed');
  return t('players.statusActive');
}

const isDepositState = (state: string): state is DepositState =>
  (DEPOSIT_FILTER_STATES as readonly string[]).includes(state);
const isWithdrawalState = (state: string): state is WithdrawalState =>
  (WITHDRAWAL_FILTER_STATES as readonly string[]).includes(state);

/** A deposit's or withdrawal's state in the words the money screens use. */
export function cashierStateText(t: TFunction, record: CashierRecord): string {
  if (record.type === 'deposit' && isDepositState(record.state)) return depositStateLabel(t, record.state);
  if (record.type === 'withdrawal' && isWithdrawalState(record.state)) {
    return withdrawalStateLabel(t, record.state);
  }
  return record.state;
}

type BetLeg = PlayerBet['legs'][number];

/** A sports bet's state in words. */
export function betStateText(t: Translate, state: PlayerBet['state']): string {
  switch (state) {
    case 'open':
      return t('players.betOpen');
    case 'won':
      return t('players.betWon');
    case 'lost':
      return t('players.betLost');
    case 'void':
      return t('players.betVoid');
    default:
      return t('players.betCashedOut');
  }
}

/** A name in the reader's language, else English, else any the platform sent. */
export function localName(name: Record<string, string> | null, language: string): string {
  if (!name) return '';
  return name[language.toLowerCase()] ?? name['en'] ?? Object.values(name)[0] ?? '';
}

/** The event of a selection: "Home v Away", or the team of an outright. */
export function legEvent(t: Translate, leg: BetLeg, language: string): string {
  const home = localName(leg.home_team, language);
  return leg.away_team ? `${home} ${t('players.versus')} ${localName(leg.away_team, language)}` : home;
}

/** A full-time market's name (each key written out); a type this does not know is shown as its code. */
function marketName(t: Translate, type: string): string | null {
  switch (type) {
    case '1X2':
    case 'PARLAY':
      return t('players.marketResult');
    case 'HDP':
    case '1X2HDP':
      return t('players.marketHandicap');
    case 'OU':
    case 'TG':
      return t('players.marketGoals');
    case 'OE':
      return t('players.marketOddEven');
    case 'ML':
    case 'DNB':
      return t('players.marketWinner');
    case 'CS':
      return t('players.marketScore');
    case 'BS':
      return t('players.marketBothScore');
    case 'HTFT':
      return t('players.marketHalfFull');
    case 'DC':
      return t('players.marketDoubleChance');
    case 'OR':
      return t('players.marketOutright');
    default:
      return null;
  }
}

/** Full-time types with a first-half variant (suffix H). */
const HALF_BASES = new Set(['HDP', 'OU', 'OE', 'ML', '1X2', '1X2HDP', 'CS', 'TG', 'BS', 'CL', 'DNB', 'DC']);

/** The market of a selection: "Match result", "Goals (1st half)", or the bet type's code. */
export function legMarket(t: Translate, leg: Pick<BetLeg, 'bet_type'>): string {
  const base = leg.bet_type.slice(0, -1);
  const firstHalf = leg.bet_type.endsWith('H') && HALF_BASES.has(base);
  const name = marketName(t, firstHalf ? base : leg.bet_type);
  if (name === null) return leg.bet_type;
  return firstHalf ? `${name} (${t('players.firstHalf')})` : name;
}

/** A side as words (H home, D draw, A away, O over or odd, U under, E even, Y yes, N no), else as sent. */
function sideText(t: Translate, type: string, side: string): string {
  switch (side) {
    case 'H':
      return t('players.pickHome');
    case 'D':
      return t('players.pickDraw');
    case 'A':
      return t('players.pickAway');
    case 'O':
      return type.startsWith('OE') ? t('players.pickOdd') : t('players.pickOver');
    case 'U':
      return t('players.pickUnder');
    case 'E':
      return t('players.pickEven');
    case 'Y':
      return t('players.pickYes');
    case 'N':
      return t('players.pickNo');
    default:
      return side;
  }
}

/** The pick of a selection: its side in words and its line ("Home -0.5", "Over 2.5", "2-1"). */
export function legPick(t: Translate, leg: Pick<BetLeg, 'bet_type' | 'home_away' | 'criteria1'>): string {
  return [sideText(t, leg.bet_type, leg.home_away), leg.criteria1].filter(Boolean).join(' ');
}
