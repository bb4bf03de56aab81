import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import type { ProviderCount } from '@wl/api';
import { CATEGORY_PATHS, useStores, type GameCategory } from '@wl/core';
import { Link } from '@wl/router';
import { HomeSection } from './HomeSection';

export interface ProviderTile {
  code: string;
  games: number;
  /** The lobby of the provider's biggest category, filtered to the provider. */
  href: string;
}

const lobbyOf = (category: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(CATEGORY_PATHS, category)
    ? CATEGORY_PATHS[category as GameCategory]
    : undefined;

/** One tile per provider (the startup's counts are per provider and category), biggest first. */
export function providerTiles(counts: readonly ProviderCount[]): ProviderTile[] {
  const byCode = new Map<string, { games: number; top: ProviderCount }>();
  for (const entry of counts) {
    if (!lobbyOf(entry.category) || entry.count <= 0) continue;
    const known = byCode.get(entry.provider_code);
    if (!known) byCode.set(entry.provider_code, { games: entry.count, top: entry });
    else {
      known.games += entry.count;
      if (entry.count > known.top.count) known.top = entry;
    }
  }
  return [...byCode.entries()]
    .map(([code, { games, top }]) => ({
      code,
      games,
      href: `${lobbyOf(top.category)}?provider=${encodeURIComponent(code)}`,
    }))
    .sort((a, b) => b.games - a.games);
}

export const Providers = observer(function Providers() {
  const { t } = useTranslation();
  const { site: layout, locale } = useStores();
  const tiles = providerTiles(layout.provider_count);
  if (tiles.length === 0) return null;
  return (
    <HomeSection name="providers" title={t('homeProvidersTitle')} className="wl-providers">
      <ul className="wl-providers__list">
        {tiles.map((tile) => (
          <li key={tile.code}>
            <Link className="wl-providers__link" to={locale.path(tile.href)}>
              <span className="wl-providers__name">{tile.code}</span>
              <span className="wl-providers__count">{t('homeProviderGames', { total: tile.games })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
});
