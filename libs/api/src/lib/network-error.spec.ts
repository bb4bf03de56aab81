import { ApiNetworkError } from './network-error';

describe('ApiNetworkError', () => {
  it('names method, URL, status and status text', () => {
    const error = new ApiNetworkError('post', '/api/auth/login', {
      status: 503,
      statusText: 'Service Unavailable',
    });

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiNetworkError');
    expect(error.message).toBe('POST /api/auth/login: 503 Service Unavailable');
    expect(error).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      status: 503,
      statusText: 'Service Unavailable',
    });
  });

  it("says '<no response>' when nothing came back, and keeps the cause", () => {
    const cause = new Error('connect ECONNREFUSED 127.0.0.1:80');
    const error = new ApiNetworkError('GET', '/api/home/match_list', undefined, { cause });

    expect(error.message).toBe('GET /api/home/match_list: <no response>');
    expect(error.status).toBeUndefined();
    expect(error.statusText).toBeUndefined();
    expect(error.cause).toBe(cause);
  });

  it('leaves out an empty status text (HTTP/2 has none)', () => {
    const error = new ApiNetworkError('POST', '/api/seo', { status: 502, statusText: '' });

    expect(error.message).toBe('POST /api/seo: 502');
    expect(error.statusText).toBeUndefined();
  });

  it('adds what was wrong with an answer that had a success status', () => {
    const error = new ApiNetworkError('POST', '/api/startup', {
      status: 200,
      statusText: 'OK',
      problem: 'no envelope in the answer',
    });

    expect(error.message).toBe('POST /api/startup: 200 OK (no envelope in the answer)');
  });
});
