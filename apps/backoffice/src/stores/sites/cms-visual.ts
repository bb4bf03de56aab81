/**
 * The markup the visual editor (StarterKit and Image, see screens/sites/rich-text-editor.tsx) keeps as it
 * is. The editor rebuilds a page from what it understands: anything else (a table, a class, an image's
 * size) would be dropped silently on the first key, so a page holding it is edited as HTML only.
 */
const VISUAL_TAGS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'A',
  'UL',
  'OL',
  'LI',
  'BR',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
  'HR',
  'IMG',
]);

const VISUAL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  A: ['href', 'target', 'rel', 'title'],
  IMG: ['src', 'alt', 'title'],
};

/** An event handler or style attribute anywhere (in text too: then the page is simply edited as HTML). */
const INLINE_CODE = /\s(on[a-z]+|style)\s*=/i;

/** Whether the visual editor can show and save this HTML without losing any of it. */
export function editableVisually(html: string): boolean {
  if (html.trim() === '') return true;
  // Handlers and inline styles are never kept, and are turned down before any parsing: even in a
  // template's inert content, the browser reports each such attribute to the page's CSP as it is set.
  if (INLINE_CODE.test(html)) return false;
  // A template's content is inert: no image loads and no handler fires (a DOMParser document loads
  // images, so an onerror in the typed HTML would try to run).
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    if (!VISUAL_TAGS.has(element.tagName)) return false;
    const allowed = VISUAL_ATTRIBUTES[element.tagName] ?? [];
    if (element.getAttributeNames().some((name) => !allowed.includes(name))) return false;
  }
  return true;
}
