import { startMoneyKit, type MoneyKit } from '../money/testing/money-test-kit';

jest.setTimeout(120_000);

interface Page<T> {
  statusCode: number;
  message: string;
  value: T[];
  total: number;
}

describe("a player's deposits, withdrawals and rounds in the back office", () => {
  let kit: MoneyKit;
  let support: string;

  beforeAll(async () => {
    kit = await startMoneyKit();
    const alpha = await kit.fundedPlayer('alpha.test', 'hilda', 50_000);
    // A minute later, so the withdrawal is the newer record.
    kit.clock.advance(60);
    await kit.withdraw(alpha, '120.50');
    await kit.fundedPlayer('beta.test', 'bruno', 20_000);
    support = await kit.signIn(
      await kit.addStaff('support-history@ops.example.com', 'support', [kit.siteA.id]),
    );
  });

  afterAll(() => kit.close());

  const call = async <T>(path: string, body: object) =>
    (await kit.staffCall(`players/${path}`, body, { session: support })).json<Page<T>>();

  it('lists the deposit and the withdrawal, newest first, by type too', async () => {
    const all = await call<{ type: string; amount: number }>('cashier', {
      site_id: kit.siteA.id,
      account_id: 'hilda',
    });
    expect(all.statusCode).toBe(1);
    expect(all.total).toBe(2);
    expect(all.value.map((row) => [row.type, row.amount])).toEqual([
      ['withdrawal', 120.5],
      ['deposit', 500],
    ]);
    const deposits = await call<{ type: string }>('cashier', {
      site_id: kit.siteA.id,
      account_id: 'hilda',
      type: 'deposit',
    });
    expect(deposits.value.map((row) => row.type)).toEqual(['deposit']);
  });

  it('lists rounds (none yet), and answers playerNotFound for another site’s player', async () => {
    expect(await call('rounds', { site_id: kit.siteA.id, account_id: 'hilda' })).toMatchObject({
      statusCode: 1,
      value: [],
      total: 0,
    });
    for (const path of ['cashier', 'rounds']) {
      expect(await call(path, { site_id: kit.siteA.id, account_id: 'bruno' })).toEqual({
        statusCode: 0,
        message: 'playerNotFound',
      });
      expect((await call(path, { site_id: kit.siteB.id, account_id: 'bruno' })).message).toBe(
        'staffSiteForbidden',
      );
    }
  });
});
