import fc from 'fast-check';
import { businessSnapshot, fullSnapshot } from './testing/db-snapshot';
import {
  freshAddress,
  GAMES_A,
  PASSWORD,
  signUp,
  startPlayerKit,
  type PlayerKit,
} from './testing/player-test-kit';

jest.setTimeout(300_000);

const site = ['domain_name', 'external_id'];
const member = ['account_id', 'auth', ...site];

/** Every route of this half and the fields of its payload. */
const ROUTE_FIELDS: Record<string, string[]> = {
  '/auth/signup': [
    ...site,
    'account_id',
    'password',
    'contact_phone',
    'contact_email',
    'referrer_code',
    'ch',
    'cm',
    'pp',
    'affiliate_code',
    'fbp',
    'appsflyer_id',
    'visitor_id',
  ],
  '/auth/login': [...site, 'account_id', 'password'],
  '/auth/get_balance': member,
  '/auth/forgot_password': [...site, 'account_id', 'contact_phone'],
  '/auth/reset_password': [...site, 'account_id', 'tac', 'new_password'],
  '/auth/tac/request_new_register': [...site, 'account_id'],
  '/auth/tac/request_login': [...site, 'account_id'],
  '/auth/tac/verify': [...site, 'account_id', 'tac'],
  '/auth/login_tac': [...site, 'account_id', 'tac'],
  '/auth/update_password': [...member, 'password', 'new_password'],
  '/auth/vip': member,
  '/auth/vip_before_login': site,
  '/home/fav_list': member,
  '/home/fav_add': [...member, 'provider_code', 'game_code', 'game_name', 'game_type', 'img_url'],
  '/home/fav_remove': [...member, 'provider_code', 'game_code'],
  '/settings/profile_update': [...member, 'full_name', 'contact_email'],
  '/settings/get_inbox': member,
  '/settings/claim_inbox': [...member, 'inbox_id'],
  '/settings/check_status': member,
};

const OMIT = Symbol('omit');

/** What a broken field becomes: missing, the wrong type, empty, huge or nested. */
const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(OMIT),
  fc.constant(''),
  fc.string({ minLength: 300, maxLength: 3_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/**
 * Payloads of the route's shape whose fields are the valid value or random text, with up to two
 * fields broken; and now and then any JSON at all.
 */
function payloads(fields: string[], valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const typed = fc.record(
    Object.fromEntries(
      fields.map((f) => [
        f,
        fc.oneof(
          { arbitrary: fc.constant(valid[f]), weight: 3 },
          { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
          { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
        ),
      ]),
    ),
  );
  const broken = fc
    .tuple(typed, fc.subarray(fields, { maxLength: 2 }), fc.array(garbage, { minLength: 2, maxLength: 2 }))
    .map(([payload, keys, values]) => {
      const out: Record<string, unknown> = { ...payload };
      keys.forEach((key, i) => {
        if (values[i] === OMIT) delete out[key];
        else out[key] = values[i];
      });
      return out;
    });
  return fc.oneof(
    { arbitrary: broken, weight: 6 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    { arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })), weight: 1 },
  );
}

const STACK_TRACE = /\bat [^\n]*\(?[^\s()]+\.(ts|js|cjs|mjs):\d+/;

describe('random and malformed payloads to every player route', () => {
  let kit: PlayerKit;
  let valid: Record<string, unknown>;

  beforeAll(async () => {
    kit = await startPlayerKit();
    await kit.platform.operator.setVipLevels('alpha', [
      { level: 1, vipName: 'Bronze', startingDepositMinor: 0, startingTurnoverMinor: 0 },
    ]);
    const session = await signUp(kit, 'fuzzer01', { phone: '+639170001234' });
    const inboxId = await kit.platform.operator.sendInboxMessage('alpha', 'fuzzer01', {
      title: 'Gift',
      body: 'Claim me.',
      reward: { asset: 'game', amountMinor: 500 },
    });
    valid = {
      ...session,
      domain_name: 'alpha.test',
      external_id: 'alpha',
      password: PASSWORD,
      new_password: 'Fuzzed123',
      contact_phone: '+639170001234',
      contact_email: 'fuzz@example.com',
      tac: '123456',
      provider_code: GAMES_A[0][0],
      game_code: GAMES_A[0][1],
      game_name: GAMES_A[0][2],
      game_type: 'slots',
      img_url: 'https://example.com/a.png',
      full_name: 'Fuzz Tester',
      inbox_id: inboxId,
      referrer_code: 'R1',
      ch: 'c',
      cm: 'm',
      pp: 'p',
      affiliate_code: 'A1',
      fbp: 'fb',
      appsflyer_id: 'af',
      visitor_id: 'v',
    };
  });

  afterAll(() => kit.close());

  /** The answer is an envelope, never a 5xx or a stack trace; a refusal changed no row. Answers its message. */
  async function check(path: string, body: string): Promise<string> {
    const { db } = kit.platform.database;
    const [fullBefore, businessBefore] = [await fullSnapshot(db), await businessSnapshot(db)];
    const response = await kit.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { host: 'alpha.test', 'content-type': 'application/json' },
      payload: body,
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(STACK_TRACE);
    const answer = response.json<{ statusCode: unknown; message: unknown }>();
    expect(typeof answer.statusCode).toBe('number');
    expect(answer.message).toMatch(/^[A-Za-z]+$/);
    if (response.statusCode === 400) {
      expect(answer).toMatchObject({ statusCode: -400, message: 'invalidRequest' });
      expect(await fullSnapshot(db)).toEqual(fullBefore);
    } else if (answer.statusCode !== 1) {
      expect(await businessSnapshot(db)).toEqual(businessBefore);
    }
    return String(answer.message);
  }

  it.each(Object.keys(ROUTE_FIELDS))(
    '%s answers every payload with an envelope and changes nothing it refuses',
    async (path) => {
      const messages = new Set<string>();
      await fc.assert(
        fc.asyncProperty(payloads(ROUTE_FIELDS[path] ?? [], valid), async (payload) => {
          messages.add(await check(path, JSON.stringify(payload)));
        }),
        { numRuns: 60 },
      );
      // The payloads got past the schema too: the services were reached, not only the validator.
      expect([...messages].filter((m) => m !== 'invalidRequest').length).toBeGreaterThan(0);
    },
  );

  it('answers a body that is not JSON with HTTP 400 invalidRequest on every route', async () => {
    const paths = Object.keys(ROUTE_FIELDS);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.oneof(fc.string({ maxLength: 50 }), fc.constant('{"account_id": "fuzzer01",'), fc.constant('')),
        async (path, raw) => {
          fc.pre(!isJson(raw));
          await check(path, raw);
        },
      ),
      { numRuns: 60 },
    );
  });
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
