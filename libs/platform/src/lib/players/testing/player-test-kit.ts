import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { platformPlugin } from '../../http/platform-plugin';
import type { Platform } from '../../platform';
import type { SiteRef } from '../../sites/site-types';
import { createTestPlatform } from '../../testing/test-platform';
import type { PlayerRow } from '../player-records';
import type { SmsSender } from '../sms-sender';
import type { ProviderHealthCheck } from '../../play/providers/provider-health';

/** A clock the tests move by hand. */
export class TestClock {
  private current: number;

  constructor(start = '2026-03-01T10:00:00.000Z') {
    this.current = Date.parse(start);
  }

  readonly now = (): Date => new Date(this.current);

  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}

/** Two sites of different operators; each offers one provider of a small catalogue. */
export const SITE_A = { key: 'alpha', hosts: ['alpha.test', 'www.alpha.test'], name: 'Alpha Casino' };
export const SITE_B = { key: 'beta', hosts: ['beta.test'], name: 'Beta Slots' };
export const GAMES_A = [
  ['JILI', 'JL-FORTUNE', 'Fortune Gems'],
  ['JILI', 'JL-SUPERACE', 'Super Ace'],
  ['JILI', 'JL-BOXING', 'Boxing King'],
] as const;
export const GAMES_B = [['PGSOFT', 'PG-MAHJONG', 'Mahjong Ways']] as const;

