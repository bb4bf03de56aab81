import { sanitiseCmsHtml } from './cms-html';

describe('sanitiseCmsHtml', () => {
  it('keeps headings, paragraphs, lists, links and images', () => {
    const html =
      '<h2>Banking</h2><p>Paid <strong>within 24 hours</strong>.</p><ul><li>One</li></ul>' +
      '<a href="https://example.com/help" title="Help">help</a><img src="/api/media/logo/casino1.svg" alt="logo">';
    expect(sanitiseCmsHtml(html)).toBe(
      '<h2>Banking</h2><p>Paid <strong>within 24 hours</strong>.</p><ul><li>One</li></ul>' +
        '<a href="https://example.com/help" title="Help">help</a><img src="/api/media/logo/casino1.svg" alt="logo" />',
    );
  });

  it.each([
    ['a script element', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a style element', '<style>body{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
    ['an event handler', '<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['an image error handler', '<img src="/x.png" onerror="steal()">', '<img src="/x.png" />'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link in disguise', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['an inline style', '<p style="position:fixed">Hi</p>', '<p>Hi</p>'],
  ])('removes %s', (_, html, expected) => {
    expect(sanitiseCmsHtml(html)).toBe(expected);
  });

  it('makes links that open a new tab unable to reach back to the page', () => {
    expect(sanitiseCmsHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps text in any script', () => {
    expect(sanitiseCmsHtml('<p>关于我们 — সম্পর্কে</p>')).toBe('<p>关于我们 — সম্পর্কে</p>');
  });
});
