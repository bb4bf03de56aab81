/** One question of a FAQ list and its answer (sanitised HTML). */
export interface FaqItem {
  question: string;
  answerHtml: string;
}

/** A stretch of a page's body: plain HTML, or a run of questions shown as an accordion. */
export type BodyPart = { kind: 'html'; html: string } | { kind: 'faq'; items: FaqItem[] };

const HEADING = /^H([1-6])$/;

function headingLevel(node: Node): number | null {
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const match = HEADING.exec((node as Element).tagName);
  return match ? Number(match[1]) : null;
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function htmlOf(node: Node): string {
  if (node.nodeType === Node.ELEMENT_NODE) return (node as Element).outerHTML;
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? '');
  return '';
}

function parse(html: string, parser: DOMParser): HTMLElement {
  return parser.parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
}

/**
 * Moves every heading down so the highest one is at least `top` (an h1 in a body under the page's own
 * h1 becomes an h2, and the rest follow), keeping the page's headings in order.
 */
function shiftHeadings(root: HTMLElement, top: number): void {
  const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const highest = Math.min(...headings.map((h) => headingLevel(h) ?? 6));
  const shift = top - highest;
  if (headings.length === 0 || shift <= 0) return;
  for (const heading of headings) {
    const level = Math.min(6, (headingLevel(heading) ?? 6) + shift);
    const moved = root.ownerDocument.createElement(`h${level}`);
    for (const { name, value } of [...heading.attributes]) moved.setAttribute(name, value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
}

const plain = (text: string | null | undefined): string =>
  (text ?? '').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** Removes a first heading that only repeats the page's title ("Privacy policy" under "Privacy policy"). */
function dropRepeatedTitle(root: HTMLElement, title: string | undefined): void {
  if (!title) return;
  const first = [...root.childNodes].find(
    (node) => node.nodeType === Node.ELEMENT_NODE || (node.textContent ?? '').trim() !== '',
  );
  if (first && headingLevel(first) !== null && plain(first.textContent) === plain(title)) {
    (first as Element).remove();
  }
}

/**
 * A body whose headings start at `top` (h2 under a page title, h3 under an item's h2), without a first
 * heading that repeats `title`.
 */
export function nestHeadings(
  html: string,
  top: number,
  title?: string,
  parser: DOMParser = new DOMParser(),
): string {
  if (!/<h[1-6]\b/i.test(html)) return html;
  const body = parse(html, parser);
  dropRepeatedTitle(body, title);
  shiftHeadings(body, top);
  return body.innerHTML;
}

/** The heading level that asks the questions: the one used most often (two times at least), the deeper on a tie. */
function questionLevel(nodes: readonly Node[]): number | null {
  const counts = new Map<number, number>();
  for (const node of nodes) {
    const level = headingLevel(node);
    if (level !== null) counts.set(level, (counts.get(level) ?? 0) + 1);
  }
  let best: number | null = null;
  for (const [level, count] of counts) {
    const bestCount = best === null ? 0 : (counts.get(best) ?? 0);
    if (count >= 2 && (count > bestCount || (count === bestCount && level > (best ?? 0)))) best = level;
  }
  return best;
}

/** Questions of a definition list: each <dt> with the <dd>s after it. */
function definitionItems(list: Element): FaqItem[] {
  const items: FaqItem[] = [];
  for (const child of [...list.children]) {
    const tag = child.tagName;
    if (tag === 'DT') items.push({ question: child.textContent?.trim() ?? '', answerHtml: '' });
    else if (tag === 'DD' && items.length > 0) {
      const last = items[items.length - 1] as FaqItem;
      last.answerHtml += `<p>${child.innerHTML}</p>`;
    }
  }
  return items.filter((item) => item.question !== '');
}

/**
 * Splits a FAQ page's body into its questions: headings of one level each followed by their answer
 * (the seeded pages: an h2 title, then h3 question and p answer), or the <dt>/<dd> pairs of a definition
 * list. A body with fewer than two questions stays one piece of HTML. Headings start at h2; a first
 * heading that repeats `title` is left out.
 */
export function splitFaqs(html: string, title?: string, parser: DOMParser = new DOMParser()): BodyPart[] {
  const body = parse(html, parser);
  dropRepeatedTitle(body, title);
  shiftHeadings(body, 2);
  const nodes = [...body.childNodes].filter(
    (node) => node.nodeType === Node.ELEMENT_NODE || (node.textContent ?? '').trim() !== '',
  );
  const level = questionLevel(nodes);
  const parts: BodyPart[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer.trim()) parts.push({ kind: 'html', html: buffer });
    buffer = '';
  };
  const addItems = (items: FaqItem[]) => {
    flush();
    const last = parts[parts.length - 1];
    if (last?.kind === 'faq') last.items.push(...items);
    else parts.push({ kind: 'faq', items });
  };

  let current: FaqItem | null = null;
  for (const node of nodes) {
    const nodeLevel = headingLevel(node);
    if (level !== null && nodeLevel === level) {
      current = { question: node.textContent?.trim() ?? '', answerHtml: '' };
      addItems([current]);
    } else if (current && (nodeLevel === null || level === null || nodeLevel > level)) {
      current.answerHtml += htmlOf(node);
    } else if (
      node.nodeType === Node.ELEMENT_NODE &&
      (node as Element).tagName === 'DL' &&
      definitionItems(node as Element).length >= 2
    ) {
      current = null;
      addItems(definitionItems(node as Element));
    } else {
      current = null;
      buffer += htmlOf(node);
    }
  }
  flush();
  const questions = parts.reduce((n, part) => n + (part.kind === 'faq' ? part.items.length : 0), 0);
  return questions >= 2 ? parts : [{ kind: 'html', html: body.innerHTML }];
}
