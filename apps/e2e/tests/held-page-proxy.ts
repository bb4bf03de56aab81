import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_PORT } from '../playwright.config';

/**
 * A loopback proxy in front of the suite's site server that sends a page as a slow mobile network does:
 * its first bytes, up to the end of its first form, then nothing more until `sendRest()`. The browser
 * shows that much and a visitor can use it; the page's end (its boot data) has not arrived. Every other
 * request passes through as it is.
 */
export interface HeldPageProxy {
  /** The proxy's port: a page of `host` is at http://<host>:<port><path>. */
  port: number;
  /** Sends the rest of every page held so far, and of those asked for from now on. */
  sendRest(): void;
  close(): Promise<void>;
}

export async function heldPageProxy(): Promise<HeldPageProxy> {
  let sendRest: () => void = () => undefined;
  const rest = new Promise<void>((resolve) => (sendRest = resolve));
  const server = http.createServer((request, response) => {
    const page = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        method: request.method,
        path: request.url,
        // A page comes whole and unzipped, so that it can be cut where the form ends.
        headers: page ? { ...request.headers, 'accept-encoding': 'identity' } : request.headers,
      },
      (answer) => {
        if (!page) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const formEnd = html.indexOf('</form>');
          const cut = formEnd < 0 ? html.length : formEnd + '</form>'.length;
          const headers = { ...answer.headers };
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers);
          response.write(html.slice(0, cut));
          void rest.then(() => response.end(html.slice(cut)));
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    sendRest: () => sendRest(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
