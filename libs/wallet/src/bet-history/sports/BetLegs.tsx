import { useTranslation } from '@wl/i18n';
import type { SportsBetLeg } from '@wl/api';
import { selectionText } from './selection-text';
import { legResultLabel, matchStatusLabel, nameIn } from './sports-labels';
import type { SportsFormat } from './use-sports-format';

/**
 * A bet's selections: each one's match (or an outright's team) in the player's language and its league,
 * the selection in words and its odds, the match as it stands (kick-off, live, the score) and the selection's result once graded.
 */
export function BetLegs({ legs, format }: { legs: readonly SportsBetLeg[]; format: SportsFormat }) {
  const { t } = useTranslation('wallet');
  return (
    <ol className="wl-sbets__legs" aria-label={t('betLegs')}>
      {legs.map((leg, index) => {
        const home = nameIn(leg.home_team, format.language);
        const league = nameIn(leg.league, format.language) || leg.league_code;
        // An outright backs a team (home_team) to top its league's week: no match, no opponent.
        const match = leg.away_team
          ? t('legVersus', { home, away: nameIn(leg.away_team, format.language) })
          : home;
        const selection =
          leg.away_team || !leg.ends_at
            ? selectionText(t, leg)
            : t('outrightPick', { market: t('marketOR'), time: format.time(leg.ends_at) });
        return (
          <li key={`${leg.line_id}-${index}`} className="wl-sbets__leg">
            <p className="wl-sbets__line wl-sbets__match" title={match}>
              {match}
            </p>
            <p className="wl-sbets__line wl-sbets__league" title={league}>
              {league}
            </p>
            <p className="wl-sbets__line wl-sbets__pick">
              <span className="wl-sbets__selection" title={selection}>
                {selection}
              </span>
              <span className="wl-sbets__leg-odds">
                <span className="wl-visually-hidden">{t('betOdds')} </span>
                {format.odds(leg.odds)}
              </span>
            </p>
            <p className="wl-sbets__line wl-sbets__status">
              <span className="wl-sbets__match-status">
                {matchStatusLabel(t, leg, format.time)}
                {leg.score ? ` ${leg.score.home}-${leg.score.away}` : null}
              </span>
              {leg.result ? (
                <span className={`wl-sbets__result wl-sbets__result--${leg.result}`}>
                  {legResultLabel(t, leg.result)}
                </span>
              ) : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
