import { HEAD_ATTRIBUTE, type LocaleHead } from '@wl/i18n';

/** Writes the locale tags into the document head, replacing the previous page's. */
export function applyLocaleHead(doc: Document, head: LocaleHead): void {
  doc.documentElement.lang = head.htmlLang;
  for (const old of [...doc.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)]) old.remove();
  for (const link of head.links) {
    const element = doc.createElement('link');
    element.rel = link.rel;
    element.href = link.href;
    if (link.hreflang) element.hreflang = link.hreflang;
    element.setAttribute(HEAD_ATTRIBUTE, '');
    doc.head.appendChild(element);
  }
  for (const meta of head.metas) {
    const element = doc.createElement('meta');
    element.setAttribute('property', meta.property);
    element.content = meta.content;
    element.setAttribute(HEAD_ATTRIBUTE, '');
    doc.head.appendChild(element);
  }
}
