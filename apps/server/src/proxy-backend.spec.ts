import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createTestPlatform, TEST_CASINO_SITE, platformPlugin, type Platform } from '@wl/platform';
import { PROXY_STARTUP_TTL_MS, proxyBackend } from './proxy-backend';

/** A site server whose /api goes to `platformUrl` over HTTP. */
async function siteServer(platformUrl: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await proxyBackend(platformUrl, 2_000).registerApi(app);
  return app;
}

const post = (app: FastifyInstance, url: string, payload: object, host = 'casino1.localhost') =>
  app.inject({ method: 'POST', url, payload, headers: { host } });

describe('proxy mode (PLATFORM_URL)', () => {
  let platform: Platform;
  let platformApp: FastifyInstance;
  let platformUrl: string;

  beforeAll(async () => {
    platform = await createTestPlatform();
    await platform.sites.upsertSite(TEST_CASINO_SITE);
    // The site server in front is this platform's one trusted proxy, as in production.
    platformApp = Fastify({ logger: false, trustProxy: ['127.0.0.1'] });
    await platformApp.register(platformPlugin, { prefix: '/api', platform });
    await platformApp.listen({ port: 0, host: '127.0.0.1' });
    platformUrl = `http://127.0.0.1:${(platformApp.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await platformApp.close();
    await platform.close();
  });

  it("forwards a call with the browser's host and passes the platform's answer through", async () => {
    const app = await siteServer(platformUrl);
    const response = await post(app, '/api/startup', { domain_name: 'casino1.localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ statusCode: 1, site: { site_name: 'Golden Palace' } });

    const wrong = await post(app, '/api/auth/login', {
      account_id: 'nobody',
      password: 'x',
      domain_name: 'casino1.localhost',
    });
    expect(wrong.json().statusCode).not.toBe(1);
    await app.close();
  });

  it("passes the platform's own error envelopes through with their HTTP status", async () => {
    const app = await siteServer(platformUrl);
    const response = await post(app, '/api/startup', { domain_name: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: -400, message: 'invalidRequest' });
    await app.close();
  });

  it("carries a provider's signed wallet call, and the protocol's refusal comes back as sent", async () => {
    await platform.sites.games.importCatalogue([{ code: 'JILI', name: 'JILI' }], []);
    const secret = 'proxy-test-secret-0123456789';
    await platform.play.setProvider('JILI', {
      launchUrl: 'https://studio.test/play/JILI',
      walletSecret: secret,
    });
    const app = await siteServer(platformUrl);
    const raw = JSON.stringify({ token: 'x'.repeat(43) });
    const t = Math.floor(Date.now() / 1000);
    const sign = (key: string) =>
      `t=${t},v1=${createHmac('sha256', key).update(`${t}.${raw}`).digest('hex')}`;
    const call = (signature: string) =>
      app.inject({
        method: 'POST',
        url: '/api/wallet/authenticate',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-provider-code': 'JILI', 'x-signature': signature },
      });
    const signed = await call(sign(secret));
    expect([signed.statusCode, signed.json().status]).toEqual([200, 'INVALID_TOKEN']);
    const forged = await call(sign('not-the-secret'));
    expect([forged.statusCode, forged.json().status]).toEqual([401, 'INVALID_SIGNATURE']);
    await app.close();
  });

  describe('when the platform cannot be reached', () => {
    // Nothing listens on port 9 (discard) on this machine: the connection is refused at once.
    const downUrl = 'http://127.0.0.1:9';

    it.each([
      ['/api/auth/login', { statusCode: -500, message: 'internalServerError' }],
      ['/api/auth/get_balance', { statusCode: -503, message: 'serviceUnavailable' }],
      ['/api/home/fav_list', { statusCode: -503, message: 'serviceUnavailable', value: [] }],
      ['/api/settings/get_inbox', { statusCode: 0, message: 'disconnect' }],
      ['/api/settings/partners', { statusCode: -503, message: 'serviceUnavailable' }],
      [
        '/api/startup',
        { statusCode: -500, message: 'internalServerError', maintenance: { is_maintenance: false } },
      ],
    ])('answers %s with the spec failure', async (url, expected) => {
      const app = await siteServer(downUrl);
      const response = await post(app, url, {
        account_id: 'demo1',
        auth: 'x',
        domain_name: 'casino1.localhost',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        ...expected,
        details: expect.stringContaining('<no response>'),
      });
      await app.close();
    });

    it('gives the HTML page a startup failure, not another site', async () => {
      const startup = await proxyBackend(downUrl, 2_000).startup('casino1.localhost');
      expect(startup).toMatchObject({ statusCode: -500, site: null, maintenance: { is_maintenance: false } });
    });
  });

  it("reuses a host's startup answer for its pages within PROXY_STARTUP_TTL_MS, then asks again", async () => {
    let now = Date.parse('2030-06-01T12:00:00.000Z');
    const backend = proxyBackend(platformUrl, 2_000, () => now);
    const changes: string[] = [];
    const unsubscribe = backend.watchSiteChanges(() => changes.push('changed'));
    try {
      expect((await backend.startup('casino1.localhost')).site?.site_name).toBe('Golden Palace');
      await platform.sites.upsertSite({ ...TEST_CASINO_SITE, name: 'Silver Palace' });
      // No signal comes from a platform elsewhere: the answer holds until its TTL is over.
      now += PROXY_STARTUP_TTL_MS - 1;
      expect((await backend.startup('CASINO1.localhost')).site?.site_name).toBe('Golden Palace');
      now += 1;
      expect((await backend.startup('casino1.localhost')).site?.site_name).toBe('Silver Palace');
      expect(changes).toEqual([]);
    } finally {
      unsubscribe();
      await platform.sites.upsertSite(TEST_CASINO_SITE);
    }
  });

  it('keeps no startup failure: the next page asks the platform again', async () => {
    let answers = 0;
    const flaky = Fastify({ logger: false });
    flaky.post('/api/startup', async (_request, reply) => {
      answers += 1;
      return reply.code(503).send({ statusCode: -503, message: 'serviceUnavailable' });
    });
    await flaky.listen({ port: 0, host: '127.0.0.1' });
    const backend = proxyBackend(`http://127.0.0.1:${(flaky.server.address() as AddressInfo).port}`, 2_000);
    expect(await backend.startup('casino1.localhost')).toMatchObject({ statusCode: -503 });
    expect(await backend.startup('casino1.localhost')).toMatchObject({ statusCode: -503 });
    expect(answers).toBe(2);
    await flaky.close();
  });

  it('retries a GET once on a retryable status and never a POST', async () => {
    let gets = 0;
    let posts = 0;
    const flaky = Fastify({ logger: false });
    flaky.get('/api/home/match_list', async (_request, reply) => {
      gets += 1;
      return gets === 1 ? reply.code(503).send('busy') : { statusCode: 1, message: 'OK', value: [] };
    });
    flaky.post('/api/auth/login', async (_request, reply) => {
      posts += 1;
      return reply.code(503).send('busy');
    });
    await flaky.listen({ port: 0, host: '127.0.0.1' });
    const app = await siteServer(`http://127.0.0.1:${(flaky.server.address() as AddressInfo).port}`);

    const list = await app.inject({
      method: 'GET',
      url: '/api/home/match_list',
      headers: { host: 'casino1.localhost' },
    });
    expect(list.json()).toMatchObject({ statusCode: 1 });
    expect(gets).toBe(2);

    const login = await post(app, '/api/auth/login', { account_id: 'demo1', password: 'x' });
    expect(login.json()).toMatchObject({ statusCode: -500, message: 'internalServerError' });
    expect(posts).toBe(1);
    await app.close();
    await flaky.close();
  });
});
