import * as zlib from 'node:zlib';

/**
 * A page in gzip made once, split where each response's nonce goes: every part (the text between two
 * nonces) deflated on its own, all but the last ending in a full flush, so no back-reference reaches
 * into a nonce or across one. A response is the parts with its nonce between them in stored
 * (uncompressed) blocks, and the gzip trailer; only the checksum is computed per response. Compressing
 * a whole page per response instead (brotli, as @fastify/compress does for a browser) cost about 25
 * times what the rest of a cached page view costs.
 */
export interface GzipPage {
  readonly deflated: readonly Buffer[];
  /** The parts as they are: the checksum runs over them. */
  readonly parts: readonly Buffer[];
  /** CRC-32 of the first part, the bytes before the first nonce. */
  readonly firstCrc: number;
}

/** ID1 ID2, deflate, no flags, no modification time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** zlib.crc32 came with Node 20.15; on an older Node pages are compressed per response, as before. */
const crc32: ((data: Uint8Array, value?: number) => number) | undefined = (zlib as Partial<typeof zlib>)
  .crc32;

/**
 * CRC-32 of the bytes that follow those of `crc`. Empty bytes leave it as it is: zlib.crc32 answers 0 for
 * some empty buffers (one with no memory of its own) whatever the checksum so far.
 */
function crcAfter(crc: number, bytes: Buffer): number {
  return bytes.length === 0 || !crc32 ? crc : crc32(bytes, crc);
}

/** The page's parts in gzip, or undefined when this Node cannot make a response of them (no crc32). */
export function gzipPage(parts: readonly Buffer[]): GzipPage | undefined {
  const [first] = parts;
  if (!crc32 || first === undefined) return undefined;
  const last = parts.length - 1;
  const deflated = parts.map((part, index) =>
    zlib.deflateRawSync(part, {
      level: zlib.constants.Z_BEST_COMPRESSION,
      finishFlush: index === last ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH,
    }),
  );
  return { deflated, parts, firstCrc: crcAfter(0, first) };
}

/** A deflate block that holds its bytes as they are (BFINAL 0, BTYPE 00; starts on a byte boundary). */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** One response in gzip: the page's parts with this nonce between them. */
export function gzipChunks(page: GzipPage, nonce: Buffer): Buffer[] {
  if (!crc32) throw new Error('gzipChunks needs zlib.crc32');
  const between = storedBlock(nonce);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = page.firstCrc;
  let size = 0;
  page.deflated.forEach((deflated, index) => {
    const part = page.parts[index] ?? Buffer.alloc(0);
    if (index > 0) {
      chunks.push(between);
      crc = crcAfter(crcAfter(crc, nonce), part);
      size += nonce.length;
    }
    chunks.push(deflated);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(trailer);
  return chunks;
}

/**
 * Whether a request takes gzip: named with q > 0 (x-gzip alike), or not named and `*` taken; never with
 * x-no-compression (as @fastify/compress).
 */
export function acceptsGzip(headers: Readonly<Record<string, string | string[] | undefined>>): boolean {
  const header = headers['accept-encoding'];
  if (typeof header !== 'string' || headers['x-no-compression'] !== undefined) return false;
  const weights = new Map<string, number>();
  for (const entry of header.toLowerCase().split(',')) {
    const [token = '', ...parameters] = entry.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}
