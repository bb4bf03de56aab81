import Fastify from 'fastify';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestPlatform } from '../testing/test-platform';
import { platformPlugin } from './platform-plugin';

const DOCUMENT = path.resolve(__dirname, '../../../../../docs/openapi.json');

/**
 * docs/openapi.json is the API reference, generated from the route schemas. This test fails when a
 * route changes and the document was not regenerated: UPDATE_OPENAPI=1 npx nx test platform.
 */
it('docs/openapi.json matches the route schemas', async () => {
  const platform = await createTestPlatform();
  const app = Fastify({ logger: false });
  await app.register(platformPlugin, { prefix: '/api', platform });
  const served = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const generated = `${JSON.stringify(served.json(), null, 2)}\n`;
  await app.close();
  await platform.close();

  if (process.env['UPDATE_OPENAPI'] === '1') writeFileSync(DOCUMENT, generated);
  const paths = Object.keys(JSON.parse(generated).paths as Record<string, unknown>);
  expect(paths).toEqual(expect.arrayContaining(['/api/startup', '/api/auth/login', '/api/home/fav_list']));
  expect(readFileSync(DOCUMENT, 'utf8')).toBe(generated);
}, 60_000);
