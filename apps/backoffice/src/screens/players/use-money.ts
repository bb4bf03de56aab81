import { useTranslation } from 'react-i18next';
import { formatCount, formatMinor } from '../../stores/amounts';
import type { PlayerDetail } from '../../stores/players/player-store';

/** Amounts of the player's currency (minor units) and token counts, in the reader's language. */
export function useMoney(player: PlayerDetail | undefined) {
  const { i18n } = useTranslation();
  const currency = player?.currency ?? 'USD';
  const digits = player?.digits ?? 2;
  return {
    amount: (minor: number) => formatMinor(minor, currency, digits, i18n.language),
    count: (tokens: number) => formatCount(tokens, i18n.language),
  };
}
