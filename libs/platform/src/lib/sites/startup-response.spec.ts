import { THEME_CODES, checkTheme } from '@wl/core';
import { DEMO_SITES, type DemoSite } from '../demo/demo-sites';
import { buildStartupResponse } from './startup-response';

/** Inside the maintenance site's window, and a moment before it. */
const DURING = new Date('2030-06-01T12:00:00.000Z');
const BEFORE = new Date('2025-12-31T23:59:59.000Z');

function siteWithKey(key: string): DemoSite {
  const found = DEMO_SITES.find((s) => s.key === key);
  if (!found) throw new Error(`No demo site ${key}`);
  return found;
}

const themedSites = DEMO_SITES.filter((s) => s.key !== 'default' && s.key !== 'maintenance');

describe('buildStartupResponse for the demo sites', () => {
  it('has one site per theme code plus the default and the maintenance site', () => {
    expect(DEMO_SITES).toHaveLength(24);
    expect(themedSites.map((s) => s.themeCode).sort()).toEqual([...THEME_CODES].sort());
  });

  it.each(DEMO_SITES.map((s) => [s.key, s] as const))(
    '%s has a theme code and colour checkTheme accepts',
    (_, site) => {
      const response = buildStartupResponse(site, BEFORE);
      expect(response.statusCode).toBe(1);
      expect(response.site).not.toBeNull();
      const themeCode = response.site?.theme_code ?? '';
      const themeColor = response.site?.theme_color ?? '';
      expect(checkTheme(themeCode, themeColor)).toMatchObject({ ok: true });
    },
  );

  it('every site has a distinct site_name', () => {
    const names = DEMO_SITES.map((s) => buildStartupResponse(s, BEFORE).site?.site_name);
    expect(names.every((n) => typeof n === 'string' && n.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(DEMO_SITES.length);
  });

  it('every themed site has a distinct theme_code', () => {
    const codes = themedSites.map((s) => buildStartupResponse(s, DURING).site?.theme_code);
    expect(new Set(codes).size).toBe(themedSites.length);
  });

  it('the maintenance.localhost site is under maintenance with a start and an end date', () => {
    const site = siteWithKey('maintenance');
    expect(site.hosts).toEqual(['maintenance.localhost']);
    const response = buildStartupResponse(site, DURING);
    expect(response.statusCode).toBe(1);
    expect(response.maintenance.is_maintenance).toBe(true);
    expect(response.maintenance.start_date).toEqual(expect.any(String));
    expect(response.maintenance.end_date).toEqual(expect.any(String));
    const start = new Date(response.maintenance.start_date ?? '');
    const end = new Date(response.maintenance.end_date ?? '');
    expect(start.getTime()).toBeLessThanOrEqual(DURING.getTime());
    expect(end.getTime()).toBeGreaterThanOrEqual(DURING.getTime());
    expect(response.site).toBeNull();
    expect(response.content).toEqual({ menu: [], game_menu: [] });
  });

  it('is under maintenance right now, on the real clock', () => {
    expect(buildStartupResponse(siteWithKey('maintenance'), new Date()).maintenance.is_maintenance).toBe(
      true,
    );
  });

  it('is not under maintenance outside its window', () => {
    const response = buildStartupResponse(siteWithKey('maintenance'), BEFORE);
    expect(response.maintenance).toEqual({ is_maintenance: false, start_date: null, end_date: null });
    expect(response.site?.site_name).toBe('Harbour Lights Casino');
  });

  it.each(themedSites.map((s) => [s.key, s] as const))('%s is never under maintenance', (_, site) => {
    expect(buildStartupResponse(site, DURING).maintenance).toEqual({
      is_maintenance: false,
      start_date: null,
      end_date: null,
    });
  });

  it('gives each menu entry a category that some provider offers, or hot', () => {
    for (const site of themedSites) {
      const response = buildStartupResponse(site, DURING);
      const offered = new Set(response.provider_count.map((p) => p.category));
      const entries = [...response.content.menu, ...response.content.game_menu];
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) expect(entry.category === 'hot' || offered.has(entry.category)).toBe(true);
    }
  });

  it('names the site logo after the site key and marks the first language as default', () => {
    const response = buildStartupResponse(siteWithKey('casino1'), DURING);
    expect(response.site?.logo1).toBe('/api/media/logo/casino1.svg');
    expect(response.language[0]).toEqual({ code: 'EN', is_default: true });
    expect(response.language.filter((l) => l.is_default)).toHaveLength(1);
  });
});
