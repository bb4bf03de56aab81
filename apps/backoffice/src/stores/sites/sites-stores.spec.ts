import { fakeApi, okAnswer } from '@wl/testing';
import { refused, site } from '../../testing/fixtures';
import { BackofficeStore } from '../root-store';
import { PREVIEW_DELAY_MS } from './site-pages-store';

const color = (code: string, primary: string) => ({
  code,
  primary,
  accent: '#ffffff',
  background: '#000000',
  surface: '#111111',
  text: '#eeeeee',
});

const TEMPLATES = okAnswer('backoffice/sites/templates', {
  templates: [
    {
      template: 'casino1',
      family: 'casino',
      colors: ['gold', 'crimson', 'emerald', 'royal', 'noir'].map((code) => color(code, '#d4a017')),
    },
    {
      template: 'slot3',
      family: 'slot',
      colors: ['neon', 'sunset', 'ocean', 'candy', 'lime'].map((code) => color(code, '#0096c7')),
    },
  ],
  languages: [
    { code: 'EN', name: 'English' },
    { code: 'PHP', name: 'Filipino' },
  ],
});

const LUCKY = site({ site_id: 7, key: 'lucky', name: 'Lucky Bay', hosts: ['lucky.test'], template: 'slot3' });

const provider = (code: string, enabled: boolean) => ({
  provider_code: code,
  name: `${code} Games`,
  enabled,
  categories: enabled ? ['slots'] : [],
  games: enabled ? 17 : 0,
  catalogue_games: 17,
  provider_live: true,
});

describe('the new-site form', () => {
  it('offers the templates with their five colours, keeping the colour only when the template has it', async () => {
    const { api } = fakeApi({ 'backoffice/sites/templates': TEMPLATES });
    const store = new BackofficeStore(api);
    await store.newSite.show();
    expect(store.newSite.form.template).toBe('casino1');
    expect(store.newSite.form.color).toBe('gold');
    expect(store.newSite.template?.colors.map((c) => c.code)).toHaveLength(5);
    store.newSite.chooseTemplate('slot3');
    expect(store.newSite.form.color).toBe('neon');
    store.newSite.form.setColor('ocean');
    store.newSite.chooseTemplate('slot3');
    expect(store.newSite.form.color).toBe('ocean');
  });

  it('sends the site, lists it at once, and empties the form', async () => {
    const { api, calls } = fakeApi({
      'backoffice/sites/templates': TEMPLATES,
      'backoffice/sites/create': okAnswer('backoffice/sites/create', { site: LUCKY }),
    });
    const store = new BackofficeStore(api);
    await store.newSite.show();
    const form = store.newSite.form;
    form.set('key', ' Lucky ');
    form.set('name', ' Lucky Bay ');
    form.set('hosts', 'Lucky.test, www.lucky.test\nlucky.example.com');
    form.set('currency', 'php');
    store.newSite.chooseTemplate('slot3');
    form.setColor('ocean');
    form.toggleLanguage('PHP');
    form.setDefaultLanguage('PHP');
    form.toggleLanguage('EN');
    form.toggleLanguage('PHP'); // the last language stays
    form.toggleLanguage('EN');
    form.setLogo('logo1', ' https://cdn.example.com/lucky.png ');
    form.setLogo('logo2', '  ');
    expect(await store.newSite.create()).toBe(true);
    expect(calls.at(-1)).toEqual({
      path: 'backoffice/sites/create',
      body: {
        key: 'lucky',
        name: 'Lucky Bay',
        hosts: ['lucky.test', 'www.lucky.test', 'lucky.example.com'],
        template: 'slot3',
        color: 'ocean',
        currency: 'PHP',
        languages: ['PHP', 'EN'],
        default_language: 'PHP',
        // The logos left empty are not sent: the site gets the generated one.
        logo1: 'https://cdn.example.com/lucky.png',
      },
    });
    expect(store.sites.sites.map((s) => s.key)).toEqual(['lucky']);
    expect(store.newSite.created?.name).toBe('Lucky Bay');
    expect(store.newSite.form.key).toBe('');
    expect(store.newSite.open).toBe(false);
  });

  it('keeps the form and shows the refusal when a host is in use', async () => {
    const { api } = fakeApi({
      'backoffice/sites/templates': TEMPLATES,
      'backoffice/sites/create': refused('hostInUse'),
    });
    const store = new BackofficeStore(api);
    await store.newSite.show();
    store.newSite.form.set('key', 'lucky');
    expect(await store.newSite.create()).toBe(false);
    expect(store.newSite.error).toBe('hostInUse');
    expect(store.newSite.form.key).toBe('lucky');
    expect(store.sites.sites).toEqual([]);
  });
});

