import { TestPlatformServer } from '../testing/test-platform-server';
import { login, signup } from './auth';
import { createApiClient } from './client';
import { getBalance } from './member';
import { fetchStartup } from './site';

let server: TestPlatformServer;
beforeAll(async () => {
  server = await TestPlatformServer.start();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const site = { domain_name: 'slot2.example.test', external_id: 'slot2' };
const member = { account_id: 'demo1', auth: 'session-token-1' };

describe('an HTTP failure whose body is a platform envelope is that answer, not a fallback', () => {
  it('HTTP 400 invalidRequest', async () => {
    const invalid = { statusCode: -400, message: 'invalidRequest', details: 'contact_phone: Required' };
    server.reply({ status: 400, json: invalid });

    const answer = await signup(createApiClient(server.baseURL), {
      ...site,
      account_id: 'newplayer',
      password: 'S3cret-pass',
      contact_phone: '',
    });

    expect(answer).toEqual(invalid);
  });

  it('HTTP 429 tooManyRequests on login, sent once', async () => {
    const limited = { statusCode: -429, message: 'tooManyRequests', retry_after: 30 };
    server.reply({ status: 429, json: limited });

    const answer = await login(createApiClient(server.baseURL), {
      ...site,
      account_id: 'demo1',
      password: 'x',
    });

    expect(answer).toEqual(limited);
    expect(server.received).toHaveLength(1);
  });

  it('HTTP 401 sessionExpired on a member call', async () => {
    server.reply({ status: 401, json: { statusCode: 0, message: 'sessionExpired' } });

    expect(await getBalance(createApiClient(server.baseURL), member)).toEqual({
      statusCode: 0,
      message: 'sessionExpired',
    });
  });

  it('HTTP 200 with a failure envelope', async () => {
    server.reply({ json: { statusCode: 0, message: 'invalidCredentials' } });

    expect(
      await login(createApiClient(server.baseURL), { ...site, account_id: 'demo1', password: 'x' }),
    ).toEqual({
      statusCode: 0,
      message: 'invalidCredentials',
    });
  });
});

describe('an answer without an envelope gets the fallback', () => {
  it('an HTML page with status 200 (a proxy serving the app page for /api)', async () => {
    server.reply({ text: '<!doctype html><title>Neon Reels</title>' });

    const answer = await login(createApiClient(server.baseURL), {
      ...site,
      account_id: 'demo1',
      password: 'x',
    });

    expect(answer).toEqual({
      statusCode: -500,
      message: 'internalServerError',
      details: `POST ${server.baseURL}/auth/login: 200 OK (no envelope in the answer)`,
    });
  });

  it.each([[[]], [{ ok: true }], [{ statusCode: '1', message: 'OK' }], [null]])(
    'JSON that is not an envelope: %j',
    async (json) => {
      server.reply({ json });

      const answer = await getBalance(createApiClient(server.baseURL), member);

      expect(answer).toEqual({
        statusCode: -503,
        message: 'serviceUnavailable',
        details: `POST ${server.baseURL}/auth/get_balance: 200 OK (no envelope in the answer)`,
      });
    },
  );

  it("a server that never answers fails as '<no response>' once the timeout has passed", async () => {
    server.reply('hang');

    const answer = await fetchStartup(createApiClient(server.baseURL, { timeoutMs: 50 }), site);

    expect(answer.statusCode).toBe(-500);
    expect(answer.maintenance.is_maintenance).toBe(false);
    expect(answer.details).toBe(`POST ${server.baseURL}/startup: <no response>`);
  });
});
