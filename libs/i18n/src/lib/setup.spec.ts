import i18next from 'i18next';
import { NAMESPACES, type LanguageCode, type Namespace } from './languages';
import { changeLanguage, loadMessageFile, preloadedMessages, setupI18n, type MessageLoader } from './setup';

/** A loader that reads the real files and records which ones were asked for. */
function recordingLoader(delays: Partial<Record<LanguageCode, number>> = {}) {
  const calls: string[] = [];
  const loader: MessageLoader = async (language, namespace) => {
    calls.push(`${language}/${namespace}`);
    const delay = delays[language];
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    return loadMessageFile(language, namespace);
  };
  return { calls, loader };
}

const filesOf = (language: string) => NAMESPACES.map((ns: Namespace) => `${language}/${ns}`);
const loadedLanguages = () => Object.keys(i18next.store.data).sort();

describe('setupI18n', () => {
  it('loads only the five files of the language it starts in', async () => {
    const { calls, loader } = recordingLoader();
    const i18n = await setupI18n('VI', { loadMessages: loader });
    expect(calls.sort()).toEqual(filesOf('VI').sort());
    expect(loadedLanguages()).toEqual(['VI']);
    expect(i18n.language).toBe('VI');
    expect(i18n.t('retry')).toBe('Thử lại');
  });

  it('loads the chunks itself by default (no network in tests: the files are required)', async () => {
    const i18n = await setupI18n('BN');
    expect(loadedLanguages()).toEqual(['BN']);
    for (const ns of NAMESPACES) expect(i18n.hasResourceBundle('BN', ns)).toBe(true);
    expect(i18n.hasResourceBundle('EN', 'ui')).toBe(false);
  });

  it('downloads none of the files the server wrote into the page, and only those of its language', async () => {
    await setupI18n('VI');
    const written = preloadedMessages('VI');
    expect(Object.keys(written.bundles).sort()).toEqual([...NAMESPACES].sort());

    const inPage = recordingLoader();
    const i18n = await setupI18n('VI', { loadMessages: inPage.loader, preloaded: written });
    expect(inPage.calls).toEqual([]);
    expect(i18n.t('retry')).toBe('Thử lại');

    // A page written in Vietnamese, shown in Bengali (another cookie): Bengali is downloaded.
    const other = recordingLoader();
    await setupI18n('BN', { loadMessages: other.loader, preloaded: written });
    expect(other.calls.sort()).toEqual(filesOf('BN').sort());

    // A file missing from the page, or not a message file, is downloaded.
    const partial = recordingLoader();
    const { ui, ...rest } = written.bundles;
    const broken = {
      language: 'VI',
      bundles: { ...rest, errors: { retry: 1 } as unknown as Record<string, string> },
    };
    await setupI18n('VI', { loadMessages: partial.loader, preloaded: broken });
    expect(ui).toBeDefined();
    expect(partial.calls.sort()).toEqual(['VI/errors', 'VI/ui']);
    expect(i18next.t('retry')).toBe('Thử lại');
  });

  it('starts in English without a language, as the shell calls it', async () => {
    const i18n = await setupI18n();
    expect(i18n.language).toBe('EN');
    expect(i18n.t('pageNotFound', { path: '/x' })).toBe('Page not found: /x');
  });

  it('shows MMK, MNT and IDR with the English files, and an unknown code in English', async () => {
    const { calls, loader } = recordingLoader();
    const i18n = await setupI18n('MMK', { loadMessages: loader });
    expect(i18n.language).toBe('MMK');
    expect(calls.sort()).toEqual(filesOf('EN').sort());
    expect(i18n.t('loading')).toBe('Loading…');
    expect((await setupI18n('XX')).language).toBe('EN');
  });

  it('reads every namespace, and falls back from ui to errors for server message keys', async () => {
    const i18n = await setupI18n('CN');
    expect(i18n.t('errors:sessionExpired')).toBe('您的登录已过期，请重新登录。');
    expect(i18n.t('sessionExpired')).toBe('您的登录已过期，请重新登录。');
    expect(i18n.t('_m:home')).toBe('首页');
    expect(i18n.t('validation:tacFormat', { length: 6 })).toBe('请输入6位验证码。');
    expect(i18n.t('footerRights', { year: 2026, site: '<b>Golden Palace</b>' })).toBe(
      '© 2026 <b>Golden Palace</b> 版权所有。',
    );
  });
});

describe('changeLanguage', () => {
  it("downloads the new language's files once, then switches", async () => {
    const { calls, loader } = recordingLoader();
    await setupI18n('VI', { loadMessages: loader });
    calls.length = 0;

    expect(await changeLanguage('RUS')).toBe('RUS');
    expect(calls.sort()).toEqual(filesOf('RUS').sort());
    expect(i18next.language).toBe('RUS');
    expect(i18next.t('retry')).toBe('Повторить');
    expect(loadedLanguages()).toEqual(['RUS', 'VI']);

    calls.length = 0;
    await changeLanguage('VI');
    expect(calls).toEqual([]);
    expect(i18next.t('retry')).toBe('Thử lại');
  });

  it('lets the last of overlapping switches win', async () => {
    const { loader } = recordingLoader({ CN: 30 });
    await setupI18n('EN', { loadMessages: loader });
    const slow = changeLanguage('CN');
    const fast = changeLanguage('BN');
    expect(await fast).toBe('BN');
    expect(await slow).toBe('BN');
    expect(i18next.language).toBe('BN');
    expect(i18next.hasResourceBundle('CN', 'ui')).toBe(true);
  });

  it('shares one download between simultaneous switches to the same language', async () => {
    const { calls, loader } = recordingLoader({ ESP: 10 });
    await setupI18n('EN', { loadMessages: loader });
    calls.length = 0;
    await Promise.all([changeLanguage('ESP'), changeLanguage('esp')]);
    expect(calls.sort()).toEqual(filesOf('ESP').sort());
    expect(i18next.t('_m:slots')).toBe('Tragaperras');
  });

  it('remembers the choice in the cookie and sets <html lang> when given the document', async () => {
    await setupI18n('EN', { loadMessages: recordingLoader().loader });
    const doc = { cookie: '', location: { protocol: 'https:' }, documentElement: { lang: 'en' } };
    await changeLanguage('CT', { document: doc });
    expect(doc.cookie).toBe('i18n_redirected=CT; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(doc.documentElement.lang).toBe('zh-Hant');
    await changeLanguage('IDR', { document: doc });
    expect(doc.cookie).toBe('i18n_redirected=IDR; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(doc.documentElement.lang).toBe('en');
    expect(i18next.t('backHome')).toBe('Back to home');
  });

  it('sets i18next up when it is called first', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh: typeof import('./setup') = await import('./setup');
      const freshI18next: typeof i18next = (await import('i18next')).default;
      expect(freshI18next.isInitialized).toBeFalsy();
      expect(await fresh.changeLanguage('MS')).toBe('MS');
      expect(freshI18next.t('retry')).toBe('Cuba lagi');
    });
  });

  it('keeps the current language when a download fails, and tries again on the next switch', async () => {
    let fail = true;
    const loader: MessageLoader = async (language, namespace) => {
      if (fail && language === 'NE') throw new Error('ChunkLoadError');
      return loadMessageFile(language, namespace);
    };
    await setupI18n('EN', { loadMessages: loader });
    await expect(changeLanguage('NE')).rejects.toThrow('ChunkLoadError');
    expect(i18next.language).toBe('EN');
    fail = false;
    await changeLanguage('NE');
    expect(i18next.t('language')).toBe('भाषा');
  });
});
