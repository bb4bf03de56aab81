import { createApiClient } from './client';
import { PRELOADED_SITE_CALLS, preloadedCallBody } from './preloaded-calls';
import { getPartners } from './settings';

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

  it('preloads only site calls, with the host as domain_name (hot games with an empty game_type)', () => {
    expect(PRELOADED_SITE_CALLS).not.toContain('auth/get_balance');
    expect(preloadedCallBody('settings/partners', 'slot1.localhost')).toEqual({
      domain_name: 'slot1.localhost',
    });
    expect(preloadedCallBody('product/get_hot_games', 'slot1.localhost')).toEqual({
      domain_name: 'slot1.localhost',
      game_type: '',
    });
  });
});
