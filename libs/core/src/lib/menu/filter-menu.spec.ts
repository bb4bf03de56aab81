import type { MenuItem, ProviderCount } from '@wl/api';
import { filterMenu } from './filter-menu';

/** Spec section 9: the product categories. */
const SPEC_CATEGORIES = [
  'slots',
  'livecasino',
  'hashgame',
  'sportsbook',
  'fish',
  'table',
  'sabong',
  'lottery',
  'horseracing',
  'bingo',
  'arcade',
  'crash',
  'freeplay',
];

let nextId = 1;
function item(category: string, children: MenuItem[] = []): MenuItem {
  const id = nextId++;
  return { content_id: id, name: `${category}-${id}`, category, url: `/${category}`, children };
}

function provider(category: string, provider_code = 'JILI', count = 10): ProviderCount {
  return { provider_code, category, count };
}

const categoriesOf = (menu: readonly MenuItem[]): string[] => menu.map((m) => m.category);

describe('filterMenu', () => {
  it('keeps an entry whose category has a provider in provider_count', () => {
    const menu = [item('slots'), item('livecasino')];
    expect(categoriesOf(filterMenu(menu, [provider('slots'), provider('livecasino', 'PPLAY')]))).toEqual([
      'slots',
      'livecasino',
    ]);
  });

  it.each(SPEC_CATEGORIES.filter((c) => c !== 'freeplay'))(
    'drops a %s entry when no provider offers that category',
    (category) => {
      const menu = [item(category)];
      expect(filterMenu(menu, [provider('other-category')])).toEqual([]);
      expect(filterMenu(menu, [])).toEqual([]);
    },
  );

  it('keeps hot and freeplay even without any provider', () => {
    expect(categoriesOf(filterMenu([item('hot'), item('freeplay')], []))).toEqual(['hot', 'freeplay']);
  });

  it('keeps entries that are not a known game category', () => {
    const menu = [item('promotions'), item('vip'), item('news'), item('')];
    expect(categoriesOf(filterMenu(menu, []))).toEqual(['promotions', 'vip', 'news', '']);
  });

  it('matches categories exactly: a provider of one category does not unlock another', () => {
    const menu = [item('slots'), item('fish'), item('table')];
    expect(categoriesOf(filterMenu(menu, [provider('fish')]))).toEqual(['fish']);
  });

  it('keeps the original order and the entries unchanged', () => {
    const menu = [item('promotions'), item('slots'), item('crash'), item('hot'), item('bingo')];
    const result = filterMenu(menu, [provider('bingo'), provider('slots')]);
    expect(result).toEqual([menu[0], menu[1], menu[3], menu[4]]);
  });

  it('filters children by the same rule', () => {
    const menu = [item('promotions', [item('slots'), item('sabong'), item('hot'), item('contact')])];
    const [parent] = filterMenu(menu, [provider('slots')]);
    expect(categoriesOf(parent?.children ?? [])).toEqual(['slots', 'hot', 'contact']);
  });

  it('filters grandchildren too', () => {
    const menu = [item('hot', [item('slots', [item('lottery'), item('slots')])])];
    const [hot] = filterMenu(menu, [provider('slots')]);
    const [slots] = hot?.children ?? [];
    expect(categoriesOf(slots?.children ?? [])).toEqual(['slots']);
  });

  it('drops a removed entry together with its children', () => {
    const menu = [item('crash', [item('promotions'), item('slots')])];
    expect(filterMenu(menu, [provider('slots')])).toEqual([]);
  });

  it('does not change the menu it was given', () => {
    const menu = [item('hot', [item('arcade'), item('slots')])];
    const copy: MenuItem[] = JSON.parse(JSON.stringify(menu));
    filterMenu(menu, [provider('slots')]);
    expect(menu).toEqual(copy);
  });

  it('returns an empty menu for an empty menu', () => {
    expect(filterMenu([], [provider('slots')])).toEqual([]);
  });
});
