import { TestPlatformServer } from '../testing/test-platform-server';
import { login } from './auth';
import { createApiClient } from './client';
import { getMatchList, getPublicOdds } from './home';
import { RETRYABLE_STATUSES, shouldRetry } from './retry';

const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504];
const ok = { statusCode: 1, message: 'OK', value: [] };

describe('shouldRetry', () => {
  it('lists exactly the spec statuses', () => {
    expect([...RETRYABLE_STATUSES].sort()).toEqual(RETRYABLE);
  });

  it.each(RETRYABLE)('retries a GET answered %i once, not twice', (status) => {
    expect(shouldRetry('GET', status, 1)).toBe(true);
    expect(shouldRetry('get', status, 1)).toBe(true);
    expect(shouldRetry('GET', status, 2)).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('never retries %s', (method) => {
    for (const status of RETRYABLE) expect(shouldRetry(method, status, 1)).toBe(false);
  });

  it.each([200, 400, 401, 403, 404, 422, 501, 505])('does not retry a GET answered %i', (status) => {
    expect(shouldRetry('GET', status, 1)).toBe(false);
  });

  it('does not retry when no answer came back', () => {
    expect(shouldRetry('GET', undefined, 1)).toBe(false);
  });
});

describe('the client retry', () => {
  let server: TestPlatformServer;
  beforeAll(async () => {
    server = await TestPlatformServer.start();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  it.each(RETRYABLE)('sends a GET answered %i once more and returns the second answer', async (status) => {
    server.reply({ status, text: 'try again' }, { json: ok });

    const answer = await getMatchList(createApiClient(server.baseURL));

    expect(answer).toEqual(ok);
    expect(server.received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/home/match_list',
      'GET /api/home/match_list',
    ]);
  });

  it.each(RETRYABLE)('gives up after the one retry when a GET is answered %i twice', async (status) => {
    server.reply({ status, text: 'still down' }, { status, text: 'still down' }, { json: ok });

    const answer = await getPublicOdds(createApiClient(server.baseURL));

    expect(server.received).toHaveLength(2);
    expect(answer.statusCode).toBe(-503);
    expect(answer.details).toMatch(new RegExp(`^GET ${server.baseURL}/home/public_odds: ${status} `));
  });

  it('retries a GET whose retryable answer is an envelope, and returns the last envelope', async () => {
    const limited = { statusCode: -429, message: 'tooManyRequests' };
    server.reply({ status: 429, json: limited }, { status: 429, json: limited });

    expect(await getMatchList(createApiClient(server.baseURL))).toEqual(limited);
    expect(server.received).toHaveLength(2);
  });

  it('does not retry a GET answered 404', async () => {
    server.reply({ status: 404, text: 'Not Found' }, { json: ok });

    const answer = await getMatchList(createApiClient(server.baseURL));

    expect(server.received).toHaveLength(1);
    expect(answer).toEqual({
      statusCode: -503,
      message: 'serviceUnavailable',
      details: `GET ${server.baseURL}/home/match_list: 404 Not Found`,
    });
  });

  it.each(RETRYABLE)('never sends a POST answered %i again', async (status) => {
    server.reply({ status, text: 'down' }, { json: ok });

    const answer = await login(createApiClient(server.baseURL), {
      account_id: 'demo1',
      password: 'Demo1234!',
      domain_name: 'slot2.example.test',
    });

    expect(server.received).toHaveLength(1);
    expect(answer.statusCode).toBe(-500);
  });
});
