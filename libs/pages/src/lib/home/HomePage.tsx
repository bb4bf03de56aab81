import { observer } from 'mobx-react-lite';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { useFirstViewLoad, useStores } from '@wl/core';
import type { HomeSection, SiteLook } from '../site-look';
import { AppBar } from './AppBar';
import { Categories } from './Categories';
import { GameRow } from './GameRow';
import { HomeStore, type GameRowName } from './home-store';
import { Marquee } from './Marquee';
import { Partners } from './Partners';
import { Providers } from './Providers';
import { Slides } from './Slides';
import { Ticker } from './Ticker';
import { Winners } from './Winners';
import './home.css';

const isGameRow = (section: HomeSection): section is GameRowName =>
  section === 'hot' || section === 'featured' || section === 'popular' || section === 'new';

export interface HomePageProps {
  look: SiteLook;
  /** The family's own block, shown after the page's heading and before the sections. */
  top?: ComponentType | undefined;
}

/**
 * The home page every template shows: its sections in the order of the template's look, slides across
 * the page, in the content column or beside the first game row.
 */
export const HomePage = observer(function HomePage({ look, top: Top }: HomePageProps) {
  const { t } = useTranslation();
  const store = useStores();
  const [home] = useState(
    () =>
      new HomeStore({
        api: store.api,
        site: () => store.siteRequest,
        language: () => store.locale.language,
      }),
  );
  useFirstViewLoad(() => home.load(), home);

  const render = (section: HomeSection): ReactNode => {
    if (isGameRow(section)) return <GameRow key={section} home={home} row={section} tile={look.tile} />;
    switch (section) {
      case 'slides':
        return <Slides key={section} home={home} style={look.slides} />;
      case 'marquee':
        return <Marquee key={section} home={home} />;
      case 'providers':
        return <Providers key={section} />;
      case 'categories':
        return <Categories key={section} />;
      case 'ticker':
        return <Ticker key={section} home={home} />;
      case 'winners':
        return <Winners key={section} home={home} />;
      case 'partners':
        return <Partners key={section} />;
      case 'appDownload':
        return <AppBar key={section} />;
    }
  };

  // 'split': the slides and the first game row after them share a row on wide screens.
  const sections = look.homeSections;
  const slidesAt = sections.indexOf('slides');
  const partner =
    look.slides === 'split' && slidesAt >= 0 ? sections.slice(slidesAt + 1).find(isGameRow) : undefined;
  return (
    <div className={`wl-home wl-home--slides-${look.slides} wl-home--${look.tile}`}>
      <h1 className="wl-visually-hidden">{t('homeHeading', { site: store.site.site?.site_name ?? '' })}</h1>
      {Top ? <Top /> : null}
      {sections.map((section) => {
        if (section === partner) return null;
        if (section === 'slides' && partner)
          return (
            <div className="wl-home__split" key="split">
              {render('slides')}
              {render(partner)}
            </div>
          );
        return render(section);
      })}
    </div>
  );
});
