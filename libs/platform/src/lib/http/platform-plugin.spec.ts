import Fastify, { type FastifyInstance } from 'fastify';
import type { StartupResponse } from '@wl/api';
import { DEMO_SITES } from '../demo/demo-sites';
import { SiteDirectory } from '../sites/site-directory';
import { platformPlugin } from './platform-plugin';

const INVALID_REQUEST = { statusCode: -400, message: 'invalidRequest' };

describe('platformPlugin', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(platformPlugin, { prefix: '/api', directory: new SiteDirectory(DEMO_SITES) });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  const startup = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/startup', payload: payload as object });

  describe('POST /api/startup', () => {
    it('answers a known host with HTTP 200, statusCode 1 and its site', async () => {
      const response = await startup({ domain_name: 'casino1.localhost' });
      expect(response.statusCode).toBe(200);
      const body = response.json<StartupResponse>();
      expect(body.statusCode).toBe(1);
      expect(body.site?.site_name).toBe('Golden Palace');
      expect(body.site?.theme_code).toBe('casino1');
    });

    it('looks the host up case-insensitively and without a port', async () => {
      const body = (await startup({ domain_name: 'SLOT2.localhost:4200' })).json<StartupResponse>();
      expect(body.statusCode).toBe(1);
      expect(body.site?.site_name).toBe('Lucky Lantern');
    });

    it('answers an unknown host with statusCode -404 siteNotFound and no site', async () => {
      const body = (await startup({ domain_name: 'nope.localhost' })).json<StartupResponse>();
      expect(body).toMatchObject({ statusCode: -404, message: 'siteNotFound', site: null });
    });

    it.each<[string, unknown]>([
      ['a missing domain_name', {}],
      ['an empty domain_name', { domain_name: '' }],
      ['an object domain_name', { domain_name: { host: 'casino1.localhost' } }],
      ['a null domain_name', { domain_name: null }],
      ['a number domain_name', { domain_name: 42 }],
      ['a boolean domain_name', { domain_name: true }],
      ['an array domain_name', { domain_name: ['casino1.localhost'] }],
    ])('rejects %s with HTTP 400 and invalidRequest', async (_, payload) => {
      const response = await startup(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(INVALID_REQUEST);
    });

    it('rejects a request without a body with HTTP 400 and invalidRequest', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/startup' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(INVALID_REQUEST);
    });

    it('rejects malformed JSON with HTTP 400 and invalidRequest', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/startup',
        headers: { 'content-type': 'application/json' },
        payload: '{bad json',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(INVALID_REQUEST);
    });

    it('never sends a stack trace', async () => {
      const response = await startup({});
      expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
    });
  });

  describe('GET /api/media/logo/:key', () => {
    it("draws the site's logo as SVG with its initials", async () => {
      const response = await app.inject({ method: 'GET', url: '/api/media/logo/casino1.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg /);
      expect(response.body).toContain('>GP</text>');
    });

    it('uses the initials of the words around "&" (Crown & Dice)', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/media/logo/casino5.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('>CD</text>');
    });

    it('answers an unknown key with 404', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/media/logo/nope.svg' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: -404 });
      expect(response.headers['content-type']).not.toMatch(/svg/);
    });
  });
});
