import { createSiteTestApp, SEED_TIMEOUT_MS, type SiteTestApp } from '../site-test-app';

describe('generated media', () => {
  let t: SiteTestApp;

  beforeAll(async () => {
    t = await createSiteTestApp();
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());

  describe('GET /api/media/logo/:key.svg', () => {
    it("draws the site's logo as SVG with its initials", async () => {
      const response = await t.get('/media/logo/casino1.svg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg /);
      expect(response.body).toContain('>GP</text>');
      expect(response.body).toContain('stop-color="#d4a017"');
    });

    it('uses the initials of the words around "&" (Crown & Dice)', async () => {
      expect((await t.get('/media/logo/casino5.svg')).body).toContain('>CD</text>');
    });

    it.each([
      '/media/logo/nope.svg',
      '/media/logo/casino1.png',
      '/media/logo/casino1',
      '/media/logo/..%2Fcasino1.svg',
    ])('answers %s with 404 notFound, not an image', async (url) => {
      const response = await t.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: -404, message: 'notFound' });
      expect(response.headers['content-type']).not.toMatch(/svg/);
    });
  });

  describe('GET /api/media/game/:provider/:code.svg', () => {
    const CATEGORIES_BY_HOST: [string, string[]][] = [
      ['casino1.localhost', ['livecasino', 'slots', 'table', 'poker', 'fish', 'lottery']],
      ['slot1.localhost', ['arcade', 'crash', 'bingo', 'freeplay']],
      ['sportsbook1.localhost', ['sportsbook', 'horseracing', 'sabong', 'hashgame']],
    ];
    const art = async (host: string, category?: string) =>
      (await t.post('/product/get_games', { domain_name: host, category, page_size: 3 })).json<{
        value: { game_image: string; game_name: string; game_type: string }[];
      }>().value;

    it('draws artwork for games of every category: gradient, name, a motif of its category', async () => {
      const byCategory = new Map<string, string>();
      for (const [host, categories] of CATEGORIES_BY_HOST) {
        for (const category of categories) {
          for (const game of await art(host, category)) {
            const response = await t.get(game.game_image.replace(/^\/api/, ''));
            expect(response.statusCode).toBe(200);
            expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
            expect(response.body).toContain('<linearGradient');
            const firstWord =
              game.game_name.replace(/&/g, '&#38;').replace(/'/g, '&#39;').split(' ')[0] ?? '';
            expect(response.body).toContain(firstWord);
            byCategory.set(game.game_type, response.body);
          }
        }
      }
      expect(byCategory.size).toBe(14);
      // Each category draws its own motif: without the texts and colours the drawings still differ.
      const shapes = [...byCategory.values()].map((svg) =>
        svg
          .replace(/<text[^>]*>[^<]*<\/text>/g, '')
          .replace(/hsl\([^)]*\)/g, '')
          .replace(/aria-label="[^"]*"/, '')
          .replace(/width="\d+" height="24"/, ''),
      );
      expect(new Set(shapes).size).toBe(shapes.length);
    });

    it('is cacheable: an ETag, a day of max-age, and 304 when the browser already has it', async () => {
      const url = (await art('casino1.localhost'))[0]?.game_image.replace(/^\/api/, '') ?? '';
      const first = await t.get(url);
      expect(first.headers['cache-control']).toBe('public, max-age=86400');
      const etag = String(first.headers['etag']);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await t.get(url, 'casino1.localhost', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await t.get(url)).body).toBe(first.body);
    });

    it('answers an unknown game with 404', async () => {
      expect((await t.get('/media/game/JILI/NOPE999.svg')).statusCode).toBe(404);
      expect((await t.get('/media/game/NOPE/JL001.svg')).statusCode).toBe(404);
    });
  });

  describe('GET /api/media/provider/:code.svg', () => {
    it("draws a provider's badge with its name", async () => {
      const response = await t.get('/media/provider/PGSOFT.svg');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('>PG Soft</text>');
      expect((await t.get('/media/provider/NOPE.svg')).statusCode).toBe(404);
    });
  });

  describe('GET /api/media/slide/:id.svg', () => {
    it("draws a slide's banner for its own site's host, and nothing for another host", async () => {
      const slides = (await t.post('/home/fetch_slide', { domain_name: 'casino2.localhost' })).json<{
        value: { id: number; image_url: string }[];
      }>().value;
      const url = slides[0]?.image_url.replace(/^\/api/, '') ?? '';
      const own = await t.get(url, 'casino2.localhost');
      expect(own.statusCode).toBe(200);
      expect(own.body).toContain('Welcome Bonus');
      expect((await t.get(url, 'casino3.localhost')).statusCode).toBe(404);
      expect((await t.get(url, 'nope.localhost')).statusCode).toBe(404);
      expect((await t.get('/media/slide/abc.svg', 'casino2.localhost')).statusCode).toBe(404);
    });
  });
});
