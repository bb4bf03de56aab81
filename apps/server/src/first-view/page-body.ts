import { Readable } from 'node:stream';

/**
 * One response's page, pushed as the chunks it is made of: the cached page's parts (as they are, or in
 * gzip) with this response's nonce between them. A page is over 100 kB; joined into one string per
 * response it cost about a millisecond (a string that large, two-byte as soon as the page holds one
 * character beyond Latin-1, is allocated outside V8's young generation) and was encoded to UTF-8 again on
 * every write. The parts are shared by every response and never copied: Node's HTTP response corks the
 * socket, so headers and chunks leave in one write, as a whole buffer would.
 */
export class PageBody extends Readable {
  /** The body's size in bytes, for content-length (a stream gets none from Fastify). */
  readonly byteLength: number;
  private chunks: Buffer[] | null;

  constructor(
    chunks: Buffer[],
    /** How the chunks are encoded (content-encoding); undefined when they are the page as it is. */
    readonly contentEncoding?: 'gzip',
  ) {
    super();
    this.chunks = chunks;
    this.byteLength = chunks.reduce((total, chunk) => total + chunk.length, 0);
  }

  override _read(): void {
    const chunks = this.chunks;
    this.chunks = null;
    // Everything at once: the chunks are in memory already, and pushing past the high-water mark only queues.
    for (const chunk of chunks ?? []) this.push(chunk);
    this.push(null);
  }
}

/** The parts with the nonce between each two. */
export function withNonceBetween(parts: readonly Buffer[], nonce: Buffer): Buffer[] {
  return parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]));
}
