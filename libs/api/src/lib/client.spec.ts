import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from './client';

describe('createApiClient', () => {
  let server: Server;
  let baseURL: string;
  const received: { method?: string; url?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ method: request.method, url: request.url, body });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ statusCode: 1, message: 'OK', site: { site_name: 'Neon Reels' } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the host name to /api/startup as JSON and returns the answer', async () => {
    const answer = await createApiClient(baseURL).startup({ domain_name: 'slot1.localhost' });
    expect(answer.site?.site_name).toBe('Neon Reels');
    expect(received.at(-1)).toEqual({
      method: 'POST',
      url: '/api/startup',
      body: JSON.stringify({ domain_name: 'slot1.localhost' }),
    });
  });

  it('creates one axios instance for all calls', async () => {
    const client = createApiClient(baseURL);
    expect(await client.http()).toBe(await client.http());
  });
});
