import { createHmac, timingSafeEqual } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A merchant's notify endpoint for the specs, on a real loopback port (node:http, not the PSP's code):
 * it checks each notification's PSP-Signature over the exact bytes received with its own HMAC, records
 * it, and answers the next scripted status (200 when none is left).
 */
export interface ReceivedNotification {
  /** The raw body, as received. */
  body: string;
  event: { id: string; type: string; created: number; data: Record<string, unknown> };
  signature: string;
  /** The signature's t. */
  t: number;
  /** Whether the HMAC matched the secret over `<t>.<raw body>`. */
  signatureValid: boolean;
  answered: number;
}

export class FakeMerchant {
  readonly received: ReceivedNotification[] = [];
  /** Statuses to answer, in order; then 200. 'hang' never answers. */
  readonly script: (number | 'hang')[] = [];
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();
  url = '';

  constructor(private readonly secret: string) {}

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const address = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${address.port}/notify`;
    return this;
  }

  get port(): number {
    return Number(new URL(this.url).port);
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The notifications with a valid signature, by event id. */
  eventIds(): string[] {
    return this.received.filter((n) => n.signatureValid).map((n) => n.event.id);
  }

  /** Waits until `count` notifications arrived (or fails after timeoutMs). */
  async waitFor(count: number, timeoutMs = 5_000): Promise<ReceivedNotification[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`Expected ${count} notifications, got ${this.received.length}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.received;
  }

  private verify(signature: string, body: Buffer): { t: number; valid: boolean } {
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature);
    if (!match) return { t: 0, valid: false };
    const t = Number(match[1]);
    const expected = createHmac('sha256', this.secret).update(`${t}.`).update(body).digest();
    return { t, valid: timingSafeEqual(expected, Buffer.from(match[2] as string, 'hex')) };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const signature = String(request.headers['psp-signature'] ?? '');
    const { t, valid } = this.verify(signature, raw);
    const answer = this.script.shift() ?? 200;
    this.received.push({
      body: raw.toString('utf8'),
      event: JSON.parse(raw.toString('utf8')) as ReceivedNotification['event'],
      signature,
      t,
      signatureValid: valid,
      answered: answer === 'hang' ? 0 : answer,
    });
    if (answer === 'hang') {
      this.hanging.add(response);
      return;
    }
    // As the platform does: a bad signature is 401 whatever the script says.
    response.writeHead(valid ? answer : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ok: valid && answer < 300 }));
  }
}
