import { CONTRACT_CALLS } from '@wl/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { startBackofficeKit, STAFF_PASSWORD, type BackofficeKit } from './testing/backoffice-test-kit';

jest.setTimeout(120_000);

/** Text PostgreSQL cannot store or no reader can decode, added to a field's valid value. */
const UNSAFE: ReadonlyArray<[string, (value: string) => string]> = [
  ['a NUL character', (value) => `${value}\u0000`],
  ['an unpaired high surrogate', (value) => `${value}\ud83d`],
  ['an unpaired low surrogate', (value) => `\ude00${value}`],
];

/** Every back-office call and the text fields of a valid body of it. */
const STAFF_CALLS = CONTRACT_CALLS.flatMap((call) =>
  call.path.startsWith('backoffice/') && call.request instanceof z.ZodObject
    ? [[call.path.slice('backoffice/'.length), Object.keys(call.request.shape)] as const]
    : [],
);

const TEXT_VALUES: Record<string, string> = {
  email: 'text@ops.example.com',
  password: STAFF_PASSWORD,
  challenge: 'challenge-token',
  code: '123456',
  display_name: 'Text Tester',
  action: 'staff/create',
  site_key: 'alpha',
  from: '2026-03-01T00:00:00Z',
  to: '2026-03-02T00:00:00Z',
};

/** The staff tables a refused call must leave as they were (the audit log only grows by its entry). */
async function staffTables(kit: BackofficeKit): Promise<unknown> {
  const result = await kit.platform.database.db.execute(sql`
    select (select count(*) from staff_accounts)::int as staff,
      (select count(*) from staff_sites)::int as sites,
      (select count(*) from staff_sessions)::int as sessions,
      (select count(*) from staff_sign_in_challenges)::int as challenges,
      (select coalesce(string_agg(id::text || updated_at::text, ','), '') from staff_accounts) as changed`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

describe('NUL characters and unpaired surrogates in a back-office text field', () => {
  let kit: BackofficeKit;
  let session: string;

  beforeAll(async () => {
    kit = await startBackofficeKit();
    session = await kit.signIn(await kit.addStaff('owner@ops.example.com', 'owner'));
  });

  afterAll(() => kit.close());

  it.each(STAFF_CALLS)(
    '%s answers 400 invalidRequest, changes nothing and is audited',
    async (path, fields) => {
      const textFields = fields.filter((field) => field in TEXT_VALUES);
      const valid = Object.fromEntries(textFields.map((field) => [field, TEXT_VALUES[field]]));
      const before = await staffTables(kit);
      const entries = (await kit.auditEntries()).length;
      for (const field of textFields) {
        for (const [what, spoil] of UNSAFE) {
          const response = await kit.staffCall(
            path,
            { ...valid, [field]: spoil(String(valid[field])) },
            { session },
          );
          expect({ field, what, status: response.statusCode, body: response.json() }).toMatchObject({
            field,
            what,
            status: 400,
            body: { statusCode: -400, message: 'invalidRequest' },
          });
        }
      }
      expect(await staffTables(kit)).toEqual(before);
      const refused = (await kit.auditEntries()).slice(entries);
      expect(refused).toHaveLength(textFields.length * UNSAFE.length);
      for (const entry of refused) expect(entry).toMatchObject({ action: path, reason: 'invalidRequest' });
    },
  );
});
