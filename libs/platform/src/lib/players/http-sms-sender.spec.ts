import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpSmsSender } from './http-sms-sender';

interface Received {
  method: string | undefined;
  headers: IncomingMessage['headers'];
  body: unknown;
}

describe('HttpSmsSender', () => {
  let server: Server;
  let url: string;
  const received: Received[] = [];
  let answerStatus = 202;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ method: request.method, headers: request.headers, body: JSON.parse(text) });
        response.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{"queued":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    received.length = 0;
    answerStatus = 202;
  });

  it('posts the site, phone and text as JSON with the configured headers', async () => {
    await new HttpSmsSender(url, { headers: { authorization: 'Bearer gateway-key' } }).send(
      7,
      '+639171234567',
      'Alpha Casino: your login code is 123456.',
    );
    expect(received).toEqual([
      {
        method: 'POST',
        headers: expect.objectContaining({
          'content-type': 'application/json',
          authorization: 'Bearer gateway-key',
        }),
        body: { site_id: 7, phone: '+639171234567', text: 'Alpha Casino: your login code is 123456.' },
      },
    ]);
  });

  it('fails when the gateway refuses the message', async () => {
    answerStatus = 503;
    await expect(new HttpSmsSender(url).send(1, '+639171234567', 'hello')).rejects.toThrow('HTTP 503');
  });

  it('fails when nothing answers', async () => {
    await expect(
      new HttpSmsSender('http://127.0.0.1:1/sms', { timeoutMs: 2_000 }).send(1, '+63917', 'x'),
    ).rejects.toThrow();
  });
});
