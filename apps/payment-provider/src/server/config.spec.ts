import path from 'node:path';
import { DEMO_SECRET, configFromEnv } from './config';

describe('configFromEnv', () => {
  it('defaults to 127.0.0.1:4500, memory only, and the demo merchant notifying the platform on 4200', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({
      port: 4500,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:4500',
      dataFile: undefined,
      payoutDelayMs: 3_000,
    });
    expect([...config.merchants.values()]).toEqual([
      {
        id: 'demo',
        secret: DEMO_SECRET,
        notifyUrl: 'http://127.0.0.1:4200/api/cashier/psp/notify/DEMOPSP',
      },
    ]);
  });

  it('follows PLATFORM_URL for the demo merchant and PSP_PORT for the public URL', () => {
    const config = configFromEnv({ PLATFORM_URL: 'http://site:8080/', PSP_PORT: '4600' });
    expect(config.merchants.get('demo')?.notifyUrl).toBe('http://site:8080/api/cashier/psp/notify/DEMOPSP');
    expect(config.publicUrl).toBe('http://127.0.0.1:4600');
  });

  it('reads PSP_MERCHANTS, PSP_PUBLIC_URL, PSP_DATA_FILE and PSP_PAYOUT_DELAY_MS', () => {
    const config = configFromEnv({
      PSP_MERCHANTS:
        ' casino1:secret-one-0123456789:https://casino1.example/psp/notify?x=1  casino2:secret-two-0123456789:http://127.0.0.1:4200/n ',
      PSP_PUBLIC_URL: 'https://pay.example/',
      PSP_DATA_FILE: 'tmp/psp.json',
      PSP_PAYOUT_DELAY_MS: '0',
    });
    expect(config.merchants.get('casino1')).toEqual({
      id: 'casino1',
      secret: 'secret-one-0123456789',
      notifyUrl: 'https://casino1.example/psp/notify?x=1',
    });
    expect(config.merchants.get('casino2')?.notifyUrl).toBe('http://127.0.0.1:4200/n');
    expect(config.publicUrl).toBe('https://pay.example');
    expect(config.dataFile).toBe(path.resolve('tmp/psp.json'));
    expect(config.payoutDelayMs).toBe(0);
  });

  it('refuses malformed settings', () => {
    expect(() => configFromEnv({ PSP_MERCHANTS: 'demo' })).toThrow(/PSP_MERCHANTS/);
    expect(() => configFromEnv({ PSP_MERCHANTS: 'demo:short:http://x/' })).toThrow(/16 characters/);
    expect(() => configFromEnv({ PSP_MERCHANTS: 'demo:secret-0123456789abc:ftp://x/' })).toThrow(/http/);
    expect(() => configFromEnv({ PSP_MERCHANTS: 'a b:s:http://x/' })).toThrow(/PSP_MERCHANTS/);
    expect(() =>
      configFromEnv({ PSP_MERCHANTS: 'a:secret-0123456789abc:http://x/ a:secret-0123456789abc:http://y/' }),
    ).toThrow(/twice/);
    expect(() => configFromEnv({ PSP_PORT: '70000' })).toThrow(/PSP_PORT/);
    expect(() => configFromEnv({ PSP_PUBLIC_URL: 'pay.example' })).toThrow(/PSP_PUBLIC_URL/);
    expect(() => configFromEnv({ PSP_PAYOUT_DELAY_MS: '-1' })).toThrow(/PSP_PAYOUT_DELAY_MS/);
  });
});
