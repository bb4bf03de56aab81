import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';

/**
 * Renders to HTML once everything, lazy page chunks included, has loaded (never a fallback). `nonce`
 * goes on any script React writes (the site server puts each response's own nonce there).
 */
export function htmlOf(element: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failure: unknown = null;
    const stream = renderToPipeableStream(element, {
      nonce,
      onAllReady: () => {
        // A part that threw would be left for the browser to render: the whole page is, instead.
        if (failure) reject(failure);
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
  });
}
