import { getGames, type Game, type GamesRequest, type GamesResponse, type ProviderCount } from '@wl/api';
import type { GameCategory } from '@wl/core';
import {
  LOBBY_PAGE_SIZE,
  LobbyStore,
  lobbyQueryString,
  parseLobbyQuery,
  SEARCH_DEBOUNCE_MS,
} from './lobby-store';

jest.mock('@wl/api', () => ({ ...jest.requireActual('@wl/api'), getGames: jest.fn() }));
const getGamesMock = jest.mocked(getGames);

const game = (code: string, provider = 'JILI'): Game => ({
  provider_code: provider,
  game_code: code,
  game_name: `Game ${code}`,
  game_type: 'slots',
  game_image: `/img/${code}.svg`,
});
const page = (games: Game[], total = games.length): GamesResponse => ({
  statusCode: 1,
  message: 'OK',
  value: games,
  total,
});

const counts: ProviderCount[] = [
  { provider_code: 'JILI', category: 'slots', count: 12 },
  { provider_code: 'PGSOFT', category: 'slots', count: 8 },
  { provider_code: 'EVO', category: 'livecasino', count: 5 },
  { provider_code: 'SEXY', category: 'table', count: 3 },
  { provider_code: 'JILI', category: 'fish', count: 4 },
  { provider_code: 'EMPTY', category: 'slots', count: 0 },
];

function setup(categories: readonly GameCategory[] = ['slots']) {
  const writeUrl = jest.fn<void, [string, { replace: boolean }]>();
  const store = new LobbyStore({
    api: { http: jest.fn(), baseURL: '/api' },
    site: () => ({ domain_name: 'casino1.localhost' }),
    categories,
    providerCounts: () => counts,
    writeUrl,
  });
  const requests = () => getGamesMock.mock.calls.map(([, request]) => request);
  const lastRequest = (): GamesRequest | undefined => requests().at(-1);
  return { store, writeUrl, requests, lastRequest };
}

