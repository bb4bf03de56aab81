import { z } from 'zod';

/** The league, and the team names in each of the site's languages: home_name_en, away_name_cn, ... */
export interface LocalisedMatchNames {
  league_code: string;
  /** The league's English name. */
  league_name: string;
  /** The English names; the names in the site's languages are home_name_{lang} and away_name_{lang}. */
  home_team_name: string;
  away_team_name: string;
  [perLanguage: `home_name_${string}`]: string;
  [perLanguage: `away_name_${string}`]: string;
}

export const matchFields = {
  league_code: z.string(),
  league_name: z.string(),
  home_team_name: z.string(),
  away_team_name: z.string(),
};

/** The names per language, as extra string fields: zod cannot name keys by pattern, so the type says it. */
export const perLanguageNames = z.string();
