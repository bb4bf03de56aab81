import { createApiClient } from './client';
import { fetchSlides } from './home';
import type { Envelope } from './envelope';
import { peekAnswer, type PageAnswer } from './page-answers';
import { HOME_GAME_LISTS, PRELOADED_SITE_CALLS, preloadedCallBody } from './preloaded-calls';
import { getGames, getHotGames } from './product';
import { getBalance } from './member';
import { getPartners } from './settings';

const site = { domain_name: 'casino1.localhost', external_id: 'casino1' };
const ok = (value: unknown) => ({ statusCode: 1, message: 'OK', value });
const games = (flag: string) => ok([{ provider_code: 'JILI', game_code: flag, game_name: flag }]);
const answered = (path: string, body: Record<string, unknown>, answer: Envelope = ok([])): PageAnswer => ({
  path,
  body,
  answer,
});

/** A client carrying the page's answers, whose network is down: a request that goes out gets the fallback. */
function pageClient(answers: PageAnswer[]) {
  const client = createApiClient('/api', { preloaded: answers });
  const network = jest.spyOn(client, 'http').mockRejectedValue(new Error('offline'));
  return { client, network };
}

describe('answers the site server wrote into the page', () => {
  it('answers the first view without loading axios, and goes out once the first view is over', async () => {
    const partners = {
      statusCode: 1,
      message: 'OK',
      partners: [{ href: 'https://a', img_url: '/a.png', partner_name: 'A' }],
    };
    const client = createApiClient('http://127.0.0.1:9/api', {
      preloaded: [answered('settings/partners', { domain_name: 'casino1.localhost' }, partners)],
      timeoutMs: 2_000,
    });
    const loadAxios = jest.spyOn(client, 'http');

    await expect(getPartners(client, { domain_name: 'casino1.localhost' })).resolves.toEqual(partners);
    await expect(getPartners(client, { domain_name: 'casino1.localhost' })).resolves.toEqual(partners);
    expect(loadAxios).not.toHaveBeenCalled();

    // The player moved on: nothing listens on port 9, so the call really goes out and gets the fallback.
    client.preloaded?.expire();
    const later = await getPartners(client, { domain_name: 'casino1.localhost' });
    expect(later).toMatchObject({ statusCode: -503, message: 'serviceUnavailable' });
  });

  it('keeps several answers for one path and gives each request the answer of its own body', async () => {
    const { client, network } = pageClient(
      (['featured', 'popular', 'new'] as const).map((row) =>
        answered('product/get_games', { ...site, ...HOME_GAME_LISTS[row] }, games(row)),
      ),
    );

    const popular = await getGames(client, { ...site, ...HOME_GAME_LISTS.popular });
    // The same fields in another order are the same request.
    const featured = await getGames(client, { page_size: 10, flag: 'featured', page: 1, ...site });
    const fresh = await getGames(client, { ...site, ...HOME_GAME_LISTS.new });

    expect(popular).toEqual(games('popular'));
    expect(featured).toEqual(games('featured'));
    expect(fresh).toEqual(games('new'));
    expect(network).not.toHaveBeenCalled();
  });

  it('answers only the exact request: another page size, an extra field or a member call goes out', async () => {
    const { client, network } = pageClient([
      answered('product/get_games', { ...site, ...HOME_GAME_LISTS.featured }, games('featured')),
      answered('home/fetch_slide', site),
    ]);

    const bigger = await getGames(client, { ...site, ...HOME_GAME_LISTS.featured, page_size: 30 });
    const filtered = await getGames(client, { ...site, ...HOME_GAME_LISTS.featured, provider_code: 'JDB' });
    const balance = await getBalance(client, { account_id: 'demo1', auth: 't' });

    for (const answer of [bigger, filtered, balance]) expect(answer.statusCode).not.toBe(1);
    expect(network).toHaveBeenCalledTimes(3);
    await expect(getGames(client, { ...site, ...HOME_GAME_LISTS.featured })).resolves.toEqual(
      games('featured'),
    );
    await expect(fetchSlides(client, site)).resolves.toEqual(ok([]));
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('gives a store the answer at once, in its first render, and never a request', () => {
    const { client, network } = pageClient([
      answered('product/get_hot_games', { ...site, game_type: '' }, games('hot')),
    ]);
    expect(peekAnswer(client, (t) => getHotGames(t, { ...site, game_type: '' }))).toEqual(games('hot'));
    expect(peekAnswer(client, (t) => getHotGames(t, { ...site, game_type: 'slots' }))).toBeUndefined();
    expect(network).not.toHaveBeenCalled();
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
});
