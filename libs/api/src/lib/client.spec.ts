import { TestPlatformServer } from '../testing/test-platform-server';

let server: TestPlatformServer;
beforeAll(async () => {
  server = await TestPlatformServer.start();
});
afterEach(() => server.reset());
afterAll(() => server.close());

/** Counts how often axios is loaded, and can make the next load fail like a lost chunk. */
let mockAxiosLoads = 0;
let mockFailNextLoad = false;
beforeEach(() => {
  jest.resetModules();
  mockAxiosLoads = 0;
  mockFailNextLoad = false;
  jest.doMock('axios', () => {
    mockAxiosLoads += 1;
    if (mockFailNextLoad) {
      mockFailNextLoad = false;
      throw new Error('Loading chunk axios failed');
    }
    return jest.requireActual('axios');
  });
});

describe('createApiClient', () => {
  it('loads axios only with the first call, not on import or creation', async () => {
    const api = await import('../index');
    const client = api.createApiClient(server.baseURL);
    expect(api.fallbackFor('auth/login', 'x').statusCode).toBe(-500);
    expect(api.shouldRetry('GET', 503, 1)).toBe(true);
    expect(mockAxiosLoads).toBe(0);

    await client.startup({ domain_name: 'slot2.example.test' });
    await api.getPartners(client, { domain_name: 'slot2.example.test' });
    expect(mockAxiosLoads).toBe(1);
  });

  it('posts the host name to /api/startup as JSON and returns the answer', async () => {
    const { createApiClient } = await import('../index');
    const answer = { statusCode: 1, message: 'OK', site: { site_name: 'Neon Reels' } };
    server.reply({ json: answer });

    const startup = await createApiClient(server.baseURL).startup({ domain_name: 'slot1.localhost' });

    expect(startup).toEqual(answer);
    expect(server.received).toEqual([
      { method: 'POST', path: '/api/startup', body: { domain_name: 'slot1.localhost' } },
    ]);
  });

  it('uses one axios instance for all calls, with base URL, JSON and the timeout', async () => {
    const { createApiClient, DEFAULT_TIMEOUT_MS } = await import('../index');
    const client = createApiClient('/api');
    const http = await client.http();

    expect(await client.http()).toBe(http);
    expect(http.defaults.baseURL).toBe('/api');
    expect(http.defaults.timeout).toBe(DEFAULT_TIMEOUT_MS);
    expect(http.defaults.headers['Content-Type']).toBe('application/json');
    expect(createApiClient().baseURL).toBe('/api');
  });

  it('answers the fallback when axios cannot be loaded, and loads it again on the next call', async () => {
    const { createApiClient, getBalance } = await import('../index');
    const client = createApiClient(server.baseURL);
    const member = { account_id: 'demo1', auth: 'session-token-1' };
    mockFailNextLoad = true;

    expect(await getBalance(client, member)).toEqual({
      statusCode: -503,
      message: 'serviceUnavailable',
      details: `POST ${server.baseURL}/auth/get_balance: <no response>`,
    });
    expect(server.received).toHaveLength(0);

    expect(await getBalance(client, member)).toEqual({ statusCode: 1, message: 'OK' });
    expect(mockAxiosLoads).toBe(2);
  });

  it("answers the page's calls without a request or axios, and the same calls over the network once the first view is over", async () => {
    const { createApiClient, fetchSlides, getGames, HOME_GAME_LISTS } = await import('../index');
    const site = { domain_name: 'casino1.localhost', external_id: 'casino1' };
    const slides = { statusCode: 1, message: 'OK', value: [] };
    const featured = { statusCode: 1, message: 'OK', value: [], total: 0 };
    const client = createApiClient(server.baseURL, {
      preloaded: [
        { path: 'home/fetch_slide', body: site, answer: slides },
        { path: 'product/get_games', body: { ...site, ...HOME_GAME_LISTS.featured }, answer: featured },
      ],
    });

    expect(await fetchSlides(client, site)).toEqual(slides);
    expect(await getGames(client, { ...site, ...HOME_GAME_LISTS.featured })).toEqual(featured);
    expect(mockAxiosLoads).toBe(0);
    expect(server.received).toHaveLength(0);

    client.preloaded?.expire();
    await fetchSlides(client, site);
    await getGames(client, { ...site, ...HOME_GAME_LISTS.featured, page: 2 });
    expect(server.received.map((r) => [r.path, r.body])).toEqual([
      ['/api/home/fetch_slide', site],
      ['/api/product/get_games', { ...site, ...HOME_GAME_LISTS.featured, page: 2 }],
    ]);
  });
});
