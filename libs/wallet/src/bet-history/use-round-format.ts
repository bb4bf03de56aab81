import { useStores } from '@wl/core';
import { formatDateTime, formatMoney } from '@wl/i18n';
import type { MinorUnits } from '@wl/money';

/** How the history writes money and times: the site's currency, the player's language and clock. */
export interface RoundFormat {
  money: (minor: MinorUnits) => string;
  /** With its sign: +₱2.50, -₱10.00, ₱0.00. */
  signed: (minor: MinorUnits) => string;
  time: (iso: string) => string;
}

export function useRoundFormat(): RoundFormat {
  const { site, locale } = useStores();
  const currency = site.site?.currency ?? 'USD';
  const language = locale.language;
  const money = (minor: MinorUnits) => formatMoney(minor, currency, language);
  return {
    money,
    signed: (minor) => (minor > 0 ? `+${money(minor)}` : money(minor)),
    time: (iso) => formatDateTime(iso, language),
  };
}

/** The class of a net amount: up (won), down (lost) or even; the sign says it too, not only the colour. */
export const netClass = (net: MinorUnits): string =>
  `wl-bets__net wl-bets__net--${net > 0 ? 'up' : net < 0 ? 'down' : 'even'}`;
