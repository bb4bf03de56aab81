import type { TFunction } from 'i18next';
import { formatLocale } from '@wl/i18n';
import { baseBetType, isHalfBetType, lineNames, type BetType, type OddsLine } from '@wl/sportsbook';

// What the player reads of a market and a price, in their language. Every key is a literal t() call.

/** The full-time name of a market. */
function marketName(t: TFunction, type: BetType): string {
  switch (baseBetType(type)) {
    case '1X2':
      return t('sportsbook:sbMarket1X2');
    case 'HDP':
      return t('sportsbook:sbMarketHDP');
    case 'OU':
      return t('sportsbook:sbMarketOU');
    case 'DC':
      return t('sportsbook:sbMarketDC');
    case 'DNB':
      return t('sportsbook:sbMarketDNB');
    case 'ML':
      return t('sportsbook:sbMarketML');
    case 'OE':
      return t('sportsbook:sbMarketOE');
    case 'BS':
      return t('sportsbook:sbMarketBS');
    case '1X2HDP':
      return t('sportsbook:sbMarket1X2HDP');
    case 'CS':
      return t('sportsbook:sbMarketCS');
    case 'TG':
      return t('sportsbook:sbMarketTG');
    case 'HTFT':
      return t('sportsbook:sbMarketHTFT');
    case 'FGLG':
      return t('sportsbook:sbMarketFGLG');
    case 'CL':
      return t('sportsbook:sbMarketCL');
    case 'PARLAY':
      return t('sportsbook:sbMarketPARLAY');
    case 'OR':
      return t('sportsbook:sbMarketOR');
  }
}

/** A market's name as its tab shows it (the period is the separate switch). */
export function marketTabLabel(t: TFunction, type: BetType): string {
  return marketName(t, type);
}

/** A market's name wherever its period is not shown: '1st half: Handicap'. */
export function marketLabel(t: TFunction, type: BetType): string {
  const name = marketName(t, type);
  return isHalfBetType(type) ? t('sportsbook:sbFirstHalfMarket', { market: name }) : name;
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
  return t('sportsbook:sbDraw');
}

/** '1', 'X' or '2' for home, draw and away. */
function resultSign(code: string): string {
  return code === 'H' ? '1' : code === 'A' ? '2' : 'X';
}

/** The selection in words, for the slip and the buttons' labels: 'Arsenal to win', 'Over 2.5', 'Draw'. */
export function selectionText(t: TFunction, line: OddsLine, language: string): string {
  const teams = lineNames(line, language);
  const team = line.homeAway === 'A' ? teams.away : teams.home;
  const value = line.criteria1;
  switch (baseBetType(line.betType)) {
    case '1X2':
    case 'PARLAY':
    case 'ML':
    case 'DNB':
      return line.homeAway === 'D' ? t('sportsbook:sbDraw') : t('sportsbook:sbToWin', { team });
    case 'HDP':
      return t('sportsbook:sbTeamLine', { team, line: value });
    case '1X2HDP':
      return line.homeAway === 'D'
        ? t('sportsbook:sbDrawLine', { line: value })
        : t('sportsbook:sbToWinLine', { team, line: value });
    case 'OU':
      return line.homeAway === 'O'
        ? t('sportsbook:sbOver', { line: value })
        : t('sportsbook:sbUnder', { line: value });
    case 'OE':
      return line.homeAway === 'O' ? t('sportsbook:sbOddTotal') : t('sportsbook:sbEvenTotal');
    case 'BS':
      return line.homeAway === 'Y' ? t('sportsbook:sbBothScoreYes') : t('sportsbook:sbBothScoreNo');
    case 'DC':
      if (line.homeAway === '1X') return t('sportsbook:sbOrDraw', { team: teams.home });
      if (line.homeAway === 'X2') return t('sportsbook:sbOrDraw', { team: teams.away });
      return t('sportsbook:sbEitherTeam', { home: teams.home, away: teams.away });
    case 'CS':
      return value === 'AOS' ? t('sportsbook:sbAnyOtherScore') : t('sportsbook:sbScore', { score: value });
    case 'TG':
      return t('sportsbook:sbGoalsBand', { band: value });
    case 'HTFT':
      return t('sportsbook:sbHalfFull', {
        half: side(t, line.homeAway.charAt(0), teams),
        full: side(t, line.homeAway.charAt(1), teams),
      });
    case 'FGLG':
      if (value === 'FIRST') return t('sportsbook:sbScoresFirst', { team });
      if (value === 'LAST') return t('sportsbook:sbScoresLast', { team });
      return t('sportsbook:sbNoGoal');
    case 'CL':
      return value === 'Y' ? t('sportsbook:sbCleanSheet', { team }) : t('sportsbook:sbConcedes', { team });
    case 'OR':
      return t('sportsbook:sbTopsWeek', { team: teams.home || value });
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
      return line.homeAway === 'O'
        ? t('sportsbook:sbOver', { line: value })
        : t('sportsbook:sbUnder', { line: value });
    case 'OE':
      return line.homeAway === 'O' ? t('sportsbook:sbOdd') : t('sportsbook:sbEven');
    case 'BS':
      return line.homeAway === 'Y' ? t('sportsbook:sbYes') : t('sportsbook:sbNo');
    case 'CS':
      return value === 'AOS' ? t('sportsbook:sbAnyOtherScore') : value;
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
  const names = lineNames(line, language);
  if (line.matchId === null) return names.league;
  return t('sportsbook:sbVersus', { home: names.home, away: names.away });
}
