/**
 * Calls `onIntent` with the path of a same-site link the player is about to follow: the pointer is over
 * it, it has focus, or a finger touched it. Returns the function that stops listening.
 */
export function watchLinkIntent(doc: Document, origin: string, onIntent: (path: string) => void): () => void {
  const listener = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
      return;
    const url = new URL(link.href, origin);
    if (url.origin === origin) onIntent(url.pathname);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) doc.addEventListener(type, listener, { passive: true });
  return () => {
    for (const type of events) doc.removeEventListener(type, listener);
  };
}
