import type { ReactNode } from 'react';
// The edge build, not the Node one: react-dom/server.node keeps its request in an AsyncLocalStorage, and
// on Node 20 the first run of one turns on async hooks for the whole process, for good. Every promise of
// every request of the site server (API calls, cached pages) then cost about four times as much. The edge
// build finds no global AsyncLocalStorage on Node and passes its request along itself; a render here
// makes no call that would need it (no server components, no preloads from async code).
import { renderToReadableStream } from 'react-dom/server.edge';

/**
 * Renders to HTML once everything, lazy page chunks included, has loaded (never a fallback). `nonce`
 * goes on any script React writes (the site server puts each response's own nonce there).
 */
export async function htmlOf(element: ReactNode, nonce: string): Promise<string> {
  let failure: unknown = null;
  // Rejects when the shell itself fails.
  const stream = await renderToReadableStream(element, {
    nonce,
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  // A part that threw would be left for the browser to render: the whole page is, instead.
  if (failure) {
    await stream.cancel();
    throw failure;
  }
  return new Response(stream).text();
}
