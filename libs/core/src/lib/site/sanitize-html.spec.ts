import { CMS_PAGES, type Cms } from '@wl/api';
import { sanitizeCms, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps ordinary CMS markup', () => {
    const html =
      '<h2 class="title">About</h2><p>We are <strong>licensed</strong> &amp; <em>safe</em>.</p>' +
      '<ul><li>One</li></ul><a href="https://example.com/terms" title="Terms">Terms</a>' +
      '<img src="/media/a.png" alt="A" width="10"><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, styles, frames, forms and their content', () => {
    expect(
      sanitizeHtml(
        '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>' +
          '<form><input name="p"><button>go</button></form><svg><script>alert(2)</script></svg><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('removes event handlers, inline styles and other attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" id="x" data-a="1">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)">')).toBe('<img src="/a.png">');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('drops the unsafe URL %s', (url) => {
    expect(sanitizeHtml(`<a href="${url}">x</a>`)).toBe('<a>x</a>');
    expect(sanitizeHtml(`<img src="${url}">`)).toBe('<img>');
  });

  it.each([
    'https://a.example/x',
    'http://a.example',
    'mailto:help@example.com',
    'tel:+631234',
    '/promotions',
    '#faq',
    'terms.html',
    '?page=2',
  ])('keeps the safe URL %s', (url) => {
    expect(sanitizeHtml(`<a href="${url}">x</a>`)).toBe(`<a href="${url}">x</a>`);
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<center><font color="red">Big <b>win</b></font></center>')).toBe('Big <b>win</b>');
  });

  it('drops comments and makes new-tab links safe', () => {
    expect(sanitizeHtml('<!-- x --><a href="/x" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('gives an empty string for an empty body', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

it('sanitises every English and local CMS body and keeps the statuses', () => {
  const cms = Object.fromEntries(
    CMS_PAGES.flatMap((page) => [
      [`${page}_status`, page !== 'faqs'],
      [`en_${page}_body`, `<p>${page}</p><script>x()</script>`],
      [`local_${page}_body`, `<p onclick="x()">${page} local</p>`],
    ]),
  ) as Cms;
  const clean = sanitizeCms(cms);
  expect([clean.about_us_status, clean.en_about_us_body, clean.local_about_us_body]).toEqual([
    true,
    '<p>about_us</p>',
    '<p>about_us local</p>',
  ]);
  expect(clean.faqs_status).toBe(false);
  expect(clean.en_responsible_gaming_body).toBe('<p>responsible_gaming</p>');
  expect(clean.local_terms_body).toBe('<p>terms local</p>');
});