describe("a site's pages", () => {
  async function openLucky(answers: Record<string, object>) {
    const fake = fakeApi({
      'backoffice/sites/list': okAnswer('backoffice/sites/list', { value: [LUCKY] }),
      ...answers,
    });
    const store = new BackofficeStore(fake.api);
    await store.siteWork.openSite('lucky');
    return { store, calls: fake.calls };
  }

  it('finds the site by its key, and nothing for a site that is not the staff member’s', async () => {
    const { store } = await openLucky({});
    expect(store.siteWork.site?.site_id).toBe(7);
    await store.siteWork.openSite('beta');
    expect(store.siteWork.site).toBeUndefined();
    expect(store.siteWork.providers).toBeUndefined();
  });

  it('enables a provider and shows its new state, or the refusal', async () => {
    const { store, calls } = await openLucky({
      'backoffice/sites/providers': okAnswer('backoffice/sites/providers', {
        value: [provider('JILI', true), provider('JDB', false)],
      }),
      'backoffice/sites/set_provider': okAnswer('backoffice/sites/set_provider', {
        provider: provider('JDB', true),
      }),
    });
    const providers = store.siteWork.providers;
    if (!providers) throw new Error('no providers store');
    await providers.load();
    expect(await providers.setEnabled('JDB', true)).toBe(true);
    expect(calls.at(-1)?.body).toEqual({ site_id: 7, provider_code: 'JDB', enabled: true });
    expect(providers.providers.map((p) => [p.provider_code, p.enabled])).toEqual([
      ['JILI', true],
      ['JDB', true],
    ]);
    expect(providers.result).toEqual({ code: 'JDB', kind: 'done', key: 'siteWork.providerEnabled' });
  });

  it('edits a CMS page with a preview of the sanitised HTML, and keeps what the platform stored', async () => {
    jest.useFakeTimers();
    try {
      const page = {
        page: 'about_us' as const,
        status: true,
        en_body: '<p>Old</p>',
        local_body: '<p>Luma</p>',
        local_language: 'PHP',
        updated_at: null,
      };
      const { store, calls } = await openLucky({
        'backoffice/sites/cms_page': okAnswer('backoffice/sites/cms_page', { page }),
        'backoffice/sites/cms_preview': okAnswer('backoffice/sites/cms_preview', { html: '<p>New</p>' }),
        'backoffice/sites/set_cms_page': okAnswer('backoffice/sites/set_cms_page', {
          page: { ...page, en_body: '<p>New</p>' },
        }),
      });
      const pages = store.siteWork.pages;
      if (!pages) throw new Error('no pages store');
      await pages.openPage('about_us');
      expect(pages.text).toBe('<p>Old</p>');
      pages.setText('<p>New</p><script>alert(1)</script>');
      await jest.advanceTimersByTimeAsync(PREVIEW_DELAY_MS + 10);
      expect(calls.at(-1)).toEqual({
        path: 'backoffice/sites/cms_preview',
        body: { html: '<p>New</p><script>alert(1)</script>' },
      });
      expect(pages.preview).toBe('<p>New</p>');
      pages.setLanguage('local');
      expect(pages.text).toBe('<p>Luma</p>');
      expect(await pages.save()).toBe(true);
      expect(calls.at(-1)?.body).toEqual({
        site_id: 7,
        page: 'about_us',
        status: true,
        en_body: '<p>New</p><script>alert(1)</script>',
        local_body: '<p>Luma</p>',
      });
      pages.setLanguage('en');
      expect(pages.text).toBe('<p>New</p>');
      expect(pages.saved).toBe(true);
      pages.dispose();
    } finally {
      jest.useRealTimers();
    }
  });

  it('edits as formatted text, unless the HTML holds markup that editor would drop', async () => {
    const page = {
      page: 'about_us' as const,
      status: true,
      en_body:
        '<h2>About</h2><p>Read <a href="/terms">our <strong>terms</strong></a>.</p><img src="/a.png" alt="">',
      local_body: '<table><tr><td>Luma</td></tr></table>',
      local_language: 'PHP',
      updated_at: null,
    };
    const { store } = await openLucky({
      'backoffice/sites/cms_page': okAnswer('backoffice/sites/cms_page', { page }),
    });
    const pages = store.siteWork.pages;
    if (!pages) throw new Error('no pages store');
    await pages.openPage('about_us');
    expect(pages.visualAvailable).toBe(true);
    expect(pages.showsVisual).toBe(true);
    // The local text has a table: it is shown as HTML, whatever mode was asked for, so nothing is lost.
    pages.setLanguage('local');
    expect(pages.visualAvailable).toBe(false);
    expect(pages.showsVisual).toBe(false);
    pages.setMode('visual');
    expect(pages.showsVisual).toBe(false);
    // A class or an image's size is dropped by the editor too; plain markup is kept.
    pages.setText('<p class="lead">Hi</p>');
    expect(pages.visualAvailable).toBe(false);
    pages.setText('<p><img src="/a.png" width="20"></p>');
    expect(pages.visualAvailable).toBe(false);
    pages.setText('<p><img src="/a.png" onerror="alert(1)"></p>');
    expect(pages.visualAvailable).toBe(false);
    pages.setText('<p>Hi <em>there</em></p><ul><li>one</li></ul>');
    expect(pages.showsVisual).toBe(true);
    pages.setMode('html');
    expect(pages.showsVisual).toBe(false);
    pages.dispose();
  });

  it('edits an SEO title and lists the new record', async () => {
    const record = {
      page_name: 'home',
      meta_title: 'Lucky Bay',
      meta_desc: 'Spin',
      meta_keywords: '',
      en_item_name: 'Home',
      local_item_name: 'Tahanan',
      en_body: '',
      local_body: '',
    };
    const { store, calls } = await openLucky({
      'backoffice/sites/seo': okAnswer('backoffice/sites/seo', { value: [record] }),
      'backoffice/sites/set_seo': okAnswer('backoffice/sites/set_seo', {
        record: { ...record, meta_title: 'Lucky Bay Home' },
      }),
    });
    const seo = store.siteWork.seo;
    if (!seo) throw new Error('no SEO store');
    await seo.load();
    seo.edit('home');
    seo.set('meta_title', 'Lucky Bay Home');
    expect(await seo.save()).toBe(true);
    expect(calls.at(-1)?.body).toEqual({
      site_id: 7,
      page_name: 'home',
      meta_title: 'Lucky Bay Home',
      meta_desc: 'Spin',
      en_item_name: 'Home',
      local_item_name: 'Tahanan',
    });
    expect(seo.records[0]?.meta_title).toBe('Lucky Bay Home');
    expect(seo.editing).toBeUndefined();
    expect(seo.savedPage).toBe('home');
  });

  it('shows a refusal of the SEO write and keeps the draft', async () => {
    const { store } = await openLucky({ 'backoffice/sites/set_seo': refused('staffForbidden') });
    const seo = store.siteWork.seo;
    if (!seo) throw new Error('no SEO store');
    seo.edit('home');
    seo.set('meta_title', 'Mine');
    expect(await seo.save()).toBe(false);
    expect(seo.saveError).toBe('staffForbidden');
    expect(seo.draft.meta_title).toBe('Mine');
  });

  const SETTINGS = {
    site_id: 7,
    key: 'lucky',
    name: 'Lucky Bay',
    template: 'slot3',
    color: 'ocean',
    colors: [color('ocean', '#0096c7'), color('candy', '#e056fd')],
    maintenance_start: null,
    maintenance_end: null,
    logo1: '/api/media/logo/lucky.svg',
    logo2: '/api/media/logo/lucky.svg',
    logo3: '/api/media/logo/lucky.svg',
    logo_text: 'Lucky Bay',
    manifest_icon: '/api/media/logo/lucky.svg',
    logo_colors: ['#1f2937', '#4b5563'],
    android_sub: '',
    ios_sub: '',
    aff_domain: 'aff.lucky.test',
    gamify_status: true,
    tac_login: false,
    referral: true,
    languages: [
      { code: 'EN', is_default: true },
      { code: 'PHP', is_default: false },
    ],
    live_chat: { chat_id: '', image_id: '', status: false },
    bts: [{ name: '18+', img_url: '', href: '/responsible-gaming' }],
    language_choices: [
      { code: 'EN', name: 'English' },
      { code: 'PHP', name: 'Filipino' },
      { code: 'CN', name: '简体中文' },
    ],
  };

  it('sends only the settings changed: live chat, languages, logos, badges and switches', async () => {
    const { store, calls } = await openLucky({
      'backoffice/sites/settings': okAnswer('backoffice/sites/settings', { settings: SETTINGS }),
      'backoffice/sites/set_settings': okAnswer('backoffice/sites/set_settings', { settings: SETTINGS }),
    });
    const form = store.siteWork.settings;
    if (!form) throw new Error('no settings store');
    await form.load();
    expect(form.languageRows).toEqual([
      { code: 'EN', name: 'English', offered: true, isDefault: true },
      { code: 'PHP', name: 'Filipino', offered: true, isDefault: false },
      { code: 'CN', name: '简体中文', offered: false, isDefault: false },
    ]);
    // Nothing changed: only the name, colour and window go.
    expect(form.request()).toEqual({ site_id: 7, name: 'Lucky Bay', color: 'ocean', maintenance: null });

    // The default language no longer offered: refused before any call.
    form.setLanguageOffered('EN', false);
    const asked = calls.length;
    expect(await form.save()).toBe(false);
    expect(form.saveError).toBe('invalidSiteLanguages');
    expect(calls).toHaveLength(asked);

    form.setDefaultLanguage('CN');
    form.setLanguageOffered('EN', true);
    form.setLiveChat('status', true);
    form.setLiveChat('chat_id', ' chat-42 ');
    form.setText('logo1', 'https://cdn.example.com/lucky.png');
    form.setLogoColor(0, '#112233');
    form.setSwitch('tac_login', true);
    form.setSwitch('referral', false);
    form.addBadge();
    form.setBadge(1, 'name', 'Licensed');
    form.moveBadge(1, -1);
    expect(await form.save()).toBe(true);
    expect(calls.at(-1)?.body).toEqual({
      site_id: 7,
      name: 'Lucky Bay',
      color: 'ocean',
      maintenance: null,
      logo1: 'https://cdn.example.com/lucky.png',
      logo_colors: ['#112233', '#4b5563'],
      tac_login: true,
      referral: false,
      live_chat: { chat_id: 'chat-42', image_id: '', status: true },
      languages: [
        { code: 'EN', is_default: false },
        { code: 'PHP', is_default: false },
        { code: 'CN', is_default: true },
      ],
      bts: [
        { name: 'Licensed', img_url: '', href: '' },
        { name: '18+', img_url: '', href: '/responsible-gaming' },
      ],
    });
  });

  it('shows the named refusal of a bad setting and keeps the form', async () => {
    const { store } = await openLucky({
      'backoffice/sites/settings': okAnswer('backoffice/sites/settings', { settings: SETTINGS }),
      'backoffice/sites/set_settings': refused('invalidLiveChat'),
    });
    const form = store.siteWork.settings;
    if (!form) throw new Error('no settings store');
    await form.load();
    form.setLiveChat('image_id', 'javascript:alert(1)');
    expect(await form.save()).toBe(false);
    expect(form.saveError).toBe('invalidLiveChat');
    expect(form.liveChat.image_id).toBe('javascript:alert(1)');
    expect(form.saved).toBe(false);
  });

  it('changes the name, colour and maintenance window, and the sites list follows', async () => {
    const settings = SETTINGS;
    const { store, calls } = await openLucky({
      'backoffice/sites/settings': okAnswer('backoffice/sites/settings', { settings }),
      'backoffice/sites/set_settings': okAnswer('backoffice/sites/set_settings', {
        settings: { ...settings, name: 'Lucky Harbour', color: 'candy' },
      }),
    });
    const form = store.siteWork.settings;
    if (!form) throw new Error('no settings store');
    await form.load();
    expect(form.name).toBe('Lucky Bay');
    form.set('name', ' Lucky Harbour ');
    form.set('color', 'candy');
    form.set('maintenanceStart', '2026-12-01T10:00');
    const asked = calls.length;
    // One date without the other is refused before any call.
    expect(await form.save()).toBe(false);
    expect(form.saveError).toBe('invalidMaintenanceWindow');
    expect(calls).toHaveLength(asked);
    form.clearMaintenance();
    expect(await form.save()).toBe(true);
    expect(calls.at(-1)?.body).toEqual({
      site_id: 7,
      name: 'Lucky Harbour',
      color: 'candy',
      maintenance: null,
    });
    expect(store.sites.sites[0]).toMatchObject({ name: 'Lucky Harbour', theme_color: 'candy' });
    expect(form.saved).toBe(true);
  });
});
