import sanitizeHtml from 'sanitize-html';

/** Longest HTML body an operator may store (before sanitising). */
export const MAX_HTML_LENGTH = 100_000;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'), 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  // No javascript:, data: or vbscript: URLs anywhere; relative URLs stay.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs['target'] === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * CMS HTML as it may be stored and shown: no script or style, no event handlers, no javascript: URLs.
 * Applied on every write, so what is read back is always safe to insert into a page.
 */
export function sanitiseCmsHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
