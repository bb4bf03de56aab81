import { fakeApi, okAnswer } from '@wl/testing';
import { refused, site } from '../../testing/fixtures';
import { BackofficeStore } from '../root-store';

const LUCKY = site({ site_id: 7, key: 'lucky', name: 'Lucky Bay', hosts: ['lucky.test'], template: 'slot3' });

const slide = (en_title: string, image_url: string | null = null) => ({
  en_title,
  local_title: `${en_title} (lokal)`,
  en_subtitle: '',
  local_subtitle: '',
  image_url,
  link_url: '/promotions',
});

type Reply = object | ((body: Record<string, unknown>) => object);

async function openLucky(answers: Record<string, Reply>) {
  const replies: Record<string, Reply> = {
    'backoffice/sites/list': okAnswer('backoffice/sites/list', { value: [LUCKY] }),
    ...answers,
  };
  const fake = fakeApi((path, body) => {
    const reply = replies[path.replace(/^\//, '')];
    return typeof reply === 'function' ? reply(body) : reply;
  });
  const store = new BackofficeStore(fake.api);
  await store.siteWork.openSite('lucky');
  return { store, calls: fake.calls };
}

/** The platform's answer to a whole list: the list as sent (it stores what it accepts). */
const echo = (path: string) => (body: Record<string, unknown>) => ({
  statusCode: 1,
  message: 'ok',
  value: body['value'],
  path,
});

describe("a site's slides (a list saved whole)", () => {
  it('adds a slide last (an empty picture sent as none), then edits it in its place', async () => {
    const { store, calls } = await openLucky({
      'backoffice/sites/slides': okAnswer('backoffice/sites/slides', { value: [slide('Welcome')] }),
      'backoffice/sites/set_slides': echo('set_slides'),
    });
    const slides = store.siteWork.slides;
    if (!slides) throw new Error('no slides store');
    await slides.load();
    expect(slides.entries.map((e) => [e.id, e.en_title])).toEqual([[1, 'Welcome']]);
    slides.add();
    expect(slides.draft).toEqual({ ...slide(''), local_title: '', image_url: '', link_url: '/' });
    slides.set('en_title', '<script>x</script> Spin');
    slides.set('local_title', 'Ikot');
    slides.set('link_url', '/games');
    expect(await slides.save()).toBe(true);
    expect(calls.at(-1)).toEqual({
      path: 'backoffice/sites/set_slides',
      body: {
        site_id: 7,
        value: [
          slide('Welcome'),
          { ...slide('<script>x</script> Spin'), local_title: 'Ikot', link_url: '/games' },
        ],
      },
    });
    expect(slides.done).toBe('siteWork.contentAdded');
    slides.edit(1);
    slides.set('image_url', ' https://cdn.example.com/a.jpg ');
    expect(await slides.save()).toBe(true);
    expect(slides.items.map((s) => [s.en_title, s.image_url])).toEqual([
      ['Welcome', 'https://cdn.example.com/a.jpg'],
      ['<script>x</script> Spin', null],
    ]);
  });

  it('moves a slide down and up, never past the ends, and deletes one after asking', async () => {
    const { store, calls } = await openLucky({
      'backoffice/sites/slides': okAnswer('backoffice/sites/slides', {
        value: [slide('A'), slide('B'), slide('C')],
      }),
      'backoffice/sites/set_slides': echo('set_slides'),
    });
    const slides = store.siteWork.slides;
    if (!slides) throw new Error('no slides store');
    await slides.load();
    const sent = calls.length;
    expect(await slides.move(1, -1)).toBe(false);
    expect(await slides.move(3, 1)).toBe(false);
    expect(calls).toHaveLength(sent);
    expect(await slides.move(1, 1)).toBe(true);
    expect(slides.items.map((s) => s.en_title)).toEqual(['B', 'A', 'C']);
    expect(slides.done).toBe('siteWork.contentMoved');
    expect(await slides.move(3, -1)).toBe(true);
    expect(slides.items.map((s) => s.en_title)).toEqual(['B', 'C', 'A']);
    slides.askDelete(2);
    expect(slides.confirming?.en_title).toBe('C');
    expect(await slides.confirmDelete()).toBe(true);
    expect(slides.items.map((s) => s.en_title)).toEqual(['B', 'A']);
    expect(calls.at(-1)?.body).toEqual({ site_id: 7, value: [slide('B'), slide('A')] });
  });

  it('keeps the shown list and the form when the platform refuses the list', async () => {
    const { store } = await openLucky({
      'backoffice/sites/slides': okAnswer('backoffice/sites/slides', { value: [slide('A')] }),
      'backoffice/sites/set_slides': refused('invalidSlide'),
    });
    const slides = store.siteWork.slides;
    if (!slides) throw new Error('no slides store');
    await slides.load();
    slides.add();
    slides.set('en_title', 'Bad');
    slides.set('local_title', 'Bad');
    slides.set('link_url', 'javascript:alert(1)');
    expect(await slides.save()).toBe(false);
    expect(slides.saveError).toBe('invalidSlide');
    expect(slides.editing).toBe('new');
    expect(slides.items).toEqual([slide('A')]);
    expect(await slides.move(1, 1)).toBe(false);
  });
});

describe("a site's partners, social accounts and analytics", () => {
  it('saves each list whole through its own call', async () => {
    const partner = { partner_name: 'Acme', img_url: 'https://cdn.example.com/acme.png', href: '/' };
    const account = { social_type: 'telegram', account_name: '@lucky', url: 'https://t.me/lucky' };
    const snippet = { section: 'HEAD' as const, script: '<script>window.__wlMarker = 1;</script>' };
    const { store, calls } = await openLucky({
      'backoffice/sites/partners': okAnswer('backoffice/sites/partners', { value: [] }),
      'backoffice/sites/set_partners': echo('set_partners'),
      'backoffice/sites/social_accounts': okAnswer('backoffice/sites/social_accounts', { value: [] }),
      'backoffice/sites/set_social_accounts': echo('set_social_accounts'),
      'backoffice/sites/analytics': okAnswer('backoffice/sites/analytics', { value: [] }),
      'backoffice/sites/set_analytics': echo('set_analytics'),
    });
    const { partners, social, analytics } = store.siteWork;
    if (!partners || !social || !analytics) throw new Error('no list stores');
    partners.add();
    partners.set('partner_name', partner.partner_name);
    partners.set('img_url', partner.img_url);
    partners.set('href', partner.href);
    expect(await partners.save()).toBe(true);
    social.add();
    expect(social.draft.social_type).toBe('facebook');
    social.set('social_type', account.social_type);
    social.set('account_name', account.account_name);
    social.set('url', account.url);
    expect(await social.save()).toBe(true);
    analytics.add();
    expect(analytics.draft).toEqual({ section: 'HEAD', script: '' });
    analytics.set('script', snippet.script);
    expect(await analytics.save()).toBe(true);
    expect(calls.slice(-3)).toEqual([
      { path: 'backoffice/sites/set_partners', body: { site_id: 7, value: [partner] } },
      { path: 'backoffice/sites/set_social_accounts', body: { site_id: 7, value: [account] } },
      { path: 'backoffice/sites/set_analytics', body: { site_id: 7, value: [snippet] } },
    ]);
  });

  it('shows the role error when the platform refuses to read', async () => {
    const { store } = await openLucky({ 'backoffice/sites/analytics': refused('staffForbidden') });
    const analytics = store.siteWork.analytics;
    if (!analytics) throw new Error('no analytics store');
    await analytics.load();
    expect(analytics.error).toBe('staffForbidden');
    expect(analytics.items).toEqual([]);
  });
});
