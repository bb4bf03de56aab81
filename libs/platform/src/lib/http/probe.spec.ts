import Fastify from 'fastify';
import { DEMO_SITES } from '../demo/demo-sites';
import { SiteDirectory } from '../sites/site-directory';
import { platformPlugin } from './platform-plugin';

// light-my-request (behind app.inject) requires the ESM-only `cookie` package, which Jest cannot load
// through require() on Node 20. It only needs stringifySetCookie, for request cookies these tests never send.
jest.mock('cookie', () => ({
  stringifySetCookie: ({ name, value }: { name: string; value: string }) => `${name}=${encodeURIComponent(value)}`,
}));

it('probe', async () => {
  const app = Fastify({ logger: false });
  await app.register(platformPlugin, { prefix: '/api', directory: new SiteDirectory(DEMO_SITES) });
  const out: string[] = [];
  for (const payload of ['{"domain_name":42}', '{"domain_name":true}', '{"domain_name":["casino1.localhost"]}', '{bad json', '']) {
    const r = await app.inject({ method: 'POST', url: '/api/startup', headers: { 'content-type': 'application/json' }, payload });
    out.push(`${payload} => ${r.statusCode} ${r.body.slice(0, 150)}`);
  }
  const r = await app.inject({ method: 'POST', url: '/api/startup', headers: { 'content-type': 'text/plain' }, payload: 'x' });
  out.push(`text/plain => ${r.statusCode} ${r.body.slice(0, 150)}`);
  console.log(out.join('\n'));
});
