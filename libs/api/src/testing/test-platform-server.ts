import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server saw it: method, path and the parsed JSON body (undefined when empty). */
export interface ReceivedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** What the server answers: a JSON value, or a raw text body (an HTML error page, ...); or no answer. */
export type Reply = { status?: number; json: unknown } | { status?: number; text: string } | 'hang';

const ENVELOPE_OK = { statusCode: 1, message: 'OK' };

/**
 * A real HTTP server on 127.0.0.1 and a random port, standing in for the site server's /api. Replies are
 * taken from a queue in order; with the queue empty it answers `{ statusCode: 1, message: 'OK' }`.
 */
export class TestPlatformServer {
  readonly received: ReceivedRequest[] = [];
  private readonly replies: Reply[] = [];

  private readonly server: Server = createServer((request, response) => this.handle(request, response));

  static async start(): Promise<TestPlatformServer> {
    const instance = new TestPlatformServer();
    await new Promise<void>((resolve) => instance.server.listen(0, '127.0.0.1', resolve));
    return instance;
  }

  /** The /api base URL on the server's port. */
  get baseURL(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api`;
  }

  /** Queues the next answers, one per request. */
  reply(...replies: Reply[]): void {
    this.replies.push(...replies);
  }

  /** Forgets what was received and what was queued. */
  reset(): void {
    this.received.length = 0;
    this.replies.length = 0;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      this.received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      });
      const reply = this.replies.shift() ?? { json: ENVELOPE_OK };
      if (reply === 'hang') return;
      response.statusCode = reply.status ?? 200;
      if ('json' in reply) {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(reply.json));
      } else {
        response.setHeader('content-type', 'text/html');
        response.end(reply.text);
      }
    });
  }
}

/** The base URL of a port that was just freed: connecting to it is refused, as when the server is down. */
export async function refusedBaseURL(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api`;
}
