import type { MenuItem, ProviderCount } from '@wl/api';
import { GAME_CATEGORIES } from '@wl/site-model';

const knownCategories = new Set<string>(GAME_CATEGORIES);

/**
 * The spec's menu rule: keep an entry whose category has a provider in provider_count, whose category is
 * not a known game category, or that is hot or freeplay.
 */
export function filterMenu(menu: readonly MenuItem[], providerCount: readonly ProviderCount[]): MenuItem[] {
  const offered = new Set(providerCount.filter((p) => p.count > 0).map((p) => p.category));
  const keep = (item: MenuItem): boolean =>
    offered.has(item.category) ||
    !knownCategories.has(item.category) ||
    item.category === 'hot' ||
    item.category === 'freeplay';
  return menu.filter(keep).map((item) => ({ ...item, children: filterMenu(item.children, providerCount) }));
}
