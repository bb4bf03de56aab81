import { PRELOADED_SITE_CALLS } from '@wl/api';
import { createSitePreloader } from './preload';

function fakeServer() {
  const calls: string[] = [];
  return {
    calls,
    inject: async ({ url, headers }: { url: string; headers: { host: string } }) => {
      calls.push(`${headers.host} ${url}`);
      const ok = !url.endsWith('/settings/bts');
      return {
        json: () => (ok ? { statusCode: 1, message: 'OK', value: [] } : { statusCode: -503, message: 'x' }),
      };
    },
  };
}

describe('site preloader', () => {
  it('answers each site call of a host once within the TTL, per host, and leaves failed calls out', async () => {
    let time = 0;
    const server = fakeServer();
    const preload = createSitePreloader(server as never, 15_000, () => time);

    const first = await preload('casino1.localhost');
    expect(Object.keys(first)).toEqual(PRELOADED_SITE_CALLS.filter((p) => p !== 'settings/bts'));
    await preload('casino1.localhost');
    expect(server.calls).toHaveLength(PRELOADED_SITE_CALLS.length);

    await preload('slot1.localhost');
    expect(server.calls).toHaveLength(2 * PRELOADED_SITE_CALLS.length);

    time = 15_000;
    await preload('casino1.localhost');
    expect(server.calls).toHaveLength(3 * PRELOADED_SITE_CALLS.length);
  });
});
