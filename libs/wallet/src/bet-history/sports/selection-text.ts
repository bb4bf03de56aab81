import type { TFunction } from 'i18next';
import type { SportsBetLeg } from '@wl/api';

type Selection = Pick<SportsBetLeg, 'bet_type' | 'home_away' | 'criteria1'>;

/** The name of a full-time market; each key written out so the message checks see it used. */
function marketName(t: TFunction, type: string): string | null {
  switch (type) {
    case '1X2':
    case 'PARLAY':
      return t('wallet:market1X2');
    case 'HDP':
      return t('wallet:marketHDP');
    case 'OU':
      return t('wallet:marketOU');
    case 'OE':
      return t('wallet:marketOE');
    case 'ML':
      return t('wallet:marketML');
    case '1X2HDP':
      return t('wallet:market1X2HDP');
    case 'CS':
      return t('wallet:marketCS');
    case 'TG':
      return t('wallet:marketTG');
    case 'OR':
      return t('wallet:marketOR');
    case 'BS':
      return t('wallet:marketBS');
    case 'HTFT':
      return t('wallet:marketHTFT');
    case 'FGLG':
      return t('wallet:marketFGLG');
    case 'CL':
      return t('wallet:marketCL');
    case 'DNB':
      return t('wallet:marketDNB');
    case 'DC':
      return t('wallet:marketDC');
    default:
      return null;
  }
}

/** A side of a match's result: H, D or A. */
function side(t: TFunction, letter: string): string | null {
  switch (letter) {
    case 'H':
      return t('wallet:pickHome');
    case 'D':
      return t('wallet:pickDraw');
    case 'A':
      return t('wallet:pickAway');
    default:
      return null;
  }
}

const yesNo = (t: TFunction, letter: string): string | null =>
  letter === 'Y' ? t('wallet:pickYes') : letter === 'N' ? t('wallet:pickNo') : null;

const joined = (...parts: (string | null)[]): string | null =>
  parts.some((part) => part === null) ? null : parts.filter(Boolean).join(' ');

/** The pick of a full-time market (bet-types.ts of the contract lists each type's sides and lines). */
function pick(t: TFunction, type: string, homeAway: string, line: string): string | null {
  switch (type) {
    case '1X2':
    case 'PARLAY':
    case 'ML':
    case 'DNB':
      return side(t, homeAway);
    case 'HDP':
    case '1X2HDP':
      return joined(side(t, homeAway), line);
    case 'OU':
      return joined(
        homeAway === 'O' ? t('wallet:pickOver') : homeAway === 'U' ? t('wallet:pickUnder') : null,
        line,
      );
    case 'OE':
      return homeAway === 'O' ? t('wallet:pickOdd') : homeAway === 'E' ? t('wallet:pickEven') : null;
    case 'BS':
      return yesNo(t, homeAway);
    case 'CL':
      return joined(side(t, homeAway), yesNo(t, line));
    case 'DC':
      if (homeAway === '1X') return t('wallet:pickHomeOrDraw');
      if (homeAway === '12') return t('wallet:pickHomeOrAway');
      return homeAway === 'X2' ? t('wallet:pickDrawOrAway') : null;
    case 'CS':
      return line === 'AOS' ? t('wallet:pickOtherScore') : line || null;
    case 'TG':
    case 'OR':
      return line || null;
    case 'HTFT': {
      const [half = '', full = ''] = homeAway;
      const halfSide = side(t, half);
      const fullSide = side(t, full);
      return homeAway.length === 2 && halfSide && fullSide ? `${halfSide}/${fullSide}` : null;
    }
    case 'FGLG': {
      if (line === 'NONE') return t('wallet:pickNoGoal');
      const scorer = side(t, homeAway);
      if (!scorer) return null;
      if (line === 'FIRST') return t('wallet:pickFirstGoal', { side: scorer });
      return line === 'LAST' ? t('wallet:pickLastGoal', { side: scorer }) : null;
    }
    default:
      return null;
  }
}

/** Full-time types that have a first-half variant, suffix H (HTFT, OR and FGLG have none). */
const HALF_BASES = new Set(['HDP', 'OU', 'OE', 'ML', '1X2', '1X2HDP', 'CS', 'TG', 'BS', 'CL', 'DNB', 'DC']);

/** The market a type belongs to and whether it is the first half's: 1X2H is 1X2 of the first half. */
function marketOf(betType: string): { type: string; firstHalf: boolean } {
  const base = betType.slice(0, -1);
  const firstHalf = betType.endsWith('H') && HALF_BASES.has(base);
  return { type: firstHalf ? base : betType, firstHalf };
}

/**
 * A selection in words, short: "Match result: Home", "Asian handicap: Away +0.25", "Over/under: Over
 * 2.5", with "(1st half)" after a first-half market. A bet type, side or line this does not know is
 * written as the platform sends it: "BETTYPE HOMEAWAY CRITERIA".
 */
export function selectionText(t: TFunction, leg: Selection): string {
  const { type, firstHalf } = marketOf(leg.bet_type);
  const market = marketName(t, type);
  const chosen = market === null ? null : pick(t, type, leg.home_away, leg.criteria1);
  if (market === null || chosen === null) {
    return [leg.bet_type, leg.home_away, leg.criteria1].filter(Boolean).join(' ');
  }
  const name = firstHalf ? t('wallet:legFirstHalf', { market }) : market;
  return `${name}: ${chosen}`;
}
