import type { SeoRecord } from '@wl/api';

/** Sets the content of the <meta> with that name or property, created if missing; an empty value removes it. */
function setMeta(doc: Document, attribute: 'name' | 'property', key: string, value: string): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!value) {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.appendChild(element);
  }
  element.content = value;
}

/**
 * After a client-side navigation, the page's SEO record in the head, as the site server writes it on a
 * full load: title (meta_title, else `siteName`), description, keywords, og:title, og:description and
 * og:url (`url`: the page's absolute URL). Pass the home record when the page has none, as the server
 * does; null gives the site's name and no description. Canonical and alternates stay with localeHead.
 */
export function applySeoHead(
  doc: Document,
  record: SeoRecord | null | undefined,
  { siteName, url }: { siteName: string; url: string },
): void {
  const title = record?.meta_title || siteName;
  const description = record?.meta_desc ?? '';
  doc.title = title;
  setMeta(doc, 'name', 'description', description);
  setMeta(doc, 'name', 'keywords', record?.meta_keywords ?? '');
  setMeta(doc, 'property', 'og:title', title);
  setMeta(doc, 'property', 'og:description', description);
  setMeta(doc, 'property', 'og:url', url);
}
