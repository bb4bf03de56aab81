import net, { type AddressInfo } from 'node:net';

type Mode = 'pass' | 'refuse' | 'blackhole';

/** One connection through the proxy, and what it holds back while the network is down. */
interface Link {
  client: net.Socket;
  upstream?: net.Socket;
  toUpstream: Buffer[];
  toClient: Buffer[];
}

/**
 * A TCP proxy on 127.0.0.1 between the platform and its database, for the fault tests: it passes
 * traffic, refuses it like a stopped server, or swallows it like a broken network.
 */
export interface FaultProxy {
  readonly port: number;
  /** The database URL with its host and port turned to the proxy's. */
  urlFor(databaseUrl: string): string;
  /** Nothing listens (new connections are refused) and live connections are reset. */
  refuse(): Promise<void>;
  /**
   * Connections are accepted and kept, but nothing goes through either way. On restore what was held
   * goes on, as TCP would retransmit what a short outage swallowed.
   */
  blackhole(): void;
  /** Traffic passes again (listening again if it was refused). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

class TcpFaultProxy implements FaultProxy {
  private mode: Mode = 'pass';
  private server: net.Server | undefined;
  private readonly links = new Set<Link>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  async listen(): Promise<void> {
    const server = net.createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async refuse(): Promise<void> {
    this.mode = 'refuse';
    for (const link of this.links) this.drop(link, true);
    await this.stopListening();
  }

  blackhole(): void {
    this.mode = 'blackhole';
  }

  async restore(): Promise<void> {
    this.mode = 'pass';
    if (!this.server) await this.listen();
    for (const link of this.links) {
      if (link.upstream) this.flush(link);
      else this.connectUpstream(link);
    }
  }

  async close(): Promise<void> {
    await this.refuse();
  }

  private accept(client: net.Socket): void {
    const link: Link = { client, toUpstream: [], toClient: [] };
    this.links.add(link);
    client.on('data', (chunk: Buffer) => this.forward(link, 'up', chunk));
    client.on('error', () => this.drop(link));
    client.on('close', () => this.drop(link));
    if (this.mode === 'pass') this.connectUpstream(link);
  }

  private connectUpstream(link: Link): void {
    const upstream = net.connect(this.target.port, this.target.host);
    link.upstream = upstream;
    upstream.on('data', (chunk: Buffer) => this.forward(link, 'down', chunk));
    upstream.on('error', () => this.drop(link));
    upstream.on('close', () => this.drop(link));
    this.flush(link);
  }

  private forward(link: Link, direction: 'up' | 'down', chunk: Buffer): void {
    const held = direction === 'up' ? link.toUpstream : link.toClient;
    held.push(chunk);
    if (this.mode === 'pass') this.flush(link);
  }

  private flush(link: Link): void {
    if (!link.upstream) return;
    for (const chunk of link.toUpstream.splice(0)) link.upstream.write(chunk);
    for (const chunk of link.toClient.splice(0)) link.client.write(chunk);
  }

  /** Closes both ends; `reset` sends the client an RST (ECONNRESET), as a crashed server would. */
  private drop(link: Link, reset = false): void {
    if (!this.links.delete(link)) return;
    if (reset) link.client.resetAndDestroy();
    else link.client.destroy();
    link.upstream?.destroy();
  }

  private async stopListening(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Starts a proxy to the database server at `target` on an ephemeral loopback port. */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const proxy = new TcpFaultProxy(target);
  await proxy.listen();
  return proxy;
}
