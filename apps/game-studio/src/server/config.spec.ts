import { configFromEnv } from './config';
import { demoSecret } from './demo-secrets';

describe('configFromEnv', () => {
  it('defaults to 127.0.0.1:4400, the platform on 4200 and demo secrets for any code', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({ port: 4400, host: '127.0.0.1', platformUrl: 'http://127.0.0.1:4200' });
    expect(config.secretFor('JILI')).toBe(demoSecret('JILI'));
    expect(config.secretFor('bad code!')).toBeUndefined();
  });

  it('derives demo secrets from DEMO_STUDIO_KEY', () => {
    expect(configFromEnv({ DEMO_STUDIO_KEY: 'k' }).secretFor('JILI')).toBe(demoSecret('JILI', 'k'));
  });

  it('serves only the codes of STUDIO_SECRETS when it is set', () => {
    const config = configFromEnv({
      STUDIO_SECRETS: '{"JILI":"s1"}',
      PLATFORM_URL: 'http://p:1/',
      STUDIO_PORT: '5000',
    });
    expect(config.secretFor('JILI')).toBe('s1');
    expect(config.secretFor('PPLAY')).toBeUndefined();
    expect(config.platformUrl).toBe('http://p:1');
    expect(config.port).toBe(5000);
  });

  it('refuses malformed secrets', () => {
    expect(() => configFromEnv({ STUDIO_SECRETS: '[1]' })).toThrow(/STUDIO_SECRETS/);
    expect(() => configFromEnv({ STUDIO_SECRETS: '{"JILI":""}' })).toThrow(/JILI/);
    expect(() => configFromEnv({ STUDIO_SECRETS: 'nope' })).toThrow(/STUDIO_SECRETS/);
  });
});
