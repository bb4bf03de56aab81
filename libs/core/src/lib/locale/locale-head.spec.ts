import * as i18n from '@wl/i18n';
import { HEAD_ATTRIBUTE, applyLocaleHead, localeHead } from './locale-head';
import { LocaleRouting } from './locale-routing';

const routing = new LocaleRouting(i18n, [
  { code: 'EN', is_default: true },
  { code: 'VI', is_default: false },
  { code: 'CN', is_default: false },
]);

it('gives the canonical URL, an alternate link per language with x-default, and og:locale tags', () => {
  expect(localeHead(routing, '/vi/slots', 'https://slot2.example.com', 'VI')).toEqual({
    htmlLang: 'vi',
    links: [
      { rel: 'canonical', href: 'https://slot2.example.com/vi/slots' },
      { rel: 'alternate', hreflang: 'en', href: 'https://slot2.example.com/slots' },
      { rel: 'alternate', hreflang: 'zh-Hans', href: 'https://slot2.example.com/cn/slots' },
      { rel: 'alternate', hreflang: 'vi', href: 'https://slot2.example.com/vi/slots' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://slot2.example.com/slots' },
    ],
    metas: [
      { property: 'og:locale', content: 'vi' },
      { property: 'og:locale:alternate', content: 'en' },
      { property: 'og:locale:alternate', content: 'zh_Hans' },
    ],
  });
});

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
