import { CONTRACT_CALLS, GAME_CATEGORIES, MEDIA_ROUTES, PSP_NOTIFY_PATH, WALLET_CALLS } from '@wl/contract';
import { GAME_CATEGORIES as SITE_MODEL_CATEGORIES } from '@wl/site-model';
import Fastify, { type RouteOptions } from 'fastify';
import { createTestPlatform } from '../testing/test-platform';
import { platformPlugin } from './platform-plugin';

/** The routes Fastify registered under /api, as "METHOD path" (HEAD twins of GETs and hidden routes left out). */
async function servedRoutes(): Promise<string[]> {
  const platform = await createTestPlatform();
  const app = Fastify({ logger: false });
  const routes: string[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    const methods = ([] as string[]).concat(route.method).filter((method) => method !== 'HEAD');
    if (!hidden) for (const method of methods) routes.push(`${method} ${route.url}`);
  });
  await app.register(platformPlugin, { prefix: '/api', platform });
  await app.ready();
  await app.close();
  await platform.close();
  return routes.sort();
}

/**
 * The contract is the list of what the platform serves: a call of the contract that no route serves, or a
 * route that is not in the contract, fails here.
 */
it('serves exactly the calls and media routes of the contract', async () => {
  const contract = [
    ...CONTRACT_CALLS.map((call) => `${call.method} /api/${call.path}`),
    ...Object.values(MEDIA_ROUTES).map((route) => `GET /api/${route.path}`),
    ...WALLET_CALLS.map((call) => `POST /api/wallet/${call}`),
    `POST /api/${PSP_NOTIFY_PATH}`,
  ].sort();

  const served = await servedRoutes();

  expect({
    notServed: contract.filter((route) => !served.includes(route)),
    notInContract: served.filter((route) => !contract.includes(route)),
  }).toEqual({ notServed: [], notInContract: [] });
  expect(served).toHaveLength(contract.length);
}, 60_000);

it("accepts in the game calls exactly the site model's game categories", () => {
  expect(GAME_CATEGORIES).toEqual(SITE_MODEL_CATEGORIES);
});
