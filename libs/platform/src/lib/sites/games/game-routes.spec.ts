import { GAME_CATEGORIES } from '@wl/site-model';
import { createSiteTestApp, SEED_TIMEOUT_MS, type SiteTestApp } from '../site-test-app';

interface Game {
  provider_code: string;
  game_code: string;
  game_name: string;
  game_type: string;
  game_image: string;
  hot: boolean;
  featured: boolean;
  popular: boolean;
  new: boolean;
}
interface GamePage {
  statusCode: number;
  value: Game[];
  total: number;
  page: number;
  page_size: number;
}

const INVALID_REQUEST = { statusCode: -400, message: 'invalidRequest' };

describe('game lobbies', () => {
  let t: SiteTestApp;
  const games = async (body: Record<string, unknown>) =>
    (await t.post('/product/get_games', body)).json<GamePage>();
  const hot = async (body: Record<string, unknown>) =>
    (await t.post('/product/get_hot_games', body)).json<{ statusCode: number; value: Game[] }>();

  beforeAll(async () => {
    t = await createSiteTestApp();
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());

  it('offers at least 200 games across every category of the spec, each with artwork', async () => {
    const all = new Map<string, Game>();
    for (const host of [
      'casino1.localhost',
      'slot1.localhost',
      'sportsbook1.localhost',
      'slot2.localhost',
      'casino2.localhost',
    ]) {
      const page = await games({ domain_name: host, page_size: 100 });
      for (let p = 1; (p - 1) * 100 < page.total; p++) {
        for (const g of (await games({ domain_name: host, page: p, page_size: 100 })).value)
          all.set(`${g.provider_code}/${g.game_code}`, g);
      }
    }
    expect(all.size).toBeGreaterThanOrEqual(200);
    expect(new Set([...all.values()].map((g) => g.game_type))).toEqual(new Set(GAME_CATEGORIES));
    for (const g of all.values()) {
      expect(g.game_image).toBe(`/api/media/game/${g.provider_code}/${g.game_code}.svg`);
      expect(g.game_name.length).toBeGreaterThan(1);
    }
    const providers = new Set([...all.values()].map((g) => g.provider_code));
    for (const code of ['JILI', 'PPLAY', 'FACHAI', 'PGSOFT', 'JDB', 'YBAT', 'EPW'])
      expect(providers).toContain(code);
  });

  it('get_hot_games with an empty game_type gives the hot games of every category the site offers', async () => {
    const { statusCode, value } = await hot({ domain_name: 'slot1.localhost', game_type: '' });
    expect(statusCode).toBe(1);
    expect(value.length).toBeGreaterThan(5);
    expect(value.every((g) => g.hot)).toBe(true);
    expect(new Set(value.map((g) => g.game_type))).toEqual(
      new Set(['slots', 'fish', 'arcade', 'crash', 'bingo', 'freeplay']),
    );
    // The spec's front end sends game_type empty; leaving it out means the same.
    expect((await hot({ domain_name: 'slot1.localhost' })).value).toEqual(value);
  });

  it('get_hot_games with a game_type gives that category only', async () => {
    const { value } = await hot({ domain_name: 'casino1.localhost', game_type: 'livecasino' });
    expect(value.length).toBeGreaterThan(0);
    expect(value.every((g) => g.hot && g.game_type === 'livecasino')).toBe(true);
    expect((await hot({ domain_name: 'casino1.localhost', game_type: 'crash' })).value).toEqual([]);
  });

  it('get_hot_games rejects an unknown game_type with HTTP 400 invalidRequest', async () => {
    const response = await t.post('/product/get_hot_games', {
      domain_name: 'casino1.localhost',
      game_type: 'roulette',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(INVALID_REQUEST);
  });

  it('get_games pages through a category with the total count, and the pages do not overlap', async () => {
    const first = await games({
      domain_name: 'casino1.localhost',
      category: 'slots',
      page: 1,
      page_size: 10,
    });
    expect(first).toMatchObject({ statusCode: 1, page: 1, page_size: 10 });
    expect(first.value).toHaveLength(10);
    expect(first.total).toBeGreaterThan(20);
    const second = await games({
      domain_name: 'casino1.localhost',
      category: 'slots',
      page: 2,
      page_size: 10,
    });
    const codes = new Set(first.value.map((g) => g.game_code));
    expect(second.value.some((g) => codes.has(g.game_code))).toBe(false);
    const last = Math.ceil(first.total / 10);
    expect(
      (await games({ domain_name: 'casino1.localhost', category: 'slots', page: last, page_size: 10 })).value
        .length,
    ).toBe(first.total - (last - 1) * 10);
    expect(
      (await games({ domain_name: 'casino1.localhost', category: 'slots', page: last + 1, page_size: 10 }))
        .value,
    ).toEqual([]);
  });

  it('get_games filters by provider, by flag and by part of the name, in any case', async () => {
    const jili = await games({ domain_name: 'slot1.localhost', category: 'fish', provider_code: 'JILI' });
    expect(jili.total).toBeGreaterThan(0);
    expect(jili.value.every((g) => g.provider_code === 'JILI' && g.game_type === 'fish')).toBe(true);
    const featured = await games({ domain_name: 'slot1.localhost', flag: 'featured', page_size: 100 });
    expect(featured.value.length).toBeGreaterThan(0);
    expect(featured.value.every((g) => g.featured)).toBe(true);
    const found = await games({ domain_name: 'casino1.localhost', search: 'BACCARAT' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.value.every((g) => /baccarat/i.test(g.game_name))).toBe(true);
  });

  it('get_games lists several categories at once, paged together, and each with the other filters', async () => {
    const body = { domain_name: 'casino1.localhost', page_size: 100 };
    const live = await games({ ...body, category: 'livecasino' });
    const table = await games({ ...body, category: 'table' });
    expect(live.total).toBeGreaterThan(0);
    expect(table.total).toBeGreaterThan(0);
    const both = await games({ ...body, categories: ['livecasino', 'table'] });
    expect(both.total).toBe(live.total + table.total);
    expect(new Set(both.value.map((g) => g.game_type))).toEqual(new Set(['livecasino', 'table']));
    const firstPage = await games({ ...body, categories: ['livecasino', 'table'], page_size: 5 });
    expect(firstPage.value).toEqual(both.value.slice(0, 5));
    const provider = both.value[0]?.provider_code ?? '';
    const byProvider = await games({ ...body, categories: ['livecasino', 'table'], provider_code: provider });
    expect(byProvider.total).toBeGreaterThan(0);
    expect(byProvider.value.every((g) => g.provider_code === provider)).toBe(true);
    // With a category too, both apply: no slot is a live or table game.
    expect((await games({ ...body, categories: ['livecasino', 'table'], category: 'slots' })).total).toBe(0);
  });

  it('get_games takes % and _ in a search literally', async () => {
    expect((await games({ domain_name: 'casino1.localhost', search: '%' })).total).toBe(0);
    expect((await games({ domain_name: 'casino1.localhost', search: '_' })).total).toBe(0);
  });

  it('get_games defaults to page 1 of 30', async () => {
    expect(await games({ domain_name: 'casino1.localhost' })).toMatchObject({ page: 1, page_size: 30 });
  });

  it.each<[string, Record<string, unknown>]>([
    ['page 0', { page: 0 }],
    ['a fractional page', { page: 1.5 }],
    ['a page as text', { page: '2' }],
    ['page_size 0', { page_size: 0 }],
    ['page_size over 100', { page_size: 101 }],
    ['an unknown category', { category: 'roulette' }],
    ['an unknown category in a list', { categories: ['slots', 'roulette'] }],
    ['an empty category list', { categories: [] }],
    ['a category list as text', { categories: 'slots' }],
    ['an unknown flag', { flag: 'trending' }],
    ['a provider code with spaces', { provider_code: 'JI LI' }],
    ['a 51-character search', { search: 'x'.repeat(51) }],
  ])('get_games rejects %s with HTTP 400 invalidRequest', async (_, extra) => {
    const response = await t.post('/product/get_games', { domain_name: 'casino1.localhost', ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(INVALID_REQUEST);
  });
});
