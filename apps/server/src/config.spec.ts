import path from 'node:path';
import { readConfig } from './config';

describe('readConfig', () => {
  it('has defaults for an empty environment', () => {
    expect(readConfig({})).toEqual({
      gameFrameOrigins: [],
      port: 4200,
      host: '0.0.0.0',
      remotesBaseUrl: '/remotes',
      staticDir: path.resolve('dist/apps'),
      trustProxy: false,
      backofficeHost: 'admin.localhost',
    });
  });

  it('reads every setting from the environment', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      REMOTES_BASE_URL: 'https://cdn.example.com/wl',
      STATIC_DIR: '/srv/wl',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      BACKOFFICE_HOST: ' Admin.Example.com ',
    });
    expect(config).toEqual({
      gameFrameOrigins: [],
      port: 8080,
      host: '127.0.0.1',
      remotesBaseUrl: 'https://cdn.example.com/wl',
      staticDir: path.resolve('/srv/wl'),
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      backofficeHost: 'admin.example.com',
    });
  });

  it.each(['https://cdn.example.com/wl/', 'https://cdn.example.com/wl///'])(
    'trims the trailing slash of REMOTES_BASE_URL %s',
    (url) => {
      expect(readConfig({ REMOTES_BASE_URL: url }).remotesBaseUrl).toBe('https://cdn.example.com/wl');
    },
  );

  it('trusts only the proxies TRUST_PROXY names, or a number of hops', () => {
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: 'loopback,fd00::/8' }).trustProxy).toEqual(['loopback', 'fd00::/8']);
  });

  it.each(['true', 'yes', '10.0.0.0/33', '300.1.1.1', '0'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it.each(['abc', '70000', '65536', '-1', '80.5', '4200abc'])('rejects PORT=%s', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(`PORT must be a port number, not ${port}`);
  });

  it("reads the game providers' origins a proxied site may frame, and refuses anything but http(s)", () => {
    expect(
      readConfig({ GAME_FRAME_ORIGINS: 'https://games.example.com/play/JILI, http://127.0.0.1:4400' })
        .gameFrameOrigins,
    ).toEqual(['https://games.example.com', 'http://127.0.0.1:4400']);
    expect(() => readConfig({ GAME_FRAME_ORIGINS: 'javascript:alert(1)' })).toThrow('GAME_FRAME_ORIGINS');
  });

  it('accepts the edges of the port range', () => {
    expect(readConfig({ PORT: '65535' }).port).toBe(65535);
    expect(readConfig({ PORT: '1' }).port).toBe(1);
  });
});
