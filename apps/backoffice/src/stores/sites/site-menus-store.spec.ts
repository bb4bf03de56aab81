import type { BackofficeMenuEntry, MenuEntryInput } from '@wl/contract';
import { fakeApi, okAnswer } from '@wl/testing';
import { refused, site } from '../../testing/fixtures';
import { BackofficeStore } from '../root-store';

const LUCKY = site({ site_id: 7, key: 'lucky', name: 'Lucky Bay', hosts: ['lucky.test'], template: 'slot3' });

const entry = (content_id: number, name: string, children: BackofficeMenuEntry[] = []) => ({
  content_id,
  name,
  category: name.toLowerCase().replace(/\W/g, ''),
  url: `/${name.toLowerCase().replace(/\W/g, '')}`,
  children,
});

/** A platform that keeps the menus: a write answers what was sent, a new entry given the next id. */
function keepingPlatform(start: { menu: BackofficeMenuEntry[]; game_menu: BackofficeMenuEntry[] }) {
  let next = 100;
  const menus = { ...start };
  const written = (items: MenuEntryInput[]): BackofficeMenuEntry[] =>
    items.map((item) => ({
      content_id: item.content_id ?? (next += 1),
      name: item.name,
      category: item.category,
      url: item.url,
      children: written(item.children ?? []),
    }));
  return {
    'backoffice/sites/menus': () => okAnswer('backoffice/sites/menus', menus),
    'backoffice/sites/save_menu': (body: Record<string, unknown>) => {
      const items = body['items'] as MenuEntryInput[];
      if (items.some((item) => item.url.startsWith('javascript:'))) return refused('invalidMenu');
      menus[body['menu'] as 'menu' | 'game_menu'] = written(items);
      return okAnswer('backoffice/sites/save_menu', menus);
    },
  };
}

type Reply = object | ((body: Record<string, unknown>) => object);

