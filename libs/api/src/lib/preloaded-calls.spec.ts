import { createApiClient } from './client';
import { fetchSlides } from './home';
import {
  HOME_GAME_LISTS,
  PRELOADED_SITE_CALLS,
  findPreloadedCall,
  preloadedCallBody,
} from './preloaded-calls';
import { getGames, getHotGames } from './product';
import { getBalance } from './member';
import { getPartners } from './settings';

const site = { domain_name: 'casino1.localhost', external_id: 'casino1' };
const ok = (value: unknown) => ({ statusCode: 1, message: 'OK', value });
const games = (flag: string) => ok([{ provider_code: 'JILI', game_code: flag, game_name: flag }]);

/** A client carrying `preloaded`, whose network is down: a request that goes out gets the fallback. */
function pageClient(preloaded: Record<string, ReturnType<typeof ok>>) {
  const client = createApiClient('/api', { preloaded });
  const network = jest.spyOn(client, 'http').mockRejectedValue(new Error('offline'));
  return { client, network };
}

describe('answers the site server wrote into the page', () => {
  it('answers the first call from the page without loading axios, and the next one over the network', async () => {
    const partners = {
      statusCode: 1,
      message: 'OK',
      partners: [{ href: 'https://a', img_url: '/a.png', partner_name: 'A' }],
    };
    const client = createApiClient('http://127.0.0.1:9/api', {
      preloaded: { 'settings/partners': partners },
      timeoutMs: 2_000,
    });
    const loadAxios = jest.spyOn(client, 'http');

    await expect(getPartners(client, { domain_name: 'casino1.localhost' })).resolves.toEqual(partners);
    expect(loadAxios).not.toHaveBeenCalled();

    // Nothing listens on port 9: the second call really goes out, and gets the spec's fallback.
    const second = await getPartners(client, { domain_name: 'casino1.localhost' });
    expect(second).toMatchObject({ statusCode: -503, message: 'serviceUnavailable' });
  });

  it('keeps several answers for one path and gives each request the answer of its own body', async () => {
    const { client, network } = pageClient({
      'product/get_games#featured': games('featured'),
      'product/get_games#popular': games('popular'),
      'product/get_games#new': games('new'),
    });

    const popular = await getGames(client, { ...site, ...HOME_GAME_LISTS.popular });
    const featured = await getGames(client, { ...site, ...HOME_GAME_LISTS.featured });
    const fresh = await getGames(client, { ...site, ...HOME_GAME_LISTS.new });

    expect(popular).toEqual(games('popular'));
    expect(featured).toEqual(games('featured'));
    expect(fresh).toEqual(games('new'));
    expect(network).not.toHaveBeenCalled();
  });

  it('answers only the exact request: another page size, an extra field or a member call goes out', async () => {
    const { client, network } = pageClient({
      'product/get_games#featured': games('featured'),
      'home/fetch_slide': ok([]),
    });

    const bigger = await getGames(client, { ...site, ...HOME_GAME_LISTS.featured, page_size: 30 });
    const filtered = await getGames(client, { ...site, ...HOME_GAME_LISTS.featured, provider_code: 'JDB' });
    const balance = await getBalance(client, { account_id: 'demo1', auth: 't' });

    for (const answer of [bigger, filtered, balance]) expect(answer.statusCode).not.toBe(1);
    expect(network).toHaveBeenCalledTimes(3);
    // The preloaded answers are still there for the requests they answer.
    await expect(getGames(client, { ...site, ...HOME_GAME_LISTS.featured })).resolves.toEqual(
      games('featured'),
    );
    await expect(fetchSlides(client, site)).resolves.toEqual(ok([]));
    expect(network).toHaveBeenCalledTimes(3);
  });

  it("answers hot games twice (the site's after-mount load and the home's row), then goes out", async () => {
    const { client, network } = pageClient({ 'product/get_hot_games': games('hot') });
    const request = { ...site, game_type: '' as const };

    await expect(getHotGames(client, request)).resolves.toEqual(games('hot'));
    await expect(getHotGames(client, request)).resolves.toEqual(games('hot'));
    expect(network).not.toHaveBeenCalled();
    await expect(getHotGames(client, request)).resolves.toMatchObject({ statusCode: -503 });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('ignores answers under ids it does not know', async () => {
    const { client, network } = pageClient({ 'product/get_games': games('any') });
    await getGames(client, { ...site, ...HOME_GAME_LISTS.featured });
    expect(network).toHaveBeenCalledTimes(1);
  });
});

describe('the preloaded calls', () => {
  it('are site calls only, each with its own id', () => {
    const ids = PRELOADED_SITE_CALLS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(PRELOADED_SITE_CALLS.map((c) => c.path)).not.toContain('auth/get_balance');
    expect(ids).toEqual(
      expect.arrayContaining([
        'home/fetch_slide',
        'home/marquee',
        'home/fetch_transactions',
        'settings/top10winner_withdrawal',
        'product/get_games#featured',
        'product/get_games#popular',
        'product/get_games#new',
      ]),
    );
  });

  it("are sent with the site's host and external_id and the call's own fields", () => {
    const byId = (id: string) => {
      const found = PRELOADED_SITE_CALLS.find((c) => c.id === id);
      if (!found) throw new Error(`no preloaded call ${id}`);
      return found;
    };
    expect(preloadedCallBody(byId('settings/partners'), { domain_name: 'slot1.localhost' })).toEqual({
      domain_name: 'slot1.localhost',
    });
    expect(preloadedCallBody(byId('product/get_hot_games'), site)).toEqual({ ...site, game_type: '' });
    expect(preloadedCallBody(byId('product/get_games#new'), site)).toEqual({
      ...site,
      flag: 'new',
      page: 1,
      page_size: 6,
    });
  });

  it('are recognised by path and body, whatever the order of the fields', () => {
    const body = { page_size: 6, flag: 'popular', page: 1, domain_name: 'x.localhost' };
    expect(findPreloadedCall('product/get_games', body)?.id).toBe('product/get_games#popular');
    expect(findPreloadedCall('product/get_games', { ...body, flag: 'hot' })).toBeUndefined();
    expect(findPreloadedCall('product/get_games', { ...body, domain_name: '' })).toBeUndefined();
    expect(findPreloadedCall('settings/partners', undefined)).toBeUndefined();
  });
});
