import { eq, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { PlatformError } from '../../http/envelope';
import type { Platform } from '../../platform';
import { createTestPlatform } from '../../testing/test-platform';
import type { PlayerRow } from '../player-records';
import type { Posting, PostingRequest } from './ledger-types';

jest.setTimeout(60_000);

describe('the ledger', () => {
  let platform: Platform;
  let siteId: number;
  let alice: PlayerRow;
  let bob: PlayerRow;

  beforeAll(async () => {
    platform = await createTestPlatform();
    const site = await platform.sites.upsertSite({
      key: 'ledger',
      name: 'Ledger Casino',
      hosts: ['ledger.test'],
      themeCode: 'casino1',
      themeColor: 'gold',
      currency: 'PHP',
    });
    siteId = site.id;
    const create = (accountId: string) =>
      platform.operator.createPlayer('ledger', {
        accountId,
        password: 'Ledger4Harbor',
        contactPhone: '+639170000000',
      });
    alice = await create('alice');
    bob = await create('bobby');
  });

  afterAll(() => platform.close());

  const post = (player: PlayerRow, request: Omit<PostingRequest, 'siteId' | 'playerId'>) =>
    platform.operator.ledger.post[request.kind]({ siteId, playerId: player.id, ...request });

  const failureOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    return error instanceof PlatformError ? error.messageKey : error;
  };

  /** Balance of the player's pocket as kept, and as the sum of its entries. */
  async function pocket(player: PlayerRow, asset: 'game' | 'token', name: 'available' | 'frozen') {
    const { db } = platform.database;
    const [account] = await db
      .select()
      .from(ledgerAccounts)
      .where(
        sql`${ledgerAccounts.playerId} = ${player.id} and ${ledgerAccounts.asset} = ${asset} and ${ledgerAccounts.pocket} = ${name}`,
      );
    if (!account) return { kept: 0, summed: 0 };
    const [sum] = await db
      .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountMinor}), 0)`.mapWith(Number) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account.id));
    return { kept: account.balanceMinor, summed: sum?.total ?? 0 };
  }

  it('credits a deposit in minor units and writes two entries that sum to zero', async () => {
    const posting = await post(alice, {
      kind: 'deposit',
      asset: 'game',
      amountMinor: 10_000,
      idempotencyKey: 'dep-1',
    });
    expect(posting).toMatchObject({
      kind: 'deposit',
      amountMinor: 10_000,
      availableAfterMinor: 10_000,
      replayed: false,
    });
    const entries = await platform.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, posting.transactionId));
    expect(entries.map((e) => e.amountMinor).sort((a, b) => a - b)).toEqual([-10_000, 10_000]);
    expect(await platform.operator.ledger.balance(alice.id)).toEqual({
      gameMinor: 10_000,
      heldGameMinor: 0,
      bonusGameMinor: 0,
      tokens: 0,
      frozenTokens: 0,
    });
  });

  it('answers a retry with the first posting and posts nothing more', async () => {
    const first = await post(alice, {
      kind: 'bet',
      asset: 'game',
      amountMinor: 2_500,
      idempotencyKey: 'bet-1',
    });
    const again = await post(alice, {
      kind: 'bet',
      asset: 'game',
      amountMinor: 2_500,
      idempotencyKey: 'bet-1',
    });
    expect(again).toEqual({ ...first, replayed: true });
    expect((await platform.operator.ledger.balance(alice.id)).gameMinor).toBe(7_500);
  });

  it('refuses a reused key with another amount, kind or player, and changes nothing', async () => {
    expect(
      await failureOf(
        post(alice, { kind: 'bet', asset: 'game', amountMinor: 2_600, idempotencyKey: 'bet-1' }),
      ),
    ).toBe('idempotencyConflict');
    expect(
      await failureOf(
        post(alice, { kind: 'win', asset: 'game', amountMinor: 2_500, idempotencyKey: 'bet-1' }),
      ),
    ).toBe('idempotencyConflict');
    expect(
      await failureOf(
        post(bob, { kind: 'deposit', asset: 'game', amountMinor: 2_500, idempotencyKey: 'bet-1' }),
      ),
    ).toBe('idempotencyConflict');
    expect((await platform.operator.ledger.balance(alice.id)).gameMinor).toBe(7_500);
    expect((await platform.operator.ledger.balance(bob.id)).gameMinor).toBe(0);
  });

  it('never lets a balance go below zero: insufficientFunds, nothing posted', async () => {
    expect(
      await failureOf(
        post(alice, { kind: 'withdrawal', asset: 'game', amountMinor: 7_501, idempotencyKey: 'wd-big' }),
      ),
    ).toBe('insufficientFunds');
    expect((await platform.operator.ledger.balance(alice.id)).gameMinor).toBe(7_500);
    const [row] = await platform.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, 'wd-big'));
    expect(row?.n).toBe(0);
    // The same key may be used once the funds are there: the refusal posted nothing.
    const spent = await post(alice, {
      kind: 'withdrawal',
      asset: 'game',
      amountMinor: 7_500,
      idempotencyKey: 'wd-all',
    });
    expect(spent.availableAfterMinor).toBe(0);
  });

  it.each<[string, Partial<PostingRequest>, string]>([
    ['a zero amount', { amountMinor: 0 }, 'invalidAmount'],
    ['a negative amount', { amountMinor: -5 }, 'invalidAmount'],
    ['a fractional amount', { amountMinor: 1.5 }, 'invalidAmount'],
    ['an unsafe integer', { amountMinor: 2 ** 53 }, 'invalidAmount'],
    ['an empty key', { idempotencyKey: ' ' }, 'invalidIdempotencyKey'],
    ['tokens for a bet', { kind: 'bet', asset: 'token' }, 'invalidAsset'],
    ['game money frozen', { kind: 'tokenFreeze', asset: 'game' }, 'invalidAsset'],
  ])('refuses %s', async (_, change, key) => {
    const request = {
      kind: 'deposit' as const,
      asset: 'game' as const,
      amountMinor: 100,
      idempotencyKey: `bad-${key}`,
      ...change,
    };
    expect(await failureOf(post(bob, request))).toBe(key);
    expect((await platform.operator.ledger.balance(bob.id)).gameMinor).toBe(0);
  });

  it('keeps tokens and frozen tokens in the same ledger', async () => {
    await post(bob, { kind: 'reward', asset: 'token', amountMinor: 100, idempotencyKey: 'tok-1' });
    await post(bob, { kind: 'tokenFreeze', asset: 'token', amountMinor: 30, idempotencyKey: 'tok-2' });
    expect(await platform.operator.ledger.balance(bob.id)).toEqual({
      gameMinor: 0,
      heldGameMinor: 0,
      bonusGameMinor: 0,
      tokens: 70,
      frozenTokens: 30,
    });
    expect(
      await failureOf(
        post(bob, { kind: 'tokenRelease', asset: 'token', amountMinor: 31, idempotencyKey: 'tok-3' }),
      ),
    ).toBe('insufficientFunds');
    await post(bob, { kind: 'tokenRelease', asset: 'token', amountMinor: 10, idempotencyKey: 'tok-4' });
    expect(await platform.operator.ledger.balance(bob.id)).toEqual({
      gameMinor: 0,
      heldGameMinor: 0,
      bonusGameMinor: 0,
      tokens: 80,
      frozenTokens: 20,
    });
    expect(await pocket(bob, 'token', 'frozen')).toEqual({ kept: 20, summed: 20 });
  });

  it('lists a history newest first and totals deposits and bets', async () => {
    const history = await platform.operator.ledger.history(alice.id, { asset: 'game' });
    expect(history.map((h) => [h.kind, h.amountMinor, h.balanceAfterMinor])).toEqual([
      ['withdrawal', -7_500, 0],
      ['bet', -2_500, 7_500],
      ['deposit', 10_000, 10_000],
    ]);
    expect(await platform.operator.ledger.totals(alice.id, 'game')).toEqual({
      deposit: 10_000,
      bet: 2_500,
      withdrawal: 7_500,
    });
  });

  it('refuses to change or delete a posted entry', async () => {
    const { db } = platform.database;
    await expect(db.update(ledgerEntries).set({ amountMinor: 1 })).rejects.toThrow();
    await expect(db.delete(ledgerEntries)).rejects.toThrow();
    await expect(db.update(ledgerTransactions).set({ reason: 'changed' })).rejects.toThrow();
    expect(await pocket(alice, 'game', 'available')).toEqual({ kept: 0, summed: 0 });
  });

  it('keeps every asset balanced: all entries of the site sum to zero', async () => {
    const rows = await platform.database.db
      .select({
        asset: ledgerAccounts.asset,
        total: sql<number>`sum(${ledgerEntries.amountMinor})`.mapWith(Number),
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .groupBy(ledgerAccounts.asset);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.total).toBe(0);
  });

  describe('under concurrency', () => {
    let carol: PlayerRow;

    beforeAll(async () => {
      carol = await platform.operator.createPlayer('ledger', {
        accountId: 'carol',
        password: 'Ledger4Harbor',
        contactPhone: '+639170000003',
      });
    });

    /** A deterministic stream of numbers, so every run fires the same requests. */
    function random(seed: number) {
      let state = seed;
      return (n: number) => {
        state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
        return Math.floor((state / 2 ** 31) * n);
      };
    }

    it('applies each key once and never double-spends, with hundreds of simultaneous debits and credits', async () => {
      await post(carol, {
        kind: 'deposit',
        asset: 'game',
        amountMinor: 5_000,
        idempotencyKey: 'start-carol',
      });
      const next = random(42);
      const keys = Array.from({ length: 160 }, (_, i) => {
        const debit = next(3) > 0;
        return {
          idempotencyKey: `carol-${i}`,
          kind: debit ? ('bet' as const) : ('win' as const),
          asset: 'game' as const,
          amountMinor: 1 + next(400),
        };
      });
      // Every key is sent one to four times; all the copies are in flight together.
      const requests = keys.flatMap((request) => Array.from({ length: 1 + next(4) }, () => request));
      expect(requests.length).toBeGreaterThanOrEqual(300);
      const burst = await Promise.allSettled(requests.map((request) => post(carol, request)));
      // Hundreds at once on one account can outlast the pool's waiting time on PostgreSQL: such a call is
      // refused as "database unavailable" (a 503 the client retries), never half-applied. Its retry, one
      // at a time, must then behave like any other copy of the key.
      const results: Array<PromiseSettledResult<Posting>> = [];
      for (const [i, result] of burst.entries()) {
        const request = requests[i];
        if (result.status === 'fulfilled' || !isDatabaseUnavailable(result.reason) || !request) {
          results.push(result);
          continue;
        }
        results.push(
          await post(carol, request).then(
            (value) => ({ status: 'fulfilled', value }) as const,
            (reason: unknown) => ({ status: 'rejected', reason }) as const,
          ),
        );
      }

      const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      for (const failure of failures) {
        expect(failure).toBeInstanceOf(PlatformError);
        expect((failure as PlatformError).messageKey).toBe('insufficientFunds');
      }
      const postings = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const byKey = new Map<string, Posting[]>();
      for (const p of postings) byKey.set(p.idempotencyKey, [...(byKey.get(p.idempotencyKey) ?? []), p]);
      for (const [, answers] of byKey) {
        expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
        expect(answers.filter((a) => !a.replayed).length).toBeLessThanOrEqual(1);
      }

      const { db } = platform.database;
      const stored = await db
        .select()
        .from(ledgerTransactions)
        .where(
          sql`${ledgerTransactions.playerId} = ${carol.id} and ${ledgerTransactions.idempotencyKey} like 'carol-%'`,
        );
      const storedKeys = stored.map((t) => t.idempotencyKey);
      expect(new Set(storedKeys).size).toBe(storedKeys.length);
      expect(new Set(storedKeys)).toEqual(new Set(byKey.keys()));

      const expected =
        5_000 + stored.reduce((sum, t) => sum + (t.kind === 'win' ? t.amountMinor : -t.amountMinor), 0);
      const balance = await pocket(carol, 'game', 'available');
      expect(balance).toEqual({ kept: expected, summed: expected });
      expect(balance.kept).toBeGreaterThanOrEqual(0);
      const [lowest] = await db
        .select({ min: sql<number>`min(${ledgerEntries.balanceAfterMinor})`.mapWith(Number) })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(eq(ledgerAccounts.playerId, carol.id));
      expect(lowest?.min).toBeGreaterThanOrEqual(0);
      // The bets asked for far more than there was: the refusals were real.
      expect(failures.length).toBeGreaterThan(0);
    });

    it('lets one of two players win a key posted for both at once; the other is refused', async () => {
      const requests = Array.from({ length: 40 }, (_, i) =>
        post(i % 2 === 0 ? carol : bob, {
          kind: 'reward',
          asset: 'token',
          amountMinor: 7,
          idempotencyKey: 'shared-key',
        }),
      );
      const results = await Promise.allSettled(requests);
      const fulfilled = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const winner = fulfilled[0]?.playerId;
      expect(winner).toBeDefined();
      expect(
        fulfilled.every((p) => p.playerId === winner && p.transactionId === fulfilled[0]?.transactionId),
      ).toBe(true);
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as PlatformError] : []));
      expect(refused.map((e) => e.messageKey)).toEqual(refused.map(() => 'idempotencyConflict'));
      expect(fulfilled.length).toBe(20);
      expect(refused.length).toBe(20);
    });
  });
});