async function openLucky(answers: Record<string, Reply>) {
  const replies: Record<string, Reply> = {
    'backoffice/sites/list': okAnswer('backoffice/sites/list', { value: [LUCKY] }),
    ...answers,
  };
  const fake = fakeApi((path, body) => {
    const reply = replies[path.replace(/^\//, '')];
    return typeof reply === 'function' ? reply(body) : reply;
  });
  const store = new BackofficeStore(fake.api);
  await store.siteWork.openSite('lucky');
  const menus = store.siteWork.menus;
  if (!menus) throw new Error('no menus store');
  await menus.load();
  return { menus, calls: fake.calls };
}

const names = (entries: readonly BackofficeMenuEntry[]): unknown[] =>
  entries.map((e) => (e.children.length ? [e.name, names(e.children)] : e.name));

describe("a site's menus", () => {
  const start = () => ({
    menu: [entry(1, 'Home'), entry(2, 'Slots', [entry(3, 'Alpha')]), entry(4, 'VIP')],
    game_menu: [entry(10, 'Hot'), entry(11, 'Slots')],
  });

  it('adds an entry last and writes the whole menu with every kept id', async () => {
    const { menus, calls } = await openLucky(keepingPlatform(start()));
    expect(names(menus.menus.menu)).toEqual(['Home', ['Slots', ['Alpha']], 'VIP']);
    menus.add('menu');
    menus.set('name', ' Promotions Weekly ');
    menus.set('category', 'promotions');
    menus.set('url', '/promotions');
    expect(await menus.save()).toBe(true);
    expect(calls.at(-1)).toEqual({
      path: 'backoffice/sites/save_menu',
      body: {
        site_id: 7,
        menu: 'menu',
        items: [
          { content_id: 1, name: 'Home', category: 'home', url: '/home', children: [] },
          {
            content_id: 2,
            name: 'Slots',
            category: 'slots',
            url: '/slots',
            children: [{ content_id: 3, name: 'Alpha', category: 'alpha', url: '/alpha', children: [] }],
          },
          { content_id: 4, name: 'VIP', category: 'vip', url: '/vip', children: [] },
          { name: 'Promotions Weekly', category: 'promotions', url: '/promotions', children: [] },
        ],
      },
    });
    expect(names(menus.menus.menu)).toEqual(['Home', ['Slots', ['Alpha']], 'VIP', 'Promotions Weekly']);
    expect(menus.editing).toBeUndefined();
    expect(menus.done).toBe('siteWork.contentAdded');
  });

  it('renames a lobby tab in its place, its id kept', async () => {
    const { menus, calls } = await openLucky(keepingPlatform(start()));
    menus.edit('game_menu', 11);
    expect(menus.draft).toEqual({ name: 'Slots', category: 'slots', url: '/slots' });
    menus.set('name', 'Reels');
    expect(await menus.save()).toBe(true);
    expect(calls.at(-1)?.body).toMatchObject({
      menu: 'game_menu',
      items: [{ content_id: 10 }, { content_id: 11, name: 'Reels' }],
    });
    expect(names(menus.menus.game_menu)).toEqual(['Hot', 'Reels']);
    expect(names(menus.menus.menu)).toEqual(['Home', ['Slots', ['Alpha']], 'VIP']);
  });

  it('adds an entry under a top entry', async () => {
    const { menus } = await openLucky(keepingPlatform(start()));
    menus.add('menu', 4);
    menus.set('name', 'Gold');
    menus.set('category', 'vip');
    menus.set('url', '/vip?level=gold');
    expect(await menus.save()).toBe(true);
    expect(names(menus.menus.menu)).toEqual(['Home', ['Slots', ['Alpha']], ['VIP', ['Gold']]]);
  });

  it('moves up and down, nests under the entry above and takes a child out', async () => {
    const { menus } = await openLucky(keepingPlatform(start()));
    expect(await menus.move('menu', 4, -1)).toBe(true);
    expect(names(menus.menus.menu)).toEqual(['Home', 'VIP', ['Slots', ['Alpha']]]);
    expect(menus.done).toBe('siteWork.menuMoved');
    // The first entry cannot go up; nothing is sent.
    expect(await menus.move('menu', 1, -1)).toBe(false);
    expect(await menus.nest('menu', 4)).toBe(true);
    expect(names(menus.menus.menu)).toEqual([
      ['Home', ['VIP']],
      ['Slots', ['Alpha']],
    ]);
    // An entry with children does not nest (two levels only).
    expect(await menus.nest('menu', 2)).toBe(false);
    expect(await menus.unnest('menu', 3)).toBe(true);
    expect(names(menus.menus.menu)).toEqual([['Home', ['VIP']], 'Slots', 'Alpha']);
    expect(menus.menus.menu.map((e) => e.content_id)).toEqual([1, 2, 3]);
  });

  it('deletes only after the confirmation, children with the entry', async () => {
    const { menus, calls } = await openLucky(keepingPlatform(start()));
    menus.askDelete('menu', 2);
    expect(menus.confirming?.name).toBe('Slots');
    const sent = calls.length;
    menus.cancelDelete();
    expect(menus.confirming).toBeUndefined();
    expect(calls.length).toBe(sent);
    menus.askDelete('menu', 2);
    expect(await menus.confirmDelete()).toBe(true);
    expect(names(menus.menus.menu)).toEqual(['Home', 'VIP']);
    expect(menus.done).toBe('siteWork.contentDeleted');
  });

  it('keeps the form open with the refusal, the menu unchanged', async () => {
    const { menus } = await openLucky(keepingPlatform(start()));
    menus.edit('menu', 1);
    menus.set('url', 'javascript:alert(1)');
    expect(await menus.save()).toBe(false);
    expect(menus.saveError).toBe('invalidMenu');
    expect(menus.editing).toEqual({ menu: 'menu', id: 1 });
    expect(menus.menus.menu[0]?.url).toBe('/home');
  });
});
