import { PRELOADED_SITE_CALLS } from '@wl/api';
import { createSitePreloader } from './preload';

interface Injected {
  url: string;
  headers: { host: string };
  payload: Record<string, unknown>;
}

function fakeServer() {
  const calls: Injected[] = [];
  return {
    calls,
    inject: async (request: Injected) => {
      calls.push(request);
      const { url, payload } = request;
      const ok = !url.endsWith('/settings/bts');
      // Each game list answers its own flag, so the test can tell the answers apart.
      const value = url.endsWith('/product/get_games') ? [{ flag: payload['flag'] }] : [];
      return {
        json: () => (ok ? { statusCode: 1, message: 'OK', value } : { statusCode: -503, message: 'x' }),
      };
    },
  };
}

describe('site preloader', () => {
  it('answers each site call of a host once within the TTL, per host, and leaves failed calls out', async () => {
    let time = 0;
    const server = fakeServer();
    const preload = createSitePreloader(server as never, 15_000, () => time);

    const first = await preload('casino1.localhost', 'casino1');
    expect(first.map((entry) => entry.path)).toEqual(
      PRELOADED_SITE_CALLS.filter((c) => c.path !== 'settings/bts').map((c) => c.path),
    );
    await preload('casino1.localhost', 'casino1');
    expect(server.calls).toHaveLength(PRELOADED_SITE_CALLS.length);

    await preload('slot1.localhost', 'slot1');
    expect(server.calls).toHaveLength(2 * PRELOADED_SITE_CALLS.length);

    time = 15_000;
    await preload('casino1.localhost', 'casino1');
    expect(server.calls).toHaveLength(3 * PRELOADED_SITE_CALLS.length);
  });

  it('asks again at once after an operator change (clear), within the TTL', async () => {
    const server = fakeServer();
    const preload = createSitePreloader(server as never, 15_000, () => 0);
    await preload('casino1.localhost', 'casino1');
    preload.clear();
    await preload('casino1.localhost', 'casino1');
    expect(server.calls).toHaveLength(2 * PRELOADED_SITE_CALLS.length);
  });

  it("keeps one answer per body of the home's game lists, asked as the browser asks them", async () => {
    const server = fakeServer();
    const answers = await createSitePreloader(server as never)('casino1.localhost', 'casino1');

    const answerOf = (path: string, flag?: string) =>
      answers.find((entry) => entry.path === path && (!flag || entry.body['flag'] === flag))?.answer;
    expect(answerOf('product/get_games', 'featured')).toMatchObject({ value: [{ flag: 'featured' }] });
    expect(answerOf('product/get_games', 'popular')).toMatchObject({ value: [{ flag: 'popular' }] });
    expect(answerOf('product/get_games', 'new')).toMatchObject({ value: [{ flag: 'new' }] });
    expect(answerOf('home/fetch_slide')).toBeDefined();
    expect(answerOf('settings/top10winner_withdrawal')).toBeDefined();

    const featured = server.calls.find((c) => c.payload['flag'] === 'featured');
    expect(featured).toMatchObject({
      url: '/api/product/get_games',
      headers: { host: 'casino1.localhost' },
      payload: {
        domain_name: 'casino1.localhost',
        external_id: 'casino1',
        flag: 'featured',
        page: 1,
        page_size: 10,
      },
    });
    const hot = server.calls.find((c) => c.url === '/api/product/get_hot_games');
    expect(hot?.payload).toEqual({ domain_name: 'casino1.localhost', external_id: 'casino1', game_type: '' });
  });

  it('sends no external_id for a site without one', async () => {
    const server = fakeServer();
    await createSitePreloader(server as never)('casino1.localhost');
    expect(server.calls.find((c) => c.url === '/api/settings/partners')?.payload).toEqual({
      domain_name: 'casino1.localhost',
    });
  });
});
