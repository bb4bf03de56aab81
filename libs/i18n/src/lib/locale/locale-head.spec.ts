import * as i18n from '../../index';
import { localeHead } from './locale-head';
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
