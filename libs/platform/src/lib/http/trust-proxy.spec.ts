import { SECURITY_POLICY } from '../players/auth/security-policy';
import { PASSWORD, signUp, startPlayerKit, type PlayerKit } from '../players/testing/player-test-kit';
import { parseTrustProxy } from './trust-proxy';

jest.setTimeout(60_000);

describe('TRUST_PROXY', () => {
  it('takes addresses, networks, named networks or a hop count, and refuses `true`', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('', ['loopback'])).toEqual(['loopback']);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(parseTrustProxy('2')).toBe(2);
    expect(() => parseTrustProxy('true')).toThrow(/would believe any client/);
    expect(() => parseTrustProxy('10.0.0.0/8,proxy.internal')).toThrow(/proxy\.internal/);
  });

  describe('behind a load balancer at 127.0.0.1', () => {
    let kit: PlayerKit;

    beforeAll(async () => {
      kit = await startPlayerKit({ trustProxy: ['127.0.0.1'] });
    });

    afterAll(() => kit.close());

    it('counts a client by the address the proxy appended, not by the X-Forwarded-For it wrote itself', async () => {
      const { limit } = SECURITY_POLICY.rateLimits.login.address;
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        const response = await kit.call(
          '/auth/login_tac',
          { account_id: `ghost${i}`, tac: '123456' },
          // The client's own header first, then the address the load balancer saw.
          { ip: '127.0.0.1', headers: { 'x-forwarded-for': `198.51.100.${i % 250}, 203.0.113.77` } },
        );
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
      expect(statuses[limit]).toBe(429);
      // Another client behind the same balancer is not affected.
      const other = await kit.call(
        '/auth/login_tac',
        { account_id: 'ghost', tac: '123456' },
        { ip: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.78' } },
      );
      expect(other.statusCode).toBe(200);
    });

    it('believes X-Forwarded-Host from the balancer only', async () => {
      // A player of site B only; the call names no domain, so the host decides the site.
      await signUp(kit, 'betaonly01', { host: 'beta.test' });
      const login = (ip: string) =>
        kit.call(
          '/auth/login',
          { account_id: 'betaonly01', password: PASSWORD },
          { host: 'alpha.test', ip, headers: { 'x-forwarded-host': 'beta.test' } },
        );
      expect((await login('127.0.0.1')).json()).toMatchObject({ statusCode: 1 });
      expect((await login('203.0.113.90')).json()).toMatchObject({ message: 'invalidCredentials' });
    });
  });
});
