import { useStores } from '@wl/core';
import { formatLocale } from '@wl/i18n';
import { useRoundFormat, type RoundFormat } from '../use-round-format';

/** How the sports bets write money, times and odds, and the language their names are shown in. */
export interface SportsFormat extends RoundFormat {
  /** Decimal odds with two decimals in the player's locale: 1.85, 1,85. */
  odds: (value: number) => string;
  /** The player's language code (EN, VI...), for the teams' and leagues' names. */
  language: string;
}

const oddsFormats = new Map<string, Intl.NumberFormat>();

function oddsFormat(locale: string): Intl.NumberFormat {
  let format = oddsFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    oddsFormats.set(locale, format);
  }
  return format;
}

export function useSportsFormat(): SportsFormat {
  const { locale } = useStores();
  const round = useRoundFormat();
  const language = locale.language;
  const format = oddsFormat(formatLocale(language));
  return { ...round, language, odds: (value) => format.format(value) };
}
