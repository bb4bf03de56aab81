import { startPlayerKit, type PlayerKit } from './testing/player-test-kit';

jest.setTimeout(60_000);

const PLAYER_ROUTES = [
  '/auth/signup',
  '/auth/login',
  '/auth/get_balance',
  '/auth/forgot_password',
  '/auth/reset_password',
  '/auth/tac/request_new_register',
  '/auth/tac/request_login',
  '/auth/tac/verify',
  '/auth/login_tac',
  '/auth/update_password',
  '/auth/vip',
  '/auth/vip_before_login',
  '/home/fav_list',
  '/home/fav_add',
  '/home/fav_remove',
  '/settings/profile_update',
  '/settings/get_inbox',
  '/settings/claim_inbox',
  '/settings/check_status',
];

interface OpenApi {
  paths: Record<
    string,
    { post?: { summary?: string; requestBody?: unknown; responses?: Record<string, unknown> } }
  >;
}

describe('the OpenAPI document of the player routes', () => {
  let kit: PlayerKit;

  beforeAll(async () => {
    kit = await startPlayerKit();
  });

  afterAll(() => kit.close());

  it('describes every player route with its payload and its answers', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApi>();
    for (const route of PLAYER_ROUTES) {
      const post = document.paths[`/api${route}`]?.post;
      expect({ route, summary: typeof post?.summary }).toEqual({ route, summary: 'string' });
      expect(post?.requestBody).toBeDefined();
      expect(Object.keys(post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '429']));
    }
    const signup = JSON.stringify(document.paths['/api/auth/signup']?.post?.requestBody);
    for (const field of ['contact_phone', 'referrer_code', 'affiliate_code', 'appsflyer_id', 'visitor_id']) {
      expect(signup).toContain(field);
    }
    expect(JSON.stringify(document.paths['/api/auth/vip']?.post?.responses)).toContain('vip_name_next');
  });
});
