import { CONTRACT_CALLS } from '@wl/contract';
import { z } from 'zod';
import { fullSnapshot } from './testing/db-snapshot';
import {
  freshAddress,
  GAMES_A,
  PASSWORD,
  signUp,
  startPlayerKit,
  type PlayerKit,
} from './testing/player-test-kit';

jest.setTimeout(120_000);

/** Text PostgreSQL cannot store or no reader can decode, added to a field's valid value. */
const UNSAFE: ReadonlyArray<[string, (value: string) => string]> = [
  ['a NUL character', (value) => `${value}\u0000`],
  ['a NUL character in the middle', (value) => `${value.slice(0, 1)}\u0000${value.slice(1)}`],
  ['an unpaired high surrogate', (value) => `${value}\ud83d`],
  ['an unpaired low surrogate', (value) => `\ude00${value}`],
];

/**
 * Every player POST call of the contract with a JSON body: path and field names. The back office's
 * calls carry no site fields and are checked by their own spec (backoffice/request-text.spec.ts).
 */
const BODY_CALLS = CONTRACT_CALLS.flatMap((call) =>
  call.method === 'POST' && call.request instanceof z.ZodObject && !call.path.startsWith('backoffice/')
    ? [[call.path, Object.keys(call.request.shape)] as const]
    : [],
);

describe('NUL characters and unpaired surrogates in any text field', () => {
  let kit: PlayerKit;
  let players = 0;

  beforeAll(async () => {
    kit = await startPlayerKit();
  });

  afterAll(() => kit.close());

  /** A valid payload of the call's fields for a new player of its own (member calls need a session). */
  async function validPayload(fields: readonly string[]): Promise<Record<string, unknown>> {
    players += 1;
    const accountId = `text${String(players).padStart(4, '0')}`;
    const phone = `+6391722${String(players).padStart(5, '0')}`;
    const session = fields.includes('auth') ? await signUp(kit, accountId, { phone }) : undefined;
    const values: Record<string, unknown> = {
      domain_name: 'alpha.test',
      external_id: 'alpha',
      account_id: session?.account_id ?? accountId,
      auth: session?.auth,
      password: PASSWORD,
      new_password: 'Another4Harbor',
      contact_phone: phone,
      contact_email: `${accountId}@example.com`,
      full_name: 'Text Tester',
      tac: '123456',
      provider_code: GAMES_A[0][0],
      game_code: GAMES_A[0][1],
      game_name: GAMES_A[0][2],
      game_type: 'slots',
      img_url: 'https://example.com/a.png',
      inbox_id: 1,
      round_id: 'r-1',
      language: 'EN',
      page_name: 'home',
      search: 'Fortune',
      referrer_code: 'R1',
      ch: 'c',
      cm: 'm',
      pp: 'p',
      affiliate_code: 'A1',
      fbp: 'fb.1.1700000000.123',
      appsflyer_id: 'af-1',
      visitor_id: 'v-1',
      method_code: 'bank',
      amount: '500',
      request_id: 'text-request-0001',
      deposit_id: 'dep_text',
      withdrawal_id: 'wd_text',
      bank_code: 'BDO',
      holder_name: 'Text Tester',
      account_number: '1234567890',
      bank_account_id: 1,
      type: 'deposit',
      period: '24h',
      session_id: 1,
      enabled: true,
      session_limit_minutes: 30,
      reality_check_minutes: 15,
      // Rewards: the token games and missions.
      free: true,
      stake: 1,
      target: 50,
      direction: 'under',
      client_seed: 'text-seed',
      mission_id: 1,
      // Promotions.
      promotion_id: 1,
      bonus_id: 1,
      // Sports bets: a stake is decimal text there, a cash out's amount a number.
      legs: [{ line_id: 1, odds: 2 }],
      price_change: 'none',
      bet_id: 'sb_text',
      ...(fields.includes('legs') ? { stake: '10' } : {}),
      ...(fields.includes('bet_id') ? { amount: 10 } : {}),
    };
    return Object.fromEntries(
      fields.filter((field) => field in values).map((field) => [field, values[field]]),
    );
  }

  const post = (path: string, payload: Record<string, unknown>) =>
    kit.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { host: 'alpha.test', 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
      remoteAddress: freshAddress(),
    });

  it.each(BODY_CALLS)(
    '/%s answers 400 invalidRequest for each text field and changes nothing',
    async (path, fields) => {
      const valid = await validPayload(fields);
      const textFields = Object.keys(valid).filter((field) => typeof valid[field] === 'string');
      expect(textFields).toEqual(expect.arrayContaining(['domain_name', 'external_id']));
      const { db } = kit.platform.database;
      const before = await fullSnapshot(db);
      for (const field of textFields) {
        for (const [what, spoil] of UNSAFE) {
          const response = await post(path, { ...valid, [field]: spoil(String(valid[field])) });
          expect({ field, what, status: response.statusCode, body: response.json() }).toMatchObject({
            field,
            what,
            status: 400,
            body: { statusCode: -400, message: 'invalidRequest' },
          });
        }
      }
      expect(await fullSnapshot(db)).toEqual(before);
      // The same payload without the bad text passes the schema: the refusals came from the text alone.
      expect((await post(path, valid)).statusCode).not.toBe(400);
    },
  );
});
