/**
 * Puts the site's layout around `element` out of reach (inert: no focus, no clicks, hidden from
 * assistive technology) while a full-screen view covers it, and gives it back with the returned
 * function. It climbs up to the child of `#root` that holds the element (the template's layout) and no
 * further: the shell's overlays beside the layout (sign-in modal, dialogs, toasts) stay usable over it.
 */
export function inertAround(element: HTMLElement): () => void {
  const doc = element.ownerDocument;
  const top = doc.getElementById('root') ?? doc.body;
  const changed: Element[] = [];
  let node: Element = element;
  while (node.parentElement && node.parentElement !== top && node.parentElement !== doc.body) {
    for (const sibling of Array.from(node.parentElement.children)) {
      // An element inert already is left as its owner set it, and given back the same.
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
    node = node.parentElement;
  }
  return () => {
    for (const sibling of changed) sibling.removeAttribute('inert');
  };
}
