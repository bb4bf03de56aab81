import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { findRouteByPath, useSiteChrome, useStores } from '@wl/core';
import { Link } from '@wl/router';
import { GameTile } from '../games';
import type { TileShape } from '../site-look';
import { HomeSection } from './HomeSection';
import type { GameRowName, HomeStore } from './home-store';

/**
 * Where a row's "see all" leads: the hot lobby for hot games; for the other rows the site's first game
 * lobby narrowed to the row's selection (?flag=featured).
 */
export function seeAllPath(row: GameRowName, menu: readonly { href: string }[]): string {
  if (row === 'hot') return '/hot';
  const lobby = menu.find((item) => item.href !== '/hot' && findRouteByPath(item.href)?.categories);
  return `${lobby?.href ?? '/hot'}?flag=${row}`;
}

/** A row of games with its heading and a "see all" link: a swipeable strip on phones, a grid on desktop. */
export const GameRow = observer(function GameRow({
  home,
  row,
  tile,
}: {
  home: HomeStore;
  row: GameRowName;
  tile: TileShape;
}) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const { navItems } = useSiteChrome();
  if (!home.isShown(row)) return null;
  const titles: Record<GameRowName, string> = {
    hot: t('homeHotTitle'),
    featured: t('homeFeaturedTitle'),
    popular: t('homePopularTitle'),
    new: t('homeNewTitle'),
  };
  const title = titles[row];
  return (
    <HomeSection
      name={row}
      title={title}
      action={
        <Link
          className="wl-home__more"
          to={locale.path(seeAllPath(row, navItems))}
          aria-label={t('homeSeeAllOf', { section: title })}
        >
          {t('homeSeeAll')}
        </Link>
      }
    >
      <ul className={`wl-home-row wl-home-row--${tile}`}>
        {home.games[row].map((game) => (
          <li className="wl-home-row__item" key={`${game.provider_code}/${game.game_code}`}>
            <GameTile game={game} shape={tile} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
});
