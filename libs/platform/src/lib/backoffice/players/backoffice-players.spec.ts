import type { LightMyRequestResponse } from 'fastify';
import { PASSWORD, signIn } from '../../players/testing/player-test-kit';
import { startBackofficeKit, type BackofficeKit } from '../testing/backoffice-test-kit';

jest.setTimeout(120_000);

interface Summary {
  site_id: number;
  account_id: string;
}

const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) =>
  response.json<T & { statusCode: number; message: string }>();

describe("the back office's players", () => {
  let kit: BackofficeKit;
  let support: string;
  let finance: string;
  let viewer: string;
  let alphaSite: number;
  let betaSite: number;

  const call = (path: string, body: object, session: string) =>
    kit.staffCall(`players/${path}`, body, { session });
  const found = async (query: string, session: string, extra: object = {}) =>
    json<{ value: Summary[]; total: number }>(await call('search', { query, ...extra }, session)).value.map(
      (row) => row.account_id,
    );
  const gameBalance = async (accountId: string, site = 'alpha') => {
    const player = await kit.platform.operator.findPlayer(site, accountId);
    if (!player) throw new Error(`no player ${accountId}`);
    return (await kit.platform.operator.ledger.balance(player.id)).gameMinor;
  };
  const ledgerLines = async (accountId: string) => kit.platform.operator.history('alpha', accountId);

  beforeAll(async () => {
    kit = await startBackofficeKit();
    alphaSite = kit.siteA.id;
    betaSite = kit.siteB.id;
    const { operator } = kit.platform;
    await operator.createPlayer('alpha', {
      accountId: 'marisol',
      password: PASSWORD,
      contactPhone: '+639170001234',
      contactEmail: 'Marisol.Reyes@example.com',
      fullName: 'Marisol Reyes',
    });
    await operator.createPlayer('alpha', {
      accountId: 'dante',
      password: PASSWORD,
      contactPhone: '+639175550000',
      contactEmail: 'dante@example.com',
      fullName: 'Dante Cruz',
    });
    await operator.createPlayer('beta', {
      accountId: 'marisolb',
      password: PASSWORD,
      contactPhone: '+15550001234',
      contactEmail: 'marisol@beta.example.com',
      fullName: 'Marisol Beta',
    });
    support = await kit.signIn(await kit.addStaff('support@ops.example.com', 'support', [alphaSite]));
    finance = await kit.signIn(await kit.addStaff('finance@ops.example.com', 'finance', [alphaSite]));
    viewer = await kit.signIn(await kit.addStaff('viewer@ops.example.com', 'viewer', [alphaSite]));
  });

  afterAll(() => kit.close());

  describe('search', () => {
    it.each([
      ['the account id, exactly and in any case', 'MARISOL'],
      ['part of the phone, with spaces', '917 000 1234'],
      ['part of the e-mail, in any case', 'marisol.REYES@'],
      ['part of the name, in any case', 'sol rey'],
    ])("finds alpha's player by %s, never beta's", async (_by, query) => {
      expect(await found(query, support)).toEqual(['marisol']);
    });

    it("lists beta's player to an owner, and names its site", async () => {
      const owner = await kit.signIn(await kit.addStaff('owner-search@ops.example.com', 'owner'));
      const body = json<{ value: Summary[]; total: number }>(
        await call('search', { query: 'marisol' }, owner),
      );
      expect(body.value).toEqual([
        expect.objectContaining({ site_id: alphaSite, site_key: 'alpha', account_id: 'marisol' }),
        expect.objectContaining({ site_id: betaSite, site_key: 'beta', account_id: 'marisolb' }),
      ]);
      expect(body.total).toBe(2);
      expect(await found('marisol', owner, { site_id: betaSite })).toEqual(['marisolb']);
    });

    it('takes LIKE characters in the query literally', async () => {
      expect(await found('%', support)).toEqual([]);
      expect(await found('mar_sol', support)).toEqual([]);
      expect(await found('\\', support)).toEqual([]);
    });

    it('refuses a site that is not the member’s, and pages', async () => {
      expect(json(await call('search', { query: 'marisol', site_id: betaSite }, support))).toEqual({
        statusCode: 0,
        message: 'staffSiteForbidden',
      });
      const first = json<{ value: Summary[]; total: number }>(
        await call('search', { query: 'example.com', page_size: 1 }, support),
      );
      const second = json<{ value: Summary[]; total: number }>(
        await call('search', { query: 'example.com', page_size: 1, page: 2 }, support),
      );
      expect(first.total).toBe(2);
      expect([...first.value, ...second.value].map((row) => row.account_id).sort()).toEqual([
        'dante',
        'marisol',
      ]);
      expect(json(await call('search', { query: 'x', page_size: 51 }, support)).message).toBe(
        'invalidRequest',
      );
    });
  });

  describe("a player's page", () => {
    it('shows profile, status, balances, sessions and protection', async () => {
      await signIn(kit, 'dante');
      const body = json<{ player: Record<string, unknown> }>(
        await call('get', { site_id: alphaSite, account_id: 'Dante' }, viewer),
      );
      expect(body.statusCode).toBe(1);
      expect(body.player).toMatchObject({
        site_id: alphaSite,
        site_key: 'alpha',
        currency: 'PHP',
        digits: 2,
        account_id: 'dante',
        full_name: 'Dante Cruz',
        contact_email: 'dante@example.com',
        status: 'active',
        live_sessions: 1,
        balances: { game_minor: 0, held_game_minor: 0, bonus_game_minor: 0, tokens: 0, frozen_tokens: 0 },
        protection: expect.objectContaining({ currency: 'PHP', exclusion: null }),
        exclusions: [],
      });
      expect(body.player['last_login_at']).toEqual(expect.any(String));
    });

    it("answers playerNotFound for beta's player asked on alpha, and refuses beta itself", async () => {
      expect(json(await call('get', { site_id: alphaSite, account_id: 'marisolb' }, support))).toEqual({
        statusCode: 0,
        message: 'playerNotFound',
      });
      expect(json(await call('get', { site_id: alphaSite, account_id: 'nobody' }, support))).toEqual({
        statusCode: 0,
        message: 'playerNotFound',
      });
      expect(json(await call('get', { site_id: betaSite, account_id: 'marisolb' }, support)).message).toBe(
        'staffSiteForbidden',
      );
      expect(
        json(await call('ledger', { site_id: alphaSite, account_id: 'marisolb' }, support)).message,
      ).toBe('playerNotFound');
    });
  });

  describe('adjust balance', () => {
    const adjust = (session: string, body: object) =>
      call('adjust_balance', { site_id: alphaSite, account_id: 'marisol', ...body }, session);

    it('posts one ledger line with the reason, once per request id, and audits before and after', async () => {
      const before = (await kit.auditEntries()).length;
      const first = json<{
        line: Record<string, unknown>;
        replayed: boolean;
        balances: { game_minor: number };
      }>(
        await adjust(finance, {
          amount_minor: 12_345,
          reason: ' Goodwill for ticket 77 ',
          request_id: 'req-credit-0001',
        }),
      );
      expect(first).toMatchObject({
        statusCode: 1,
        replayed: false,
        line: {
          kind: 'credit',
          amount_minor: 12_345,
          balance_after_minor: 12_345,
          reason: 'Goodwill for ticket 77',
        },
        balances: { game_minor: 12_345 },
      });
      const again = json<{ line: Record<string, unknown>; replayed: boolean }>(
        await adjust(finance, {
          amount_minor: 12_345,
          reason: 'Goodwill for ticket 77',
          request_id: 'req-credit-0001',
        }),
      );
      expect(again).toMatchObject({ statusCode: 1, replayed: true, line: first.line });
      expect(await gameBalance('marisol')).toBe(12_345);
      expect((await ledgerLines('marisol')).filter((line) => line.kind === 'credit')).toHaveLength(1);

      const statement = json<{ value: Record<string, unknown>[]; next_before: number | null }>(
        await call('ledger', { site_id: alphaSite, account_id: 'marisol' }, viewer),
      );
      expect(statement.next_before).toBeNull();
      expect(statement.value).toEqual([
        expect.objectContaining({
          kind: 'credit',
          pocket: 'available',
          amount_minor: 12_345,
          balance_after_minor: 12_345,
          reason: 'Goodwill for ticket 77',
        }),
      ]);

      const [entry] = (await kit.auditEntries()).slice(before);
      expect(entry).toMatchObject({
        action: 'players/adjust_balance',
        outcome: 'ok',
        targetKind: 'player',
        targetId: 'marisol',
        siteId: alphaSite,
        before: { game_minor: 0 },
        after: expect.objectContaining({
          game_minor: 12_345,
          amount_minor: 12_345,
          reason: 'Goodwill for ticket 77',
        }),
      });
    });

    it('refuses the same request id with another amount, and changes nothing', async () => {
      const response = await adjust(finance, {
        amount_minor: 99,
        reason: 'Other',
        request_id: 'req-credit-0001',
      });
      expect(json(response)).toEqual({ statusCode: 0, message: 'idempotencyConflict' });
      expect(await gameBalance('marisol')).toBe(12_345);
    });

    it('debits, and refuses a debit past the balance with nothing changed', async () => {
      const debit = json<{ line: Record<string, unknown> }>(
        await adjust(finance, {
          amount_minor: -345,
          reason: 'Duplicate credit',
          request_id: 'req-debit-0001',
        }),
      );
      expect(debit.line).toMatchObject({ kind: 'debit', amount_minor: -345, balance_after_minor: 12_000 });
      const page = (before?: number) =>
        call(
          'ledger',
          { site_id: alphaSite, account_id: 'marisol', page_size: 1, before_transaction_id: before },
          viewer,
        ).then((response) => json<{ value: { kind: string }[]; next_before: number | null }>(response));
      const newest = await page();
      expect(newest.value.map((line) => line.kind)).toEqual(['debit']);
      expect(newest.next_before).toEqual(expect.any(Number));
      const older = await page(newest.next_before ?? undefined);
      expect(older.value.map((line) => line.kind)).toEqual(['credit']);
      expect(older.next_before).toBeNull();
      const lines = (await ledgerLines('marisol')).length;
      const entries = await kit.auditEntries();
      expect(
        json(
          await adjust(finance, { amount_minor: -12_001, reason: 'Too much', request_id: 'req-debit-0002' }),
        ),
      ).toEqual({ statusCode: 0, message: 'insufficientFunds' });
      expect(await gameBalance('marisol')).toBe(12_000);
      expect(await ledgerLines('marisol')).toHaveLength(lines);
      expect((await kit.auditEntries()).slice(entries.length)).toEqual([
        expect.objectContaining({
          action: 'players/adjust_balance',
          outcome: 'refused',
          reason: 'insufficientFunds',
        }),
      ]);
    });

    it.each([
      ['invalidAmount', { amount_minor: 0, reason: 'Zero', request_id: 'req-zero-0001' }],
      ['reasonRequired', { amount_minor: 10, reason: '   ', request_id: 'req-blank-0001' }],
      ['reasonTooLong', { amount_minor: 10, reason: 'x'.repeat(201), request_id: 'req-long-00001' }],
      ['invalidRequest', { amount_minor: 10, reason: 'Short id', request_id: 'abc' }],
    ])('refuses bad input with %s', async (key, body) => {
      expect(json(await adjust(finance, body)).message).toBe(key);
      expect(await gameBalance('marisol')).toBe(12_000);
    });

    it.each([
      ['support', () => support],
      ['viewer', () => viewer],
    ])('refuses a %s member with staffForbidden, nothing changed', async (_role, session) => {
      const response = await adjust(session(), {
        amount_minor: 500,
        reason: 'Nope',
        request_id: 'req-forbid-0001',
      });
      expect(json(response)).toEqual({ statusCode: 0, message: 'staffForbidden' });
      expect(await gameBalance('marisol')).toBe(12_000);
    });

    it("refuses a finance member of alpha beta's player as not found", async () => {
      const response = await call(
        'adjust_balance',
        {
          site_id: alphaSite,
          account_id: 'marisolb',
          amount_minor: 500,
          reason: 'x',
          request_id: 'req-beta-00001',
        },
        finance,
      );
      expect(json(response).message).toBe('playerNotFound');
      expect(await gameBalance('marisolb', 'beta')).toBe(0);
    });
  });

  describe('lock, unlock and sessions', () => {
    it("locks: the player's sessions end at once and sign-in is refused; unlock lets them in again", async () => {
      const session = await signIn(kit, 'marisol');
      expect(json(await kit.call('/auth/get_balance', session)).statusCode).toBe(1);
      const before = (await kit.auditEntries()).length;
      const locked = json(
        await call('set_status', { site_id: alphaSite, account_id: 'marisol', status: 'blocked' }, support),
      );
      expect(locked).toMatchObject({ statusCode: 1, status: 'blocked', ended_sessions: 1 });
      expect(json(await kit.call('/auth/get_balance', session)).message).toBe('sessionExpired');
      await expect(signIn(kit, 'marisol')).rejects.toThrow(/accountBlocked|BLOCK/);
      expect((await kit.auditEntries()).slice(before)).toEqual([
        expect.objectContaining({
          action: 'players/set_status',
          outcome: 'ok',
          targetId: 'marisol',
          siteId: alphaSite,
          before: { status: 'active' },
          after: { status: 'blocked', ended_sessions: 1 },
        }),
      ]);
      const unlocked = json(
        await call('set_status', { site_id: alphaSite, account_id: 'marisol', status: 'active' }, support),
      );
      expect(unlocked).toMatchObject({ statusCode: 1, status: 'active', ended_sessions: 0 });
      await signIn(kit, 'marisol');
    });

    it('ends sessions for support, audited; refuses finance and viewer', async () => {
      const session = await signIn(kit, 'dante');
      for (const other of [finance, viewer]) {
        expect(
          json(await call('end_sessions', { site_id: alphaSite, account_id: 'dante' }, other)).message,
        ).toBe('staffForbidden');
        expect(
          json(
            await call('set_status', { site_id: alphaSite, account_id: 'dante', status: 'blocked' }, other),
          ).message,
        ).toBe('staffForbidden');
      }
      expect(json(await kit.call('/auth/get_balance', session)).statusCode).toBe(1);
      const before = (await kit.auditEntries()).length;
      const ended = json<{ ended: number }>(
        await call('end_sessions', { site_id: alphaSite, account_id: 'dante' }, support),
      );
      expect(ended.ended).toBeGreaterThanOrEqual(1);
      expect(json(await kit.call('/auth/get_balance', session)).message).toBe('sessionExpired');
      expect((await kit.auditEntries()).slice(before)).toEqual([
        expect.objectContaining({
          action: 'players/end_sessions',
          outcome: 'ok',
          after: { ended_sessions: ended.ended },
        }),
      ]);
    });
  });

  describe('inbox message', () => {
    it('stores title and body as text and audits them', async () => {
      const body = '<script>alert(1)</script> Your bonus is ready';
      const sent = json<{ message_id: number }>(
        await call(
          'send_message',
          { site_id: alphaSite, account_id: 'dante', title: 'Hello', body },
          support,
        ),
      );
      expect(sent.statusCode).toBe(1);
      expect((await kit.auditEntries()).at(-1)).toMatchObject({
        action: 'players/send_message',
        outcome: 'ok',
        targetId: 'dante',
        after: { message_id: sent.message_id, title: 'Hello', body },
      });
      const session = await signIn(kit, 'dante');
      const inbox = json<{ value: { title: string; content?: string; body?: string }[] }>(
        await kit.call('/settings/get_inbox', session),
      );
      expect(JSON.stringify(inbox)).toContain(JSON.stringify(body).slice(1, -1));
      expect(
        json(
          await call(
            'send_message',
            { site_id: alphaSite, account_id: 'dante', title: 'x', body: 'y' },
            finance,
          ),
        ).message,
      ).toBe('staffForbidden');
    });
  });
});
