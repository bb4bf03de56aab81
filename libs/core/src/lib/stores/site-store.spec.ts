import type { MenuItem, Site, StartupResponse } from '@wl/api';
import { SiteStore } from './site-store';
import { findTemplate } from '@wl/site-model';

function site(overrides: Partial<Site> = {}): Site {
  return {
    site_name: 'Golden Palace',
    currency: 'PHP',
    theme_code: 'casino4',
    theme_color: 'gold',
    logo1: '/logo1.svg',
    logo2: '/logo2.svg',
    logo3: '/logo3.svg',
    status: true,
    expired_date: null,
    logo_text: 'Golden Palace',
    external_id: 'casino4',
    android_sub: '',
    ios_sub: '',
    manifest_icon: '/icon.svg',
    gamify_status: true,
    tac_login: false,
    ...overrides,
  };
}

function menuItem(content_id: number, category: string, children: MenuItem[] = []): MenuItem {
  return { content_id, name: category, category, url: `/${category}`, children };
}

function startup(overrides: Partial<StartupResponse> = {}): StartupResponse {
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: {
      menu: [menuItem(1, 'hot'), menuItem(2, 'slots'), menuItem(3, 'lottery'), menuItem(4, 'promotions')],
      game_menu: [
        menuItem(10, 'slots', [menuItem(11, 'slots'), menuItem(12, 'bingo')]),
        menuItem(13, 'crash'),
      ],
    },
    site: site(),
    language: [
      { code: 'EN', is_default: true },
      { code: 'PHP', is_default: false },
    ],
    provider_count: [{ provider_code: 'JILI', category: 'slots', count: 20 }],
    aff_domain: 'aff.example.com',
    live_chat: null,
    ...overrides,
  };
}

const MAINTENANCE = {
  is_maintenance: true,
  start_date: '2026-01-01T00:00:00.000Z',
  end_date: '2099-12-31T23:59:00.000Z',
};

function expectEmpty(store: SiteStore): void {
  expect(store.site).toBeNull();
  expect(store.template).toBeNull();
  expect(store.color).toBeNull();
  expect(store.language).toEqual([]);
  expect(store.content).toEqual({ menu: [], game_menu: [] });
  expect(store.isReady).toBe(false);
}

