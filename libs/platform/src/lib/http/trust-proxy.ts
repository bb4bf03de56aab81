import { isIP } from 'node:net';

/**
 * Which proxies may tell a server the client's address and host (`X-Forwarded-For`, `-Host`, `-Proto`):
 * false (none: the socket's peer is the client), a number of proxy hops in front, or a list of proxy
 * addresses and networks (`10.0.0.0/8`, `127.0.0.1`, or the names `loopback`, `linklocal`,
 * `uniquelocal`). Fastify takes each form as it is; with a list the client address is the nearest one
 * the trusted proxies appended, so a header the client wrote itself is never believed.
 */
export type TrustProxy = false | number | string[];

const NAMED_NETWORKS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (NAMED_NETWORKS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; refuses `true`, which would let any client choose its address and site. */
export function parseTrustProxy(value: string | undefined, fallback: TrustProxy = false): TrustProxy {
  const raw = value?.trim() ?? '';
  if (raw === '') return fallback;
  if (raw === 'false') return false;
  if (raw === 'true') {
    throw new Error(
      "TRUST_PROXY=true would believe any client's X-Forwarded-For and X-Forwarded-Host. Name the load " +
        'balancers instead: their addresses or networks (TRUST_PROXY=10.0.0.0/8,127.0.0.1) or the number ' +
        'of proxy hops in front of this server (TRUST_PROXY=1).',
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY hops must be 1 to 10, not ${raw}`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (wrong.length > 0) {
    throw new Error(`TRUST_PROXY has entries that are not addresses or networks: ${wrong.join(', ')}`);
  }
  return entries;
}

/** The setting in the form Fastify's types take: a hop count becomes "the first n hops are proxies". */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
