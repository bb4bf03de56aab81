import type { TFunction } from 'i18next';
import type { SportsBetLeg, SportsBetState } from '@wl/api';
import type { SportsBetsFilter } from './sports-bets-store';

// The words of a bet's kind, state and legs; each key written out so the message checks see it used.

export function betStateLabel(t: TFunction, state: SportsBetState): string {
  switch (state) {
    case 'open':
      return t('wallet:stateOpen');
    case 'won':
      return t('wallet:stateWon');
    case 'lost':
      return t('wallet:stateLost');
    case 'void':
      return t('wallet:stateVoid');
    case 'cashed_out':
      return t('wallet:stateCashedOut');
  }
}

/** Single, or Parlay with its number of legs. */
export const betKindLabel = (t: TFunction, kind: 'single' | 'parlay', legs: number): string =>
  kind === 'single' ? t('wallet:betSingle') : t('wallet:betParlay', { count: legs });

export function legResultLabel(t: TFunction, result: NonNullable<SportsBetLeg['result']>): string {
  switch (result) {
    case 'win':
      return t('wallet:stateWon');
    case 'halfWin':
      return t('wallet:resultHalfWon');
    case 'void':
      return t('wallet:stateVoid');
    case 'halfLose':
      return t('wallet:resultHalfLost');
    case 'lose':
      return t('wallet:stateLost');
  }
}

/** The match as it stands: its kick-off before it starts, then live, half time, full time... */
export function matchStatusLabel(t: TFunction, leg: SportsBetLeg, time: (iso: string) => string): string {
  switch (leg.match_status) {
    case 'scheduled':
      return t('wallet:matchKickoff', { time: time(leg.kickoff_time) });
    case 'live':
      return t('wallet:matchLive');
    case 'half_time':
      return t('wallet:matchHalfTime');
    case 'finished':
      return t('wallet:matchFinished');
    case 'postponed':
      return t('wallet:matchPostponed');
    case 'abandoned':
      return t('wallet:matchAbandoned');
  }
}

export function filterLabel(t: TFunction, filter: SportsBetsFilter): string {
  switch (filter) {
    case 'open':
      return t('wallet:stateOpen');
    case 'settled':
      return t('wallet:filterSettled');
    case 'all':
      return t('wallet:filterAll');
  }
}

export function emptyLabel(t: TFunction, filter: SportsBetsFilter): string {
  switch (filter) {
    case 'open':
      return t('wallet:sportsEmptyOpen');
    case 'settled':
      return t('wallet:sportsEmptySettled');
    case 'all':
      return t('wallet:sportsEmptyAll');
  }
}

/** A name in the player's language (lower-case code, as the bets key them), else English, else any. */
export function nameIn(names: Record<string, string>, language: string): string {
  return names[language.toLowerCase()] || names['en'] || Object.values(names)[0] || '';
}