describe('SiteStore.applyStartup', () => {
  it('starts empty and not in maintenance', () => {
    const store = new SiteStore();
    expectEmpty(store);
    expect(store.message).toBe('');
    expect(store.isMaintenance).toBe(false);
  });

  it('stores the site, its template, colour, language and filtered menus on success', () => {
    const store = new SiteStore();
    const response = startup();
    store.applyStartup(response);

    expect(store.site).toEqual(response.site);
    expect(store.template).toEqual(findTemplate('casino4'));
    expect(store.template?.templateId).toBe('template4');
    expect(store.color).toBe('gold');
    expect(store.language).toEqual(response.language);
    expect(store.message).toBe('');
    expect(store.isMaintenance).toBe(false);
    expect(store.isReady).toBe(true);
    expect(store.content.menu.map((m) => m.category)).toEqual(['hot', 'slots', 'promotions']);
    expect(store.content.game_menu.map((m) => m.content_id)).toEqual([10]);
    expect(store.content.game_menu[0]?.children.map((m) => m.content_id)).toEqual([11]);
  });

  it('under maintenance stores only the maintenance window, even if a site came with it', () => {
    const store = new SiteStore();
    store.applyStartup(startup({ maintenance: MAINTENANCE }));

    expect(store.isMaintenance).toBe(true);
    expect(store.maintenance).toEqual(MAINTENANCE);
    expect(store.message).toBe('');
    expectEmpty(store);
  });

  it('a failed startup resets state and keeps the server message', () => {
    const store = new SiteStore();
    store.applyStartup(startup());
    expect(store.isReady).toBe(true);

    store.applyStartup(
      startup({ statusCode: -500, message: 'internalServerError', maintenance: MAINTENANCE }),
    );

    expect(store.message).toBe('internalServerError');
    expect(store.isMaintenance).toBe(false);
    expectEmpty(store);
  });

  it.each([0, -404, 2])('treats statusCode %s as a failure', (statusCode) => {
    const store = new SiteStore();
    store.applyStartup(startup({ statusCode, message: 'siteNotFound' }));
    expect(store.message).toBe('siteNotFound');
    expectEmpty(store);
  });

  it('an unknown theme code gives invalidThemeCode and no site', () => {
    const store = new SiteStore();
    store.applyStartup(startup({ site: site({ theme_code: 'casino10' }) }));
    expect(store.message).toBe('invalidThemeCode');
    expectEmpty(store);
  });

  it('a colour the template does not allow gives invalidThemeColor and no site', () => {
    const store = new SiteStore();
    store.applyStartup(startup({ site: site({ theme_code: 'casino4', theme_color: 'neon' }) }));
    expect(store.message).toBe('invalidThemeColor');
    expectEmpty(store);
  });

  it('a success without a site stores no site', () => {
    const store = new SiteStore();
    store.applyStartup(startup({ site: null }));
    expect(store.message).not.toBe('');
    expectEmpty(store);
  });

  it('a bad second answer resets the site of an earlier good one', () => {
    const store = new SiteStore();
    store.applyStartup(startup());
    expect(store.site?.site_name).toBe('Golden Palace');

    store.applyStartup(startup({ site: site({ theme_code: 'slot1', theme_color: 'gold' }) }));

    expect(store.message).toBe('invalidThemeColor');
    expectEmpty(store);
  });

  it('a good answer after a failure clears the old message and maintenance', () => {
    const store = new SiteStore();
    store.applyStartup(startup({ maintenance: MAINTENANCE }));
    store.applyStartup(startup({ statusCode: -500, message: 'internalServerError' }));
    store.applyStartup(startup({ site: site({ theme_code: 'sportsbook1', theme_color: 'pitch' }) }));

    expect(store.message).toBe('');
    expect(store.isMaintenance).toBe(false);
    expect(store.template?.templateId).toBe('template20');
    expect(store.color).toBe('pitch');
    expect(store.isReady).toBe(true);
  });
});

describe('SiteStore after-mount state and reset', () => {
  it('stores provider_count, aff_domain, live_chat and the app bar with the site', () => {
    const store = new SiteStore();
    const liveChat = { chat_id: '77', image_id: '', status: true };
    store.applyStartup(startup({ live_chat: liveChat, site: site({ android_sub: 'com.example.app' }) }));
    expect(store.provider_count).toEqual([{ provider_code: 'JILI', category: 'slots', count: 20 }]);
    expect(store.aff_domain).toBe('aff.example.com');
    expect(store.live_chat).toEqual(liveChat);
    expect(store.show_download_bar).toBe(true);
    expect(store.defaultLanguage).toBe('EN');
  });

  it('reset restores show_bf_ann_modal true, show_app_download true, showPartner true, show_referral 0', () => {
    const store = new SiteStore();
    store.applyStartup(startup());
    store.closeAnnouncement();
    store.closeAppDownload();
    store.setShowPartner(false);
    store.setShowReferral(1);
    store.setHasHotGames(true);
    store.setPartners([{ href: '/x', img_url: '/x.png', partner_name: 'X' }]);
    expect([
      store.show_bf_ann_modal,
      store.show_app_download,
      store.showPartner,
      store.show_referral,
    ]).toEqual([false, false, false, 1]);

    store.reset();

    expect(store.show_bf_ann_modal).toBe(true);
    expect(store.show_app_download).toBe(true);
    expect(store.showPartner).toBe(true);
    expect(store.show_referral).toBe(0);
    expect(store.hasHotGames).toBe(false);
    expect(store.partners).toEqual([]);
    expect(store.accountList).toEqual([]);
    expect(store.cms).toBeNull();
    expect(store.cms_status).toBe(false);
    expect(store.bts).toBeNull();
  });
});
