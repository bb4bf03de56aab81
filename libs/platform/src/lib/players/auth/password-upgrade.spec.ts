import { eq } from 'drizzle-orm';
import { players } from '../../db/schema';
import { freshAddress, PASSWORD, signUp, startPlayerKit, type PlayerKit } from '../testing/player-test-kit';
import { hashPassword, SCRYPT_PARAMS, setPasswordHashCostForTests } from './password-hasher';

jest.setTimeout(120_000);

describe('password hashes at sign-in, at the production cost', () => {
  let kit: PlayerKit;

  beforeAll(async () => {
    kit = await startPlayerKit();
  });

  afterAll(() => kit.close());

  const login = (accountId: string, password: string) =>
    kit.call('/auth/login', { account_id: accountId, password }, { ip: freshAddress() });

  it('redoes a hash made at the former 2^14 at 2^17 when its owner signs in', async () => {
    await signUp(kit, 'upgrade01');
    setPasswordHashCostForTests(14);
    const former = await hashPassword(PASSWORD);
    const { db } = kit.platform.database;
    await db.update(players).set({ passwordHash: former }).where(eq(players.accountId, 'upgrade01'));
    // From here on the platform hashes as in production.
    setPasswordHashCostForTests(SCRYPT_PARAMS.ln);

    expect((await login('upgrade01', PASSWORD)).json()).toMatchObject({ statusCode: 1 });
    const [row] = await db.select().from(players).where(eq(players.accountId, 'upgrade01'));
    expect(row?.passwordHash).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    expect((await login('upgrade01', PASSWORD)).json()).toMatchObject({ statusCode: 1 });
    // A wrong password and an unknown account cost the same check and get the same answer.
    const refused = { statusCode: 0, message: 'invalidCredentials' };
    expect((await login('upgrade01', 'Wrong4Harbor')).json()).toEqual(refused);
    expect((await login('nobody0001', PASSWORD)).json()).toEqual(refused);
  });
});