export interface PlayerKit {
  app: FastifyInstance;
  platform: Platform;
  clock: TestClock;
  siteA: SiteRef;
  siteB: SiteRef;
  /** POSTs JSON to /api + path as a browser on `host` (site A by default) from `ip`. */
  call(
    path: string,
    payload: unknown,
    options?: { host?: string; ip?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** The newest code sent by SMS to a phone (from the outbox). */
  lastCode(phone: string): Promise<string>;
  close(): Promise<void>;
}

export async function startPlayerKit(
  options: { sms?: SmsSender; trustProxy?: string[]; providerHealth?: ProviderHealthCheck } = {},
): Promise<PlayerKit> {
  const clock = new TestClock();
  const platform = await createTestPlatform({
    clock: clock.now,
    ...(options.providerHealth ? { providerHealth: options.providerHealth } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
  });
  const siteA = await platform.sites.upsertSite({
    ...SITE_A,
    themeCode: 'casino1',
    themeColor: 'gold',
    currency: 'PHP',
  });
  const siteB = await platform.sites.upsertSite({
    ...SITE_B,
    themeCode: 'slot2',
    themeColor: 'sunset',
    currency: 'USD',
  });
  const catalogue = [...GAMES_A, ...GAMES_B];
  await platform.sites.games.importCatalogue(
    [...new Set(catalogue.map(([provider]) => provider))].map((code) => ({ code, name: code })),
    catalogue.map(([providerCode, gameCode, gameName]) => ({
      providerCode,
      gameCode,
      gameName,
      gameType: 'slots',
      hot: false,
      featured: false,
      popular: true,
      isNew: false,
    })),
  );
  await platform.sites.games.setProducts(siteA.id, [{ category: 'slots', providerCode: 'JILI' }]);
  await platform.sites.games.setProducts(siteB.id, [{ category: 'slots', providerCode: 'PGSOFT' }]);

  const app = Fastify({ logger: false, trustProxy: options.trustProxy ?? false });
  await app.register(platformPlugin, { prefix: '/api', platform });
  await app.ready();

  return {
    app,
    platform,
    clock,
    siteA,
    siteB,
    call: (path, payload, { host = 'alpha.test', ip = '203.0.113.1', headers = {} } = {}) =>
      app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { ...headers, host, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
        remoteAddress: ip,
      }),
    async lastCode(phone) {
      const [message] = (await platform.operator.readOutbox()).filter((m) => m.phone === phone);
      const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
      if (!code) throw new Error(`no code was sent to ${phone}`);
      return code;
    },
    async close() {
      await app.close();
      await platform.close();
    },
  };
}

/** A password the rules accept (not on the common list, not a listed word with digits added). */
export const PASSWORD = 'Tidal7Lantern';

let addresses = 0;

/** A client address no other call of the test run has used, so rate limits per address start at zero. */
export function freshAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/**
 * A mobile number of the account's own, derived from its id: a site allows only a few accounts per
 * number, so test players never share one unless a test says so.
 */
export function phoneOf(accountId: string): string {
  let digits = 0;
  for (const char of accountId.toLowerCase()) digits = (digits * 31 + char.charCodeAt(0)) % 10_000_000;
  return `+63 917 ${String(digits).padStart(7, '0')}`;
}

/** A sign-up payload for site A with every field of the spec. */
export function signupPayload(accountId: string, overrides: Record<string, unknown> = {}) {
  return {
    domain_name: 'alpha.test',
    external_id: 'alpha',
    account_id: accountId,
    password: PASSWORD,
    contact_phone: phoneOf(accountId),
    contact_email: `${accountId}@example.com`,
    referrer_code: 'REF42',
    ch: 'facebook',
    cm: 'spring-campaign',
    pp: 'landing-7',
    affiliate_code: 'AFF9',
    fbp: 'fb.1.1700000000.123',
    appsflyer_id: '1700000000-111',
    visitor_id: 'visitor-abc',
    ...overrides,
  };
}

export interface LoginBody {
  statusCode: number;
  message: string;
  token: string;
  user: { account_id: string; session_token: string; full_name: string; contact_email: string };
  fullname: string;
  email: string;
  last_login: { at: string; address: string; device: string; user_agent: string } | null;
}

/** Signs a player up on site A (or the host given) and answers its account id and session token. */
export async function signUp(
  kit: PlayerKit,
  accountId: string,
  options: { host?: string; ip?: string; phone?: string } = {},
): Promise<{ account_id: string; auth: string }> {
  const host = options.host ?? 'alpha.test';
  const response = await kit.call(
    '/auth/signup',
    signupPayload(accountId, {
      domain_name: host,
      external_id: undefined,
      ...(options.phone ? { contact_phone: options.phone } : {}),
    }),
    { host, ip: options.ip ?? freshAddress() },
  );
  const body = response.json<LoginBody>();
  if (body.statusCode !== 1) throw new Error(`sign-up of ${accountId} failed: ${response.body}`);
  return { account_id: body.user.account_id, auth: body.token };
}

/** Signs a player in again with the test password (site A, or the host given): a new session. */
export async function signIn(
  kit: PlayerKit,
  accountId: string,
  options: { host?: string; ip?: string; userAgent?: string } = {},
): Promise<{ account_id: string; auth: string }> {
  const host = options.host ?? 'alpha.test';
  const response = await kit.call(
    '/auth/login',
    { account_id: accountId, password: PASSWORD, domain_name: host },
    {
      host,
      ip: options.ip ?? freshAddress(),
      ...(options.userAgent ? { headers: { 'user-agent': options.userAgent } } : {}),
    },
  );
  const body = response.json<LoginBody>();
  if (body.statusCode !== 1) throw new Error(`sign-in of ${accountId} failed: ${response.body}`);
  return { account_id: body.user.account_id, auth: body.token };
}

/** Site A's VIP levels (PHP, two decimals: thresholds in minor units), as the member-call specs set them. */
export const ALPHA_VIP_LEVELS = [
  { level: 1, vipName: 'Bronze', startingDepositMinor: 0, startingTurnoverMinor: 0 },
  { level: 2, vipName: 'Silver', startingDepositMinor: 100_000, startingTurnoverMinor: 500_000 },
  { level: 3, vipName: 'Gold', startingDepositMinor: 500_000, startingTurnoverMinor: 2_500_000 },
];

export interface MemberKit extends PlayerKit {
  /** POSTs a member call as the signed-in `session` (account_id and auth), with `extra` fields. */
  member(
    path: string,
    session: { account_id: string; auth: string },
    extra?: object,
  ): Promise<LightMyRequestResponse>;
  /** A player of site A as stored. */
  playerOf(accountId: string): Promise<PlayerRow>;
}

/** The kit of the member-call specs: site A's VIP levels set, and calls as a signed-in player. */
export async function startMemberKit(options: Parameters<typeof startPlayerKit>[0] = {}): Promise<MemberKit> {
  const kit = await startPlayerKit(options);
  await kit.platform.operator.setVipLevels('alpha', ALPHA_VIP_LEVELS);
  return {
    ...kit,
    member: (path, session, extra = {}) => kit.call(path, { ...session, ...extra }),
    async playerOf(accountId) {
      const player = await kit.platform.operator.findPlayer('alpha', accountId);
      if (!player) throw new Error(`no player ${accountId}`);
      return player;
    },
  };
}
