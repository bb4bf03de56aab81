import { observer } from 'mobx-react-lite';
import { useId, type ComponentType } from 'react';
import { useTranslation } from '@wl/i18n';
import type { PageName } from '@wl/core';
import { createSitePages, type SitePages } from '@wl/pages';
import { useSearchParams } from '@wl/router';
import { MatchBoard } from './matches/MatchBoard';
import { matchIdOf } from './matches/match-address';
import { MatchPage } from './matches/MatchPage';
import type { SportsbookLook } from './look';

/**
 * The pages of a sportsbook template: the shared pages, the home page with the template's match block
 * after its heading and before the shared sections, and /sports as the full match list over the
 * sportsbook lobby, or one match with all its markets (`/sports?match=<id>`).
 */
export function createSportsbookPages(look: SportsbookLook): SitePages {
  const TopMatches = observer(function TopMatches() {
    const { t } = useTranslation();
    return (
      <MatchBoard
        heading="h2"
        title={t('sportsbook:sbTopMatches')}
        limit={look.board.limit}
        layout={look.board.layout}
        className="sb-home__board"
      />
    );
  });
  const shared = createSitePages(look.site, { homeTop: TopMatches });
  const SportsLobby: ComponentType | undefined = shared.pages.sports;

  const Sports = observer(function SportsPage() {
    const { t } = useTranslation();
    const lobbyTitleId = useId();
    const [params] = useSearchParams();
    const matchId = matchIdOf(params.get('match'));
    if (matchId !== null) {
      return (
        <div className="sb-sports" data-page="sports">
          <MatchPage matchId={matchId} />
        </div>
      );
    }
    return (
      <div className="sb-sports" data-page="sports">
        <MatchBoard heading="h1" title={t('sportsbook:sbSportsTitle')} />
        {SportsLobby ? (
          <section className="sb-sports__lobby" aria-labelledby={lobbyTitleId}>
            <h2 id={lobbyTitleId} className="sb-sports__lobby-title">
              {t('sportsbook:sbProvidersTitle')}
            </h2>
            <SportsLobby />
          </section>
        ) : null}
      </div>
    );
  });

  const pages: Partial<Record<PageName, ComponentType>> = { ...shared.pages, sports: Sports };
  return { pages, preload: shared.preload };
}
