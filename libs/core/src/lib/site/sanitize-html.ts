import type { Cms } from '@wl/api';

/** Elements CMS pages may use; anything else unknown is unwrapped (its text kept). */
const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

/** Elements removed with everything inside them: they run code, load documents or take input. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'template',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'noscript',
  'title',
  'head',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'portal',
  'dialog',
]);

const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['title', 'class', 'lang', 'dir'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start', 'type'],
};

const URL_ATTRIBUTES = new Set(['href', 'src']);
/** http(s), mail and phone links, and paths of this site; never javascript:, data: or vbscript:. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[/#?]|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;

function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  const compact = [...value].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  return SAFE_URL.test(compact);
}

function cleanAttributes(element: Element): void {
  const tag = element.tagName.toLowerCase();
  const allowed = new Set([...(ALLOWED_ATTRIBUTES['*'] ?? []), ...(ALLOWED_ATTRIBUTES[tag] ?? [])]);
  for (const { name, value } of [...element.attributes]) {
    const keep = allowed.has(name) && (!URL_ATTRIBUTES.has(name) || isSafeUrl(value));
    if (!keep) element.removeAttribute(name);
  }
  if (tag === 'a' && element.getAttribute('target') === '_blank') {
    element.setAttribute('rel', 'noopener noreferrer');
  }
}

function cleanChildren(parent: ParentNode): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.remove();
      continue;
    }
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (ALLOWED_TAGS.has(tag)) {
      cleanAttributes(element);
    } else {
      element.replaceWith(...element.childNodes);
    }
  }
}

/**
 * Allowlist sanitiser for CMS HTML, on the browser's own parser: the text is parsed into an inert document
 * (nothing runs or loads), then only allowed elements and attributes, with safe URLs, are kept.
 * The platform sanitises on write; this is defence in depth before the HTML is stored and shown.
 */
export function sanitizeHtml(html: string, parser: DOMParser = new DOMParser()): string {
  if (!html) return '';
  const doc = parser.parseFromString(`<!doctype html><body>${html}`, 'text/html');
  cleanChildren(doc.body);
  return doc.body.innerHTML;
}

/** Keys of CMS bodies: en_about_us_body, local_faqs_body, ... */
const BODY_KEY = /^(en|local)_\w+_body$/;

/** The CMS pages with every English and local body sanitised; the statuses are kept as they are. */
export function sanitizeCms(cms: Cms, parser?: DOMParser): Cms {
  const entries = Object.entries(cms).map(([key, value]: [string, unknown]) => [
    key,
    typeof value === 'string' && BODY_KEY.test(key) ? sanitizeHtml(value, parser) : value,
  ]);
  return Object.fromEntries(entries) as Cms;
}
