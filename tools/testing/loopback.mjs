// What the fault tests (tools/*-faults) share: free ports, JSON over loopback
// that never throws, and waiting for a condition with a bound.
import net from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** JSON over loopback, answering { status, json }; a refused connection answers status 0. */
export async function post(url, body, headers = {}, raw = JSON.stringify(body)) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: raw,
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, json: await response.json().catch(() => undefined) };
  } catch {
    return { status: 0, json: undefined };
  }
}

/** Polls `check` every 250 ms until it answers true; throws "<what> within <timeoutMs> ms" after that. */
export async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} within ${timeoutMs} ms`);
}
