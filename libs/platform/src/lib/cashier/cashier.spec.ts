import { businessSnapshot } from '../players/testing/db-snapshot';
import { signUp } from '../players/testing/player-test-kit';
import { startCashierKit, type CashierKit } from './testing/cashier-test-kit';

jest.setTimeout(120_000);

type Session = { account_id: string; auth: string };
interface Answer {
  statusCode: number;
  message: string;
  [field: string]: unknown;
}

describe('the cashier', () => {
  let kit: CashierKit;
  let seq = 0;
  const requestId = () => `req-${Date.now()}-${++seq}`;
  const call = async (path: string, session: Session, extra: object = {}) =>
    (await kit.member(path, session, extra)).json<Answer>();
  const balance = async (session: Session) =>
    await kit.platform.operator.ledger.balance((await kit.playerOf(session.account_id)).id);

  const signUpOn = (host: string, accountId: string) => signUp(kit, accountId, { host });

  beforeAll(async () => {
    kit = await startCashierKit();
  });
  afterAll(() => kit.close());

  const deposit = async (session: Session, amount: string, method = 'bank') =>
    call('/cashier/deposit', session, { method_code: method, amount, request_id: requestId() });

  const succeeded = (deposit: { id: string }, amountMinor: number, eventId: string, extra: object = {}) => ({
    id: eventId,
    type: 'payment.succeeded',
    created: Math.floor(kit.clock.now().getTime() / 1000),
    data: {
      id: String(kit.psp.object(deposit.id)?.['id']),
      reference: deposit.id,
      amount: amountMinor,
      currency: 'PHP',
      status: 'succeeded',
      ...extra,
    },
  });

  /** A deposit made and paid: the player has `amount` (text, PHP). */
  async function funded(accountId: string, amount: string, minor: number): Promise<Session> {
    const session = await kit.cashierPlayer(accountId);
    const made = await deposit(session, amount);
    const dep = made['deposit'] as { id: string };
    expect((await kit.notify(succeeded(dep, minor, `evt-${dep.id}`))).status).toBe(200);
    return session;
  }

  describe('payment methods', () => {
    it('answers the site’s methods with limits and fees in major units, and its banks, to guests too', async () => {
      const answer = (await kit.call('/cashier/methods', { domain_name: 'alpha.test' })).json<Answer>();
      expect(answer).toMatchObject({
        statusCode: 1,
        currency: 'PHP',
        methods: [
          {
            code: 'bank',
            kind: 'bank_transfer',
            min_amount: 100,
            max_amount: 50_000,
            deposits: true,
            payouts: true,
          },
          { code: 'card', fee_fixed: 5, fee_percent: 2.5, payouts: false },
        ],
        banks: [{ code: 'BDO', name: 'BDO Unibank', account_format: '10 to 12 digits' }],
      });
      // Site B has none.
      const other = (
        await kit.call('/cashier/methods', { domain_name: 'beta.test' }, { host: 'beta.test' })
      ).json<Answer>();
      expect(other).toMatchObject({ statusCode: 1, methods: [], banks: [] });
    });
  });

  describe('deposits', () => {
    it('refuses bad amounts and methods with a clear error and changes no row', async () => {
      const session = await kit.cashierPlayer('dep01');
      const before = await businessSnapshot(kit.platform.database.db);
      for (const amount of [
        '-100',
        '0',
        '0.00',
        '100.001',
        'abc',
        '1e5',
        '1,000',
        '99999999999999999999',
        ' ',
      ]) {
        expect(await deposit(session, amount)).toMatchObject({
          statusCode: expect.any(Number),
          message: expect.stringMatching(/invalidAmount|invalidRequest/),
        });
      }
      expect(await deposit(session, '99.99')).toMatchObject({ statusCode: 0, message: 'amountBelowMinimum' });
      expect(await deposit(session, '50000.01')).toMatchObject({
        statusCode: 0,
        message: 'amountAboveMaximum',
      });
      expect(await deposit(session, '500', 'crypto')).toMatchObject({
        statusCode: 0,
        message: 'methodUnavailable',
      });
      expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
    });

    it('creates the payment at the PSP (amount + fee) and answers its hosted page; nothing is credited yet', async () => {
      const session = await kit.cashierPlayer('dep02');
      const answer = await deposit(session, '1000', 'card');
      const dep = answer['deposit'] as { id: string; state: string; amount: number; fee: number };
      expect(answer).toMatchObject({ statusCode: 1, redirect_url: expect.stringMatching(/\/pay\/pay_/) });
      expect(dep).toMatchObject({ state: 'pending', amount: 1000, fee: 30 });
      expect(kit.psp.object(dep.id)).toMatchObject({
        amount: 103_000,
        currency: 'PHP',
        method: 'card',
        reference: dep.id,
      });
      expect((await balance(session)).gameMinor).toBe(0);
    });

    it('answers a retried request with the same deposit, and refuses its id for another amount', async () => {
      const session = await kit.cashierPlayer('dep03');
      const id = requestId();
      const [a, b] = await Promise.all([
        call('/cashier/deposit', session, { method_code: 'bank', amount: '500', request_id: id }),
        call('/cashier/deposit', session, { method_code: 'bank', amount: '500', request_id: id }),
      ]);
      expect((a['deposit'] as { id: string }).id).toBe((b['deposit'] as { id: string }).id);
      const other = await call('/cashier/deposit', session, {
        method_code: 'bank',
        amount: '600',
        request_id: id,
      });
      expect(other).toMatchObject({ statusCode: 0, message: 'requestConflict' });
    });

    it('credits once whatever the number, order and duplication of notifications, and tells the player', async () => {
      const session = await kit.cashierPlayer('dep04');
      const dep = (await deposit(session, '500'))['deposit'] as { id: string };
      const success = succeeded(dep, 50_000, 'evt-a');
      const lateFailure = {
        ...success,
        id: 'evt-b',
        type: 'payment.failed',
        data: { ...success.data, status: 'failed' },
      };
      const answers = await Promise.all([
        ...Array.from({ length: 25 }, () => kit.notify(success)),
        kit.notify(lateFailure),
        ...Array.from({ length: 25 }, (_, i) => kit.notify({ ...success, id: `evt-c${i}` })),
      ]);
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect((await balance(session)).gameMinor).toBe(50_000);
      const status = await call('/cashier/deposit_status', session, { deposit_id: dep.id });
      expect(status['deposit']).toMatchObject({ state: 'completed', amount: 500 });
      const inbox = await call('/settings/get_inbox', session);
      expect(inbox['value']).toEqual([expect.objectContaining({ title: 'Deposit credited' })]);
    });

    it('ends a deposit on a failure notice and never credits it; a declined card leaves the balance', async () => {
      const session = await kit.cashierPlayer('dep05');
      const dep = (await deposit(session, '500', 'card'))['deposit'] as { id: string };
      const failed = succeeded(dep, 51_750, 'evt-fail', {
        status: 'failed',
        failure_reason: 'card_declined',
      });
      expect((await kit.notify({ ...failed, type: 'payment.failed' })).status).toBe(200);
      const status = await call('/cashier/deposit_status', session, { deposit_id: dep.id });
      expect(status['deposit']).toMatchObject({ state: 'failed' });
      expect((await balance(session)).gameMinor).toBe(0);
    });

    it('never credits an amount or currency other than the deposit’s, and flags it for the operator', async () => {
      const session = await kit.cashierPlayer('dep06');
      const dep = (await deposit(session, '500'))['deposit'] as { id: string };
      expect((await kit.notify(succeeded(dep, 5_000_000, 'evt-big'))).body).toMatchObject({
        outcome: 'flagged',
      });
      expect((await kit.notify(succeeded(dep, 50_000, 'evt-usd', { currency: 'USD' }))).body).toMatchObject({
        outcome: 'flagged',
      });
      expect((await balance(session)).gameMinor).toBe(0);
      const flagged = await kit.platform.cashier.operator.flaggedNotifications();
      expect(flagged.map((f) => f.event)).toEqual(expect.arrayContaining(['evt-big', 'evt-usd']));
    });

    it('refuses forged, unsigned and stale notifications and stores nothing', async () => {
      const session = await kit.cashierPlayer('dep07');
      const dep = (await deposit(session, '500'))['deposit'] as { id: string };
      const event = succeeded(dep, 50_000, 'evt-forged');
      const before = await businessSnapshot(kit.platform.database.db);
      expect((await kit.notify(event, { secret: 'not-the-secret-at-all-0000' })).status).toBe(401);
      expect((await kit.notify(event, { signature: '' })).status).toBe(401);
      const stale = await kit.notify(event, { at: Math.floor(kit.clock.now().getTime() / 1000) - 301 });
      expect(stale).toEqual({ status: 401, body: { received: false, error: 'stale_request' } });
      expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
    });

    it('expires a deposit left pending past its time, and shows it to no other player', async () => {
      const session = await kit.cashierPlayer('dep08');
      const dep = (await deposit(session, '500'))['deposit'] as { id: string };
      const other = await kit.cashierPlayer('dep08b');
      expect(await call('/cashier/deposit_status', other, { deposit_id: dep.id })).toMatchObject({
        statusCode: 0,
        message: 'notFound',
      });
      kit.clock.advance(31 * 60_000);
      expect((await kit.platform.cashier.sweep()).expired).toBeGreaterThanOrEqual(1);
      const expired = await kit.platform.cashier.operator.deposits('expired', 'alpha');
      expect(expired.map((d) => d.id)).toContain(dep.id);
    });
  });

  describe('sites', () => {
    it('shows nothing of a player to another site’s player, and takes no session to another site', async () => {
      const alpha = await kit.cashierPlayer('site01');
      const dep = ((await deposit(alpha, '500'))['deposit'] as { id: string }).id;
      const betaPlayer = await signUpOn('beta.test', 'site02');
      const onBeta = (path: string, extra: object) =>
        kit.call(path, { ...betaPlayer, domain_name: 'beta.test', ...extra }, { host: 'beta.test' });
      expect((await onBeta('/cashier/deposit_status', { deposit_id: dep })).json()).toMatchObject({
        statusCode: 0,
        message: 'notFound',
      });
      expect((await onBeta('/cashier/transactions', {})).json()).toMatchObject({ statusCode: 1, total: 0 });
      // Site A's session on site B's host is no session there.
      const crossed = await kit.call(
        '/cashier/statement',
        { ...alpha, domain_name: 'beta.test' },
        { host: 'beta.test' },
      );
      expect(crossed.json()).toMatchObject({ message: 'sessionExpired' });
      // Site B offers no methods: a deposit there is refused and changes nothing.
      expect(
        (
          await onBeta('/cashier/deposit', { method_code: 'bank', amount: '500', request_id: requestId() })
        ).json(),
      ).toMatchObject({
        statusCode: 0,
        message: 'methodUnavailable',
      });
    });
  });

  describe('bank accounts', () => {
    it('checks the bank’s format and the holder’s name, keeps one default and at most five', async () => {
      const session = await kit.cashierPlayer('bank01', 'José dela Cruz');
      const add = (number: string, holder = 'JOSE DELA CRUZ') =>
        call('/cashier/bank_add', session, { bank_code: 'BDO', holder_name: holder, account_number: number });
      expect(await add('12345')).toMatchObject({ statusCode: 0, message: 'bankAccountInvalid' });
      expect(await add('1234567890', 'Someone Else')).toMatchObject({
        statusCode: 0,
        message: 'holderNameMismatch',
      });
      expect(
        await call('/cashier/bank_add', session, {
          bank_code: 'XXX',
          holder_name: 'Jose dela Cruz',
          account_number: '1234567890',
        }),
      ).toMatchObject({ message: 'bankUnavailable' });
      const first = await add('1234 5678 90');
      expect(first['bank_account']).toMatchObject({
        account_number: '•••• 7890',
        is_default: true,
        bank_name: 'BDO Unibank',
      });
      expect(await add('1234567890')).toMatchObject({ statusCode: 0, message: 'bankAccountExists' });
      for (const n of ['1111111111', '2222222222', '3333333333', '4444444444'])
        expect((await add(n)).statusCode).toBe(1);
      expect(await add('5555555555')).toMatchObject({ statusCode: 0, message: 'bankAccountsFull' });
      const list = (await call('/cashier/bank_accounts', session))['value'] as {
        bank_account_id: number;
        is_default: boolean;
      }[];
      const last = list[list.length - 1];
      if (!last) throw new Error('no accounts');
      const after = (await call('/cashier/bank_default', session, { bank_account_id: last.bank_account_id }))[
        'value'
      ] as typeof list;
      expect(after.filter((a) => a.is_default).map((a) => a.bank_account_id)).toEqual([last.bank_account_id]);
      const removed = (
        await call('/cashier/bank_remove', session, { bank_account_id: last.bank_account_id })
      )['value'] as typeof list;
      expect(removed).toHaveLength(4);
      expect(removed.filter((a) => a.is_default)).toHaveLength(1);
      // Another player cannot touch it.
      const other = await kit.cashierPlayer('bank02');
      expect(
        await call('/cashier/bank_remove', other, { bank_account_id: list[0]?.bank_account_id }),
      ).toMatchObject({ message: 'notFound' });
    });

    it('takes the first holder’s name as the name of a player who has none, and holds every account to it', async () => {
      const session = await kit.cashierPlayer('bank03', '');
      const add = (holder: string, number: string) =>
        call('/cashier/bank_add', session, { bank_code: 'BDO', holder_name: holder, account_number: number });
      expect((await add('Ana  Reyes', '1234567890')).statusCode).toBe(1);
      expect((await kit.playerOf('bank03')).fullName).toBe('Ana Reyes');
      expect(await add('Someone Else', '1234567891')).toMatchObject({ message: 'holderNameMismatch' });
      expect((await add('ana reyes', '1234567892')).statusCode).toBe(1);
    });
  });

  describe('withdrawals', () => {
    async function withAccount(session: Session): Promise<number> {
      const added = await call('/cashier/bank_add', session, {
        bank_code: 'BDO',
        holder_name: 'Maria Santos',
        account_number: '001234567890',
      });
      return (added['bank_account'] as { bank_account_id: number }).bank_account_id;
    }
    const withdraw = (session: Session, account: number, amount: string, id = requestId()) =>
      call('/cashier/withdraw', session, {
        method_code: 'bank',
        amount,
        bank_account_id: account,
        request_id: id,
      });

    it('lets only wagered deposits leave, and says how much and why', async () => {
      const session = await funded('wd01', '1000', 100_000);
      const account = await withAccount(session);
      const summary = await call('/cashier/withdrawal_summary', session);
      expect(summary).toMatchObject({
        balance: 1000,
        withdrawable: 0,
        wagering_required: 1000,
        wagering_left: 1000,
        wagering_multiple: 1,
      });
      expect(await withdraw(session, account, '200')).toMatchObject({
        statusCode: 0,
        message: 'notWithdrawable',
      });
      // Bets of 400 (as a game's wallet calls would post them) unlock 400.
      const player = await kit.playerOf('wd01');
      await kit.platform.operator.ledger.post.bet({
        siteId: kit.siteA.id,
        playerId: player.id,
        asset: 'game',
        amountMinor: 40_000,
        idempotencyKey: 'wd01-bet',
      });
      expect(await call('/cashier/withdrawal_summary', session)).toMatchObject({
        balance: 600,
        withdrawable: 0,
        wagering_left: 600,
      });
      await kit.platform.operator.ledger.post.win({
        siteId: kit.siteA.id,
        playerId: player.id,
        asset: 'game',
        amountMinor: 100_000,
        idempotencyKey: 'wd01-win',
      });
      expect(await call('/cashier/withdrawal_summary', session)).toMatchObject({
        balance: 1600,
        withdrawable: 1000,
      });
    });

    it('holds the amount at once, once per request id, and returns it on cancel', async () => {
      await kit.platform.cashier.setup.setSettings(kit.siteA.id, { wageringPercent: 0 });
      const session = await funded('wd02', '1000', 100_000);
      const account = await withAccount(session);
      const id = requestId();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => withdraw(session, account, '300', id)),
      );
      const ids = new Set(answers.map((a) => (a['withdrawal'] as { id: string }).id));
      expect(ids.size).toBe(1);
      expect(await balance(session)).toMatchObject({ gameMinor: 70_000, heldGameMinor: 30_000 });
      const [wd] = [...ids];
      const cancelled = await call('/cashier/withdrawal_cancel', session, { withdrawal_id: wd });
      expect(cancelled['withdrawal']).toMatchObject({ state: 'cancelled', cancellable: false });
      expect(await balance(session)).toMatchObject({ gameMinor: 100_000, heldGameMinor: 0 });
      expect(await call('/cashier/withdrawal_cancel', session, { withdrawal_id: wd })).toMatchObject({
        statusCode: 1,
      });
    });

    it('never holds more than the balance under concurrent requests, within the pending limit', async () => {
      const session = await funded('wd03', '1000', 100_000);
      const account = await withAccount(session);
      const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(session, account, '400')));
      const made = answers.filter((a) => a.statusCode === 1);
      expect(made).toHaveLength(2);
      expect(
        answers
          .filter((a) => a.statusCode !== 1)
          .map((a) => a.message)
          .sort(),
      ).toEqual(expect.arrayContaining(['notWithdrawable']));
      expect(await balance(session)).toMatchObject({ gameMinor: 20_000, heldGameMinor: 80_000 });
    });

    it('is approved and paid on the PSP’s signed payout notice, once; the player is told', async () => {
      const session = await funded('wd04', '1000', 100_000);
      const account = await withAccount(session);
      const wd = ((await withdraw(session, account, '250'))['withdrawal'] as { id: string }).id;
      const pending = await kit.platform.cashier.operator.pendingWithdrawals('alpha');
      expect(pending.map((p) => p.id)).toContain(wd);
      await kit.platform.cashier.operator.approve(wd, 'ops-anna');
      expect(kit.psp.object(wd)).toMatchObject({
        amount: 25_000,
        bank_code: 'BDO',
        account_number: '001234567890',
        account_holder: 'Maria Santos',
      });
      const paid = {
        id: `evt-paid-${wd}`,
        type: 'payout.paid',
        created: 0,
        data: {
          id: String(kit.psp.object(wd)?.['id']),
          reference: wd,
          amount: 25_000,
          currency: 'PHP',
          status: 'paid',
        },
      };
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => kit.notify({ ...paid, id: `${paid.id}-${i % 3}` })),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(await balance(session)).toMatchObject({ gameMinor: 75_000, heldGameMinor: 0 });
      const history = await call('/cashier/transactions', session, { type: 'withdrawal' });
      expect((history['value'] as { state: string; timeline: { state: string }[] }[])[0]).toMatchObject({
        state: 'paid',
        timeline: [{ state: 'pending' }, { state: 'approved' }, { state: 'paid' }],
      });
      const inbox = (await call('/settings/get_inbox', session))['value'] as { title: string }[];
      expect(inbox.map((m) => m.title)).toContain('Withdrawal paid');
    });

    it('returns the hold on a rejection with its reason, and on a failed payout', async () => {
      const session = await funded('wd05', '1000', 100_000);
      const account = await withAccount(session);
      const first = ((await withdraw(session, account, '100'))['withdrawal'] as { id: string }).id;
      await kit.platform.cashier.operator.reject(first, 'Documents needed', 'ops-anna');
      const second = ((await withdraw(session, account, '200'))['withdrawal'] as { id: string }).id;
      await kit.platform.cashier.operator.approve(second, 'ops-anna');
      const failed = {
        id: `evt-failed-${second}`,
        type: 'payout.failed',
        created: 0,
        data: {
          id: 'po_x',
          reference: second,
          amount: 20_000,
          currency: 'PHP',
          status: 'failed',
          failure_reason: 'account_closed',
        },
      };
      expect((await kit.notify(failed)).status).toBe(200);
      expect(await balance(session)).toMatchObject({ gameMinor: 100_000, heldGameMinor: 0 });
      const list = (await call('/cashier/transactions', session, { type: 'withdrawal' }))['value'] as {
        id: string;
        state: string;
      }[];
      expect(Object.fromEntries(list.map((w) => [w.id, w.state]))).toEqual({
        [first]: 'rejected',
        [second]: 'failed',
      });
      // A player cannot cancel what is decided, nor another player's withdrawal.
      expect(await call('/cashier/withdrawal_cancel', session, { withdrawal_id: second })).toMatchObject({
        message: 'notCancellable',
      });
      const other = await kit.cashierPlayer('wd05b');
      expect(await call('/cashier/withdrawal_cancel', other, { withdrawal_id: first })).toMatchObject({
        message: 'notFound',
      });
    });
  });

  describe('statement', () => {
    it('lists every movement with the running balance, by type, and downloads it as CSV', async () => {
      await kit.platform.cashier.setup.setSettings(kit.siteA.id, { wageringPercent: 0 });
      const session = await funded('st01', '1000', 100_000);
      const account = (
        (
          await call('/cashier/bank_add', session, {
            bank_code: 'BDO',
            holder_name: 'Maria Santos',
            account_number: '001234567891',
          })
        )['bank_account'] as { bank_account_id: number }
      ).bank_account_id;
      const wd = (
        (
          await call('/cashier/withdraw', session, {
            method_code: 'bank',
            amount: '100',
            bank_account_id: account,
            request_id: requestId(),
          })
        )['withdrawal'] as { id: string }
      ).id;
      await call('/cashier/withdrawal_cancel', session, { withdrawal_id: wd });
      const page = await call('/cashier/statement', session, { page: 1, page_size: 10 });
      expect(page).toMatchObject({ statusCode: 1, total: 3, currency: 'PHP' });
      expect(
        (page['value'] as object[]).map((l) => [
          (l as { type: string }).type,
          (l as { amount: number }).amount,
          (l as { balance: number }).balance,
        ]),
      ).toEqual([
        ['withdrawal', 100, 1000],
        ['withdrawal', -100, 900],
        ['deposit', 1000, 1000],
      ]);
      const deposits = await call('/cashier/statement', session, { type: 'deposit', page: 1, page_size: 10 });
      expect(deposits).toMatchObject({ total: 1 });
      const csv = await call('/cashier/statement_csv', session, {});
      expect(csv).toMatchObject({
        truncated: false,
        filename: expect.stringMatching(/^statement-st01-all\.csv$/),
      });
      expect((csv['csv'] as string).trim().split('\r\n')).toHaveLength(4);
      expect(csv['csv']).toContain(',deposit,Deposit · deposit dep_');
    });
  });
});
