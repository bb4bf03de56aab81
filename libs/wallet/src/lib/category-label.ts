import type { TFunction } from 'i18next';
import type { GameCategory } from '@wl/core';

/**
 * The name of a game category as the site's lobbies call it (`ui` and `_m` keys); each key written out
 * so the message checks see it used.
 */
export function categoryLabel(t: TFunction, category: GameCategory): string {
  switch (category) {
    case 'slots':
      return t('ui:lobbyNameSlots');
    case 'livecasino':
      return t('_m:liveCasino');
    case 'table':
      return t('ui:betsTableGames');
    case 'hashgame':
      return t('ui:lobbyNameHashGame');
    case 'sportsbook':
      return t('ui:lobbyNameSports');
    case 'fish':
      return t('ui:lobbyNameFishing');
    case 'sabong':
      return t('ui:lobbyNameSabong');
    case 'lottery':
      return t('ui:lobbyNameLottery');
    case 'horseracing':
      return t('ui:lobbyNameHorseRacing');
    case 'bingo':
      return t('ui:lobbyNameBingo');
    case 'arcade':
      return t('ui:lobbyNameArcade');
    case 'crash':
      return t('ui:lobbyNameCrash');
    case 'freeplay':
      return t('ui:lobbyNameFreeplay');
    case 'poker':
      return t('ui:lobbyNamePoker');
  }
}
