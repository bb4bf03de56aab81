import type { TFunction } from 'i18next';
import { formatLocale } from '@wl/i18n';
import { baseBetType, isHalfBetType, type BetType } from './bet-types';
import { leagueName, teamNames, type OddsLine } from './odds-lines';

// What the player reads of a market and a price, in their language. Every key is a literal t() call.

/** The full-time name of a market. */
function marketName(t: TFunction, type: BetType): string {
  switch (baseBetType(type)) {
    case '1X2':
      return t('sbMarket1X2');
    case 'HDP':
      return t('sbMarketHDP');
    case 'OU':
      return t('sbMarketOU');
    case 'DC':
      return t('sbMarketDC');
    case 'DNB':
      return t('sbMarketDNB');
    case 'ML':
      return t('sbMarketML');
    case 'OE':
      return t('sbMarketOE');
    case 'BS':
      return t('sbMarketBS');
    case '1X2HDP':
      return t('sbMarket1X2HDP');
    case 'CS':
      return t('sbMarketCS');
    case 'TG':
      return t('sbMarketTG');
    case 'HTFT':
      return t('sbMarketHTFT');
    case 'FGLG':
      return t('sbMarketFGLG');
    case 'CL':
      return t('sbMarketCL');
    case 'PARLAY':
      return t('sbMarketPARLAY');
    case 'OR':
      return t('sbMarketOR');
  }
}

/** A market's name as its tab shows it (the period is the separate switch). */
export function marketTabLabel(t: TFunction, type: BetType): string {
  return marketName(t, type);
}

/** A market's name wherever its period is not shown: '1st half: Handicap'. */
export function marketLabel(t: TFunction, type: BetType): string {
  const name = marketName(t, type);
  return isHalfBetType(type) ? t('sbFirstHalfMarket', { market: name }) : name;
}

/** Decimal odds with two decimals in the player's locale: 2.10, 2,10. */
export function formatOdds(odds: number, language: string): string {
  return new Intl.NumberFormat(formatLocale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(odds);
}

function side(t: TFunction, code: string, teams: { home: string; away: string }): string {
  if (code === 'H') return teams.home;
  if (code === 'A') return teams.away;
  return t('sbDraw');
}

/** '1', 'X' or '2' for home, draw and away. */
function resultSign(code: string): string {
  return code === 'H' ? '1' : code === 'A' ? '2' : 'X';
}

/** The selection in words, for the slip and the buttons' labels: 'Arsenal to win', 'Over 2.5', 'Draw'. */
export function selectionText(t: TFunction, line: OddsLine, language: string): string {
  const teams = teamNames(line.names, language);
  const team = line.homeAway === 'A' ? teams.away : teams.home;
  const value = line.criteria1;
  switch (baseBetType(line.betType)) {
    case '1X2':
    case 'PARLAY':
    case 'ML':
    case 'DNB':
      return line.homeAway === 'D' ? t('sbDraw') : t('sbToWin', { team });
    case 'HDP':
      return t('sbTeamLine', { team, line: value });
    case '1X2HDP':
      return line.homeAway === 'D'
        ? t('sbDrawLine', { line: value })
        : t('sbToWinLine', { team, line: value });
    case 'OU':
      return line.homeAway === 'O' ? t('sbOver', { line: value }) : t('sbUnder', { line: value });
    case 'OE':
      return line.homeAway === 'O' ? t('sbOddTotal') : t('sbEvenTotal');
    case 'BS':
      return line.homeAway === 'Y' ? t('sbBothScoreYes') : t('sbBothScoreNo');
    case 'DC':
      if (line.homeAway === '1X') return t('sbOrDraw', { team: teams.home });
      if (line.homeAway === 'X2') return t('sbOrDraw', { team: teams.away });
      return t('sbEitherTeam', { home: teams.home, away: teams.away });
    case 'CS':
      return value === 'AOS' ? t('sbAnyOtherScore') : t('sbScore', { score: value });
    case 'TG':
      return t('sbGoalsBand', { band: value });
    case 'HTFT':
      return t('sbHalfFull', {
        half: side(t, line.homeAway.charAt(0), teams),
        full: side(t, line.homeAway.charAt(1), teams),
      });
    case 'FGLG':
      if (value === 'FIRST') return t('sbScoresFirst', { team });
      if (value === 'LAST') return t('sbScoresLast', { team });
      return t('sbNoGoal');
    case 'CL':
      return value === 'Y' ? t('sbCleanSheet', { team }) : t('sbConcedes', { team });
    case 'OR':
      return t('sbWinsLeague', { team: teams.home || value });
  }
}

/** The short caption on a price button: 1 X 2, the handicap, 'Over 2.5', the score. */
export function selectionCaption(t: TFunction, line: OddsLine, language: string): string {
  const value = line.criteria1;
  switch (baseBetType(line.betType)) {
    case '1X2':
    case 'PARLAY':
    case 'ML':
    case 'DNB':
      return resultSign(line.homeAway);
    case '1X2HDP':
      return `${resultSign(line.homeAway)} (${value})`;
    case 'HDP':
      return value;
    case 'DC':
      return line.homeAway;
    case 'OU':
      return line.homeAway === 'O' ? t('sbOver', { line: value }) : t('sbUnder', { line: value });
    case 'OE':
      return line.homeAway === 'O' ? t('sbOdd') : t('sbEven');
    case 'BS':
      return line.homeAway === 'Y' ? t('sbYes') : t('sbNo');
    case 'CS':
      return value === 'AOS' ? t('sbAnyOtherScore') : value;
    case 'TG':
      return value;
    case 'HTFT':
      return `${resultSign(line.homeAway.charAt(0))}/${resultSign(line.homeAway.charAt(1))}`;
    default:
      return selectionText(t, line, language);
  }
}

/** The match of a selection, 'Arsenal v Chelsea', or the league of an outright. */
export function eventText(t: TFunction, line: OddsLine, language: string): string {
  if (line.matchId === null) return leagueName(line.names, language);
  const teams = teamNames(line.names, language);
  return t('sbVersus', { home: teams.home, away: teams.away });
}
