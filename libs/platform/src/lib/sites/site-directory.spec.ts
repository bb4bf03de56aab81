import type { DemoSite } from '../demo/demo-sites';
import { DEMO_SITES } from '../demo/demo-sites';
import { SiteDirectory, normaliseHost } from './site-directory';

function demoSite(key: string, hosts: string[]): DemoSite {
  return {
    key,
    hosts,
    name: `Site ${key}`,
    themeCode: 'casino1',
    themeColor: 'gold',
    currency: 'USD',
    languages: ['EN'],
    logoColors: ['#000000', '#ffffff'],
    categories: ['slots'],
  };
}

describe('SiteDirectory', () => {
  const directory = new SiteDirectory(DEMO_SITES);

  it('finds a site by each of its host names', () => {
    expect(directory.findByHost('casino1.localhost')?.key).toBe('casino1');
    expect(directory.findByHost('sportsbook4.localhost')?.key).toBe('sportsbook4');
    expect(directory.findByHost('localhost')?.key).toBe('default');
    expect(directory.findByHost('127.0.0.1')?.key).toBe('default');
  });

  it.each([
    'CASINO1.LOCALHOST',
    'Casino1.Localhost',
    'casino1.localhost:4200',
    'casino1.localhost.',
    'Casino1.localhost.:80',
  ])('treats %s as casino1.localhost', (host) => {
    expect(directory.findByHost(host)?.key).toBe('casino1');
  });

  it('does not match a host that only resembles a known one', () => {
    for (const host of [
      'casino1.localhost.evil.com',
      'xcasino1.localhost',
      'casino1',
      'casino1-localhost',
      '',
    ]) {
      expect(directory.findByHost(host)).toBeUndefined();
    }
  });

  it('finds a site by its key', () => {
    expect(directory.findByKey('slot9')?.name).toBe('Wild Wheel');
    expect(directory.findByKey('nope')).toBeUndefined();
  });

  it('refuses two sites claiming one host, whatever the spelling', () => {
    expect(
      () => new SiteDirectory([demoSite('a', ['shared.example.com']), demoSite('b', ['shared.example.com'])]),
    ).toThrow(/shared\.example\.com/);
    expect(
      () =>
        new SiteDirectory([
          demoSite('a', ['Shared.Example.com']),
          demoSite('b', ['shared.example.com:8080']),
        ]),
    ).toThrow();
    expect(() => new SiteDirectory([demoSite('a', ['one.example.com', 'one.example.com.'])])).toThrow();
  });

  it('accepts several hosts for one site', () => {
    const own = new SiteDirectory([
      demoSite('a', ['a.example.com', 'www.a.example.com']),
      demoSite('b', ['b.example.com']),
    ]);
    expect(own.findByHost('www.a.example.com')?.key).toBe('a');
    expect(own.findByHost('b.example.com')?.key).toBe('b');
  });

  it('answers an unknown host with statusCode -404, siteNotFound and no site', () => {
    const answer = directory.startup('nope.localhost');
    expect(answer.statusCode).toBe(-404);
    expect(answer.message).toBe('siteNotFound');
    expect(answer.site).toBeNull();
    expect(answer.maintenance.is_maintenance).toBe(false);
    expect(answer.content).toEqual({ menu: [], game_menu: [] });
  });

  it('answers a known host with its site', () => {
    const answer = directory.startup('Casino1.localhost:4200', new Date('2030-01-01T00:00:00Z'));
    expect(answer.statusCode).toBe(1);
    expect(answer.site?.site_name).toBe('Golden Palace');
    expect(answer.site?.theme_code).toBe('casino1');
  });
});

describe('normaliseHost', () => {
  it('lower-cases and drops a port, a trailing dot and surrounding spaces', () => {
    expect(normaliseHost(' WWW.Example.COM.:8443 ')).toBe('www.example.com');
    expect(normaliseHost('example.com')).toBe('example.com');
  });
});