/** Lets the answers already resolved reach the store. */
const settle = () =>
  new Promise<void>((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

function deferred() {
  let resolve: (answer: GamesResponse) => void = () => undefined;
  const promise = new Promise<GamesResponse>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  getGamesMock.mockReset();
  getGamesMock.mockResolvedValue(page([game('a'), game('b')], 2));
});
afterEach(() => jest.useRealTimers());

describe('the address query', () => {
  it('reads provider, search and page, leaving out what is malformed', () => {
    expect(parseLobbyQuery('?provider=JILI&q=%20fortune%20&page=3')).toEqual({
      provider: 'JILI',
      search: 'fortune',
      flag: '',
      page: 3,
    });
    expect(parseLobbyQuery('?provider=JI%20LI&page=0')).toEqual({
      provider: '',
      search: '',
      flag: '',
      page: 1,
    });
    expect(parseLobbyQuery('?page=2.5').page).toBe(1);
    expect(parseLobbyQuery(`?q=${'x'.repeat(80)}`).search).toHaveLength(50);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(lobbyQueryString({ provider: '', search: '', flag: '', page: 1 })).toBe('');
    expect(lobbyQueryString({ provider: 'JILI', search: 'lucky fish', flag: '', page: 2 }, '?ref=abc')).toBe(
      '?ref=abc&provider=JILI&q=lucky+fish&page=2',
    );
    expect(lobbyQueryString({ provider: '', search: 'x', flag: '', page: 1 }, '', '[page]')).toBe(
      '?q=x&page=[page]',
    );
  });
});

describe('LobbyStore', () => {
  it('loads the page the address names, of its one category', async () => {
    const { store, lastRequest } = setup();
    store.readUrl('?provider=PGSOFT&q=tiger&page=2');
    expect(store.status).toBe('loading');
    await settle();

    expect(lastRequest()).toEqual({
      domain_name: 'casino1.localhost',
      category: 'slots',
      provider_code: 'PGSOFT',
      search: 'tiger',
      page: 2,
      page_size: LOBBY_PAGE_SIZE,
    });
    expect(store.input).toBe('tiger');
    expect(store.status).toBe('ready');
    expect(store.games.map((g) => g.game_code)).toEqual(['a', 'b']);
  });

  it("asks for the casino lobby's two categories in one call", async () => {
    const { store, lastRequest } = setup(['livecasino', 'table']);
    store.readUrl('');
    await settle();
    expect(lastRequest()).toMatchObject({ categories: ['livecasino', 'table'] });
    expect(lastRequest()).not.toHaveProperty('category');
  });

  it('lists the hot lobby by the hot flag, with no category', async () => {
    const { store, lastRequest } = setup([]);
    store.readUrl('');
    await settle();
    expect(lastRequest()).toMatchObject({ flag: 'hot', page: 1 });
    expect(lastRequest()).not.toHaveProperty('category');
    expect(lastRequest()).not.toHaveProperty('categories');
  });

  it('narrows to the featured games of a "see all" link, and shows them all again when cleared', async () => {
    const { store, lastRequest } = setup(['slots']);
    store.readUrl('?flag=featured');
    await settle();
    expect(lastRequest()).toMatchObject({ category: 'slots', flag: 'featured', page: 1 });
    expect(store.hasFilters).toBe(true);
    store.setFlag('');
    await settle();
    expect(lastRequest()).not.toHaveProperty('flag');
    expect(parseLobbyQuery('?flag=hot').flag).toBe('');
  });

  it('offers only the providers with games in its categories', () => {
    expect(setup(['slots']).store.providers).toEqual(['JILI', 'PGSOFT']);
    expect(setup(['livecasino', 'table']).store.providers).toEqual(['EVO', 'SEXY']);
    expect(setup(['fish']).store.providers).toEqual(['JILI']);
    expect(setup([]).store.providers).toEqual(['JILI', 'PGSOFT', 'EVO', 'SEXY']);
  });

  it('ignores a provider in the address that has no games here', async () => {
    const { store, lastRequest } = setup(['slots']);
    store.readUrl('?provider=EVO');
    await settle();
    expect(store.query.provider).toBe('');
    expect(lastRequest()).not.toHaveProperty('provider_code');
  });

  it('searches once typing pauses, trimmed, from page 1, and puts it into the address', async () => {
    jest.useFakeTimers();
    const { store, writeUrl, requests } = setup();
    store.readUrl('?page=3');
    store.setInput('  fort');
    store.setInput('  fortune ');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(requests()).toHaveLength(1);

    jest.advanceTimersByTime(1);
    expect(requests()).toHaveLength(2);
    expect(requests()[1]).toMatchObject({ search: 'fortune', page: 1 });
    expect(writeUrl).toHaveBeenLastCalledWith('?q=fortune', { replace: false });
    expect(store.input).toBe('  fortune ');
  });

  it('does not search again when only spaces were added', () => {
    jest.useFakeTimers();
    const { store, requests } = setup();
    store.readUrl('?q=fortune');
    store.setInput('fortune  ');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(requests()).toHaveLength(1);
  });

  it('keeps the search at 50 characters', () => {
    const { store, lastRequest } = setup();
    store.readUrl('');
    store.setInput('y'.repeat(60));
    store.submitSearch();
    expect(store.input).toHaveLength(50);
    expect(lastRequest()?.search).toHaveLength(50);
  });

  it('drops the answer of a slow earlier search that a newer one overtook', async () => {
    const { store } = setup();
    const slow = deferred();
    const fast = deferred();
    getGamesMock.mockReturnValueOnce(slow.promise).mockReturnValueOnce(fast.promise);
    store.readUrl('?q=fish');
    store.setInput('tiger');
    store.submitSearch();

    fast.resolve(page([game('tiger')], 1));
    await settle();
    slow.resolve(page([game('fish1'), game('fish2')], 2));
    await settle();

    expect(store.games.map((g) => g.game_code)).toEqual(['tiger']);
    expect(store.total).toBe(1);
    expect(store.status).toBe('ready');
  });

  it('goes back to page 1 when the provider changes, and into the address', () => {
    const { store, writeUrl, lastRequest } = setup();
    store.readUrl('?q=lucky&page=4');
    store.setProvider('JILI');
    expect(lastRequest()).toMatchObject({ provider_code: 'JILI', search: 'lucky', page: 1 });
    expect(writeUrl).toHaveBeenLastCalledWith('?provider=JILI&q=lucky', { replace: false });
  });

  it('follows back and forward: the address it wrote itself loads nothing again', async () => {
    const { store, requests } = setup();
    store.readUrl('?q=lucky');
    store.setPage(2);
    store.readUrl('?q=lucky&page=2');
    expect(requests()).toHaveLength(2);

    store.readUrl('?q=dragon');
    await settle();
    expect(requests()).toHaveLength(3);
    expect(requests()[2]).toMatchObject({ search: 'dragon', page: 1 });
    expect(store.input).toBe('dragon');
  });

  it('tells an empty search result from a lobby without games', async () => {
    const { store } = setup();
    getGamesMock.mockResolvedValue(page([], 0));
    store.readUrl('?q=zzz');
    await settle();
    expect(store.empty).toBe('filtered');

    store.clearFilters();
    await settle();
    expect(store.input).toBe('');
    expect(store.query).toEqual({ provider: '', search: '', flag: '', page: 1 });
    expect(store.empty).toBe('category');
  });

  it('fails clearly when the service is down, and loads again on retry', async () => {
    const { store, requests } = setup();
    getGamesMock.mockResolvedValueOnce({ statusCode: -503, message: 'serviceUnavailable' });
    store.readUrl('');
    await settle();
    expect(store.status).toBe('failed');
    expect(store.failure).toBe('unavailable');
    expect(store.empty).toBeNull();

    store.retry();
    await settle();
    expect(requests()).toHaveLength(2);
    expect(store.status).toBe('ready');
    expect(store.failure).toBeNull();
  });

  it('calls any other refusal an error', async () => {
    const { store } = setup();
    getGamesMock.mockResolvedValueOnce({ statusCode: -400, message: 'invalidRequest' });
    store.readUrl('');
    await settle();
    expect(store.failure).toBe('error');
  });

  it('moves an address past the last page to the last page', async () => {
    const { store, writeUrl, lastRequest } = setup();
    getGamesMock.mockResolvedValueOnce(page([], 50));
    store.readUrl('?page=9');
    await settle();
    expect(lastRequest()).toMatchObject({ page: 3 });
    expect(writeUrl).toHaveBeenLastCalledWith('?page=3', { replace: true });
  });

  it('starts afresh after being disposed (a remount)', async () => {
    const { store, requests } = setup();
    store.readUrl('?q=x');
    store.dispose();
    store.readUrl('?q=x');
    await settle();
    expect(requests()).toHaveLength(2);
    expect(store.status).toBe('ready');
  });
});
