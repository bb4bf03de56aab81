import { businessSnapshot } from '../players/testing/db-snapshot';
import { BAD_VALUES, generator, randomText } from '../testing/fuzz-kit';
import { startCashierKit, type CashierKit } from './testing/cashier-test-kit';

jest.setTimeout(180_000);

/** Besides the common bad values, amounts written in ways the cashier refuses. */
const CASHIER_BAD_VALUES: readonly unknown[] = [...BAD_VALUES, 0, '-500', '0', '0.001', '1e9', '500.5.5'];

/** Each cashier call of a player, with a valid body of its own fields (the member fields are added). */
const CALLS: Record<
  string,
  (ctx: { account: number; wd: string; dep: string; n: number }) => Record<string, unknown>
> = {
  '/cashier/deposit': ({ n }) => ({ method_code: 'bank', amount: '500', request_id: `fuzz-dep-${n}-0000` }),
  '/cashier/deposit_status': ({ dep }) => ({ deposit_id: dep }),
  '/cashier/withdraw': ({ account, n }) => ({
    method_code: 'bank',
    amount: '100',
    bank_account_id: account,
    request_id: `fuzz-wd-${n}-00000`,
  }),
  '/cashier/withdrawal_cancel': ({ wd }) => ({ withdrawal_id: wd }),
  '/cashier/bank_add': () => ({
    bank_code: 'BDO',
    holder_name: 'Maria Santos',
    account_number: '5555555555',
  }),
  '/cashier/bank_default': ({ account }) => ({ bank_account_id: account }),
  '/cashier/bank_remove': ({ account }) => ({ bank_account_id: account }),
  '/cashier/statement': () => ({
    date_from: '2026-01-01',
    date_to: '2026-12-31',
    type: 'deposit',
    page: 1,
    page_size: 10,
  }),
  '/cashier/statement_csv': () => ({ date_from: '2026-01-01', type: 'bet' }),
  '/cashier/transactions': () => ({ type: 'withdrawal', page: 1, page_size: 10 }),
};

describe('fuzzing every cashier call and the PSP notification with bad input', () => {
  let kit: CashierKit;
  let session: { account_id: string; auth: string };
  const ctx = { account: 0, wd: '', dep: '', n: 0 };

  beforeAll(async () => {
    kit = await startCashierKit();
    await kit.platform.cashier.setup.setSettings(kit.siteA.id, {
      wageringPercent: 0,
      maxPendingWithdrawals: 100,
    });
    session = await kit.cashierPlayer('fuzz01');
    const dep = await kit.member('/cashier/deposit', session, {
      method_code: 'bank',
      amount: '1000',
      request_id: 'fuzz-funding-0001',
    });
    ctx.dep = dep.json<{ deposit: { id: string } }>().deposit.id;
    await kit.notify({
      id: 'evt-fuzz-funding',
      type: 'payment.succeeded',
      created: 0,
      data: {
        id: String(kit.psp.object(ctx.dep)?.['id']),
        reference: ctx.dep,
        amount: 100_000,
        currency: 'PHP',
        status: 'succeeded',
      },
    });
    const added = await kit.member('/cashier/bank_add', session, {
      bank_code: 'BDO',
      holder_name: 'Maria Santos',
      account_number: '1234567890',
    });
    ctx.account = added.json<{ bank_account: { bank_account_id: number } }>().bank_account.bank_account_id;
    const wd = await kit.member('/cashier/withdraw', session, {
      method_code: 'bank',
      amount: '100',
      bank_account_id: ctx.account,
      request_id: 'fuzz-held-00001',
    });
    ctx.wd = wd.json<{ withdrawal: { id: string } }>().withdrawal.id;
  });
  afterAll(() => kit.close());

  it.each(Object.keys(CALLS))('%s never answers 5xx and changes no row on bad input', async (path) => {
    const random = generator(path.length * 7919);
    const before = await businessSnapshot(kit.platform.database.db);
    for (let n = 0; n < 40; n += 1) {
      const body = CALLS[path]?.({ ...ctx, n }) ?? {};
      const fields = Object.keys(body);
      const mutation = random.pick(['bad value', 'missing', 'whole body'] as const);
      let sent: unknown;
      if (mutation === 'bad value')
        sent = { ...session, ...body, [random.pick(fields)]: random.pick(CASHIER_BAD_VALUES) };
      else if (mutation === 'missing') {
        const rest: Record<string, unknown> = { ...session, ...body };
        delete rest[
          random.pick(
            fields
              .filter((f) => !['page', 'page_size', 'type', 'date_from', 'date_to'].includes(f))
              .concat('auth'),
          )
        ];
        sent = rest;
      } else sent = random.pick(CASHIER_BAD_VALUES);
      const response = await kit.call(path, sent);
      const answer = response.json<{ statusCode: number; message: string }>();
      expect({ n, mutation, sent, server: response.statusCode < 500 }).toEqual({
        n,
        mutation,
        sent,
        server: true,
      });
      if (
        !['/cashier/statement', '/cashier/statement_csv', '/cashier/transactions'].includes(path) ||
        mutation !== 'missing'
      )
        expect({ n, sent, refused: answer.statusCode !== 1 }).toEqual({ n, sent, refused: true });
    }
    expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
  });

  it('the notification endpoint never answers 5xx; unsigned or forged bytes change no row', async () => {
    const random = generator(4242);
    const before = await businessSnapshot(kit.platform.database.db);
    for (let n = 0; n < 40; n += 1) {
      const raw = randomText(random, 80);
      const forged = await kit.notify({}, { raw, secret: 'a-forged-secret-0123456789' });
      const unsigned = await kit.notify(
        {},
        { raw, signature: random.pick(['', 't=1', 'v1=00', 't=x,v1=y']) },
      );
      expect([forged.status, unsigned.status]).toEqual([401, 401]);
    }
    expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
  });

  it('signed but malformed notifications get 400, never 5xx, and move no money', async () => {
    const random = generator(777);
    const money = async () => {
      const snapshot = await businessSnapshot(kit.platform.database.db);
      return [snapshot['ledger_transactions'], snapshot['deposits'], snapshot['withdrawals']];
    };
    const before = await money();
    const valid = {
      id: 'evt-fuzz',
      type: 'payment.succeeded',
      created: 0,
      data: { id: 'pay_fuzz', reference: ctx.dep, amount: 100_000, currency: 'PHP', status: 'succeeded' },
    };
    for (let n = 0; n < 60; n += 1) {
      const top = random.next() < 0.4;
      const event = top
        ? {
            ...valid,
            id: `evt-fuzz-${n}`,
            [random.pick(['id', 'type', 'created', 'data'])]: random.pick(CASHIER_BAD_VALUES),
          }
        : {
            ...valid,
            id: `evt-fuzz-${n}`,
            data: {
              ...valid.data,
              [random.pick(['id', 'reference', 'amount', 'currency'])]: random.pick(CASHIER_BAD_VALUES),
            },
          };
      const answer = await kit.notify(event);
      expect({ n, event, status: answer.status < 500 }).toEqual({ n, event, status: true });
    }
    expect(await money()).toEqual(before);
  });
});
