import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip';

/** Below this many bytes an answer goes out as it is (the site server's compression threshold too). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The encoding to answer with for an Accept-Encoding header: br, else gzip (x-gzip alike), when the client
 * accepts it (named with q > 0, or not named and `*` accepted); none otherwise.
 */
export function acceptedEncoding(header: string | undefined): AnswerEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (encoding: AnswerEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/** Compressed once per answer kept: the bytes are shared by every request for it, so the cost is not. */
const compressed = new WeakMap<Buffer, Partial<Record<AnswerEncoding, Buffer>>>();

/** The answer's bytes in that encoding (made once per bytes object). */
export function encodedAnswer(json: Buffer, encoding: AnswerEncoding): Buffer {
  const known = compressed.get(json) ?? {};
  let bytes = known[encoding];
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(json, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : gzipSync(json);
    known[encoding] = bytes;
    compressed.set(json, known);
  }
  return bytes;
}
