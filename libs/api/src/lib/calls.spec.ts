import { EVERY_CALL } from '../testing/every-call';
import { TestPlatformServer } from '../testing/test-platform-server';
import { API_CALLS } from './call-table';
import { createApiClient } from './client';
import { getFavourites } from './member';
import { getGames } from './product';

let server: TestPlatformServer;

beforeAll(async () => {
  server = await TestPlatformServer.start();
});
afterEach(() => server.reset());
afterAll(() => server.close());

describe('every call of spec section 7', () => {
  it('has one client function for each path of the call table, and none without one', () => {
    expect(EVERY_CALL.map((call) => call.path).sort()).toEqual(Object.keys(API_CALLS).sort());
  });

  it.each(EVERY_CALL)('$method /api/$path sends its request as JSON and returns the answer', async (call) => {
    const answer = { statusCode: 1, message: 'OK', value: [{ marker: call.path }] };
    server.reply({ json: answer });

    const result = await call.invoke(createApiClient(server.baseURL));

    expect(server.received).toEqual([{ method: call.method, path: `/api/${call.path}`, body: call.body }]);
    expect(result).toEqual(answer);
  });

  it('sends the two GET calls without a body', async () => {
    const client = createApiClient(server.baseURL);
    for (const call of EVERY_CALL.filter(({ method }) => method === 'GET')) await call.invoke(client);

    expect(server.received).toEqual([
      { method: 'GET', path: '/api/home/public_odds', body: undefined },
      { method: 'GET', path: '/api/home/match_list', body: undefined },
    ]);
  });

  it('keeps img_url on favourites as they arrive (the user store reads it as game_image)', async () => {
    const item = {
      provider_code: 'PGSOFT',
      game_code: 'fortune-tiger',
      game_name: 'Fortune Tiger',
      game_type: 'slots',
      img_url: '/media/games/fortune-tiger.webp',
    };
    server.reply({ json: { statusCode: 1, message: 'OK', value: [item] } });

    const answer = await getFavourites(createApiClient(server.baseURL), { account_id: 'demo1', auth: 't' });

    expect(answer.value).toEqual([item]);
    expect(answer.value[0]).not.toHaveProperty('game_image');
  });

  it('sends a lobby of several categories, a flag and the filters in one get_games call', async () => {
    const answer = { statusCode: 1, message: 'OK', value: [], total: 0, page: 3, page_size: 24 };
    server.reply({ json: answer });
    const request = {
      domain_name: 'casino1.localhost',
      categories: ['livecasino' as const, 'table' as const],
      provider_code: 'EVO',
      search: 'baccarat',
      page: 3,
      page_size: 24,
    };

    expect(await getGames(createApiClient(server.baseURL), request)).toEqual(answer);
    expect(server.received).toEqual([{ method: 'POST', path: '/api/product/get_games', body: request }]);
  });

  it('asks get_games for the hot games by flag, with no category at all', async () => {
    server.reply({ json: { statusCode: 1, message: 'OK', value: [], total: 0 } });
    const request = { domain_name: 'slot1.localhost', flag: 'hot' as const, page: 1, page_size: 24 };

    await getGames(createApiClient(server.baseURL), request);

    expect(server.received[0]?.body).toEqual(request);
    expect(server.received[0]?.body).not.toHaveProperty('category');
  });
});
