import i18next from 'i18next';
import { pluralLocale } from './plural-rules';
import { setupI18n } from './setup';

const english = async () => ({});

describe('plural forms', () => {
  it('follow the language the messages are written in, not the code', () => {
    expect(pluralLocale('CN')).toBe('zh-Hans');
    expect(pluralLocale('CT')).toBe('zh-Hant');
    expect(pluralLocale('ESP')).toBe('es');
    expect(pluralLocale('PHP')).toBe('fil');
    expect(pluralLocale('MMK')).toBe('en');
    expect(pluralLocale('xx')).toBe('xx');
  });

  it("pick each language's own forms whatever the runtime's default locale", async () => {
    await setupI18n('EN', { loadMessages: english });
    const messages = {
      CN: { box_other: '{{count}} 个' },
      RUS: { box_one: '{{count}} ящик', box_few: '{{count}} ящика', box_many: '{{count}} ящиков' },
      ESP: { box_one: '{{count}} caja', box_many: '{{count}} de cajas', box_other: '{{count}} cajas' },
    };
    for (const [code, bundle] of Object.entries(messages)) i18next.addResourceBundle(code, 'test', bundle);
    const t = (code: string, count: number) => i18next.getFixedT(code, 'test')('box', { count });
    // Intl reads "CN" as no language at all (the default locale's rules): Chinese has one form only.
    expect(t('CN', 1)).toBe('1 个');
    expect(t('RUS', 3)).toBe('3 ящика');
    expect(t('RUS', 5)).toBe('5 ящиков');
    expect(t('ESP', 1)).toBe('1 caja');
    expect(t('ESP', 1_000_000)).toBe('1000000 de cajas');
  });
});
