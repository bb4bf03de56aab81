import type { TrackingScript } from '@wl/api';

/** Marks what was injected, so a second load does not add the same snippet twice. */
export const TRACKING_ATTRIBUTE = 'data-wl-tracking';

export interface InjectOptions {
  /** The page's Content Security Policy nonce; inline scripts only run with it. */
  nonce?: string;
  console?: Pick<Console, 'warn'>;
}

/** A script element parsed from HTML never runs; a fresh one with the same content and attributes does. */
function runnableCopy(doc: Document, parsed: HTMLScriptElement, nonce: string): HTMLScriptElement {
  const script = doc.createElement('script');
  for (const { name, value } of [...parsed.attributes]) script.setAttribute(name, value);
  script.text = parsed.text;
  script.nonce = nonce;
  return script;
}

/**
 * HEAD snippets go into the head (their scripts made runnable), BODY snippets into the body as noscript.
 * Without a nonce, the site's Content Security Policy would block the scripts, so HEAD snippets are left
 * out with a warning rather than producing a violation on every page.
 */
export function injectTrackingScripts(
  doc: Document,
  scripts: readonly TrackingScript[],
  options: InjectOptions = {},
): number {
  let injected = 0;
  scripts.forEach((snippet, index) => {
    const marker = `${snippet.section}-${index}`;
    if (doc.querySelector(`[${TRACKING_ATTRIBUTE}="${marker}"]`)) return;
    if (snippet.section === 'BODY') {
      const noscript = doc.createElement('noscript');
      noscript.setAttribute(TRACKING_ATTRIBUTE, marker);
      noscript.innerHTML = snippet.script;
      doc.body.appendChild(noscript);
      injected += 1;
      return;
    }
    if (!options.nonce) {
      (options.console ?? console).warn('Analytics HEAD scripts need the page CSP nonce; not injected');
      return;
    }
    const template = doc.createElement('template');
    template.innerHTML = snippet.script;
    for (const node of [...template.content.childNodes]) {
      if (node.nodeType !== Node.ELEMENT_NODE) continue;
      const element = node as Element;
      const copy =
        element.tagName === 'SCRIPT'
          ? runnableCopy(doc, element as HTMLScriptElement, options.nonce)
          : doc.importNode(element, true);
      copy.setAttribute(TRACKING_ATTRIBUTE, marker);
      doc.head.appendChild(copy);
    }
    injected += 1;
  });
  return injected;
}
