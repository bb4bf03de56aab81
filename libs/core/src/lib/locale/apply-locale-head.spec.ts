import * as i18n from '@wl/i18n';
import { HEAD_ATTRIBUTE, LocaleRouting, localeHead } from '@wl/i18n';
import { applyLocaleHead } from './apply-locale-head';

const routing = new LocaleRouting(i18n, [
  { code: 'EN', is_default: true },
  { code: 'VI', is_default: false },
  { code: 'CN', is_default: false },
]);

it("writes the tags into the head, replacing the previous page's", () => {
  applyLocaleHead(document, localeHead(routing, '/slots', 'https://x.test', 'EN'));
  applyLocaleHead(document, localeHead(routing, '/cn', 'https://x.test', 'CN'));
  expect(document.documentElement.lang).toBe('zh-Hans');
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'https://x.test/cn',
  );
  expect(document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)).toHaveLength(5 + 3);
  expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('zh_Hans');
  expect(document.head.querySelector('link[hreflang="vi"]')?.getAttribute('href')).toBe('https://x.test/vi');
});
