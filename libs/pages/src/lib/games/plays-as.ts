import type { TFunction } from 'i18next';
import type { PlaysAs } from '@wl/contract';

/**
 * What a tile says of a game its provider plays with another kind's engine ("Plays as keno" on a bingo
 * game). Literal keys, one per engine, so the message checks see each in use.
 */
export function playsAsNote(t: TFunction, kind: PlaysAs): string {
  switch (kind) {
    case 'slot':
      return t('gamesPlaysAs_slot');
    case 'roulette':
      return t('gamesPlaysAs_roulette');
    case 'baccarat':
      return t('gamesPlaysAs_baccarat');
    case 'crash':
      return t('gamesPlaysAs_crash');
    case 'keno':
      return t('gamesPlaysAs_keno');
  }
}
