import { createSeoLoader, seoRecordOf } from './seo';

/** A fake /api/seo: records by "host page", failing for pages named "broken" while `failing` is set. */
function fakeServer(records: Record<string, { meta_title: string }>) {
  const calls: string[] = [];
  const state = { failing: true };
  return {
    calls,
    state,
    inject: async ({ headers, payload }: { headers: { host: string }; payload: { page_name: string } }) => {
      const key = `${headers.host} ${payload.page_name}`;
      calls.push(key);
      const failed = payload.page_name === 'broken' && state.failing;
      return {
        json: () =>
          failed
            ? { statusCode: -503, message: 'serviceUnavailable' }
            : { statusCode: 1, message: 'OK', value: records[key] ?? null },
      };
    },
  };
}

describe('SEO loader', () => {
  it('asks once per host and page within the TTL, keeping "no record" but not a failure', async () => {
    let time = 0;
    const server = fakeServer({ 'slot1.localhost slots': { meta_title: 'Slots | Neon Reels' } });
    const load = createSeoLoader(server as never, 15_000, () => time);

    expect(await load('slot1.localhost', 'slots')).toEqual({ meta_title: 'Slots | Neon Reels' });
    expect(await load('slot1.localhost', 'slots')).toEqual({ meta_title: 'Slots | Neon Reels' });
    expect(await load('slot1.localhost', 'vip')).toBeNull();
    expect(await load('slot1.localhost', 'vip')).toBeNull();
    expect(await load('casino1.localhost', 'slots')).toBeNull();
    expect(server.calls).toEqual(['slot1.localhost slots', 'slot1.localhost vip', 'casino1.localhost slots']);

    expect(await load('slot1.localhost', 'broken')).toBeNull();
    server.state.failing = false;
    expect(await load('slot1.localhost', 'broken')).toBeNull();
    expect(server.calls.filter((c) => c.endsWith('broken'))).toHaveLength(2);

    time = 15_000;
    await load('slot1.localhost', 'slots');
    expect(server.calls.filter((c) => c === 'slot1.localhost slots')).toHaveLength(2);
  });

  it("gives the home page's record to a page without one", async () => {
    const server = fakeServer({ 'slot1.localhost home': { meta_title: 'Neon Reels' } });
    const load = createSeoLoader(server as never);
    expect(await seoRecordOf(load, 'slot1.localhost', 'vip')).toEqual({ meta_title: 'Neon Reels' });
    expect(await seoRecordOf(load, 'casino1.localhost', 'vip')).toBeNull();
  });
});
