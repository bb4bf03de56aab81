import { demoSecret } from './demo-secrets';
import { signWalletBody } from './wallet-signature';

describe('wallet signature (docs/wallet-protocol.md, Signing)', () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>: a known vector', () => {
    // openssl: printf '%s' '1700000000.{"token":"abc"}' | openssl dgst -sha256 -hmac 'test-secret'
    expect(signWalletBody('test-secret', '{"token":"abc"}', 1_700_000_000)).toBe(
      't=1700000000,v1=da61a540f5789008f08ca467af00faee44a3a9ff48c93603b7341f64653feb15',
    );
  });

  it('covers the exact bytes: another spacing is another signature', () => {
    expect(signWalletBody('s', '{"a":1}', 1)).not.toBe(signWalletBody('s', '{"a": 1}', 1));
  });
});

describe('demo secrets', () => {
  it('are hex HMAC-SHA256(DEMO_STUDIO_KEY, provider code): a known vector', () => {
    // openssl: printf '%s' 'JILI' | openssl dgst -sha256 -hmac 'demo-game-studio'
    expect(demoSecret('JILI')).toBe('5cb21d8cbf0ba4d449168c4be7e9e4ef1a1afa3218928326083595aa8fe24e8a');
    expect(demoSecret('JILI', 'another-key')).not.toBe(demoSecret('JILI'));
    expect(demoSecret('PPLAY')).not.toBe(demoSecret('JILI'));
  });
});
