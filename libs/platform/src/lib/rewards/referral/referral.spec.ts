import { sql, type SQL } from 'drizzle-orm';
import { numberOf, rowsOf } from '../../db/database-function';
import { maskAccountId } from '../../sites/activity/mask-account';
import type { KitPlayer } from '../missions/testing/rewards-test-kit';
import { writeRewardsSettings, type RewardsSettings } from '../rewards-settings';
import { CODE_ALPHABET, ensureReferralCode } from './referral-codes';
import { REFERRAL_JOB } from './referral-settlement';
import { startReferralKit, type ReferralKit } from './testing/referral-test-kit';

jest.setTimeout(180_000);

/** Midnight in Asia/Manila (UTC+8) that ends the site day `day`: a run at it settles that day. */
const endOf = (day: string) => new Date(Date.parse(`${day}T16:00:00.000Z`));
const CODE = new RegExp(`^[${CODE_ALPHABET}]{8}$`);

describe('player referral', () => {
  let kit: ReferralKit;
  let boss: KitPlayer;
  let code: string;
  let boss2: KitPlayer;
  const joined: Record<string, string> = {};
  const referred: Record<string, KitPlayer> = {};

  const db = () => kit.platform.database.db;
  const count = async (query: SQL) => numberOf((await rowsOf<{ n: unknown }>(db(), query))[0]?.n ?? 0);
  /** Moves the test clock to an instant (forward only). */
  const moveTo = (iso: string) => {
    const seconds = Math.ceil((Date.parse(iso) - kit.clock.now().getTime()) / 1000);
    if (seconds < 0) throw new Error(`the clock is past ${iso}`);
    kit.clock.advance(seconds);
  };
  const signUpReferred = async (
    name: string,
    typed: string,
    options: { host?: string; creditMinor?: number } = {},
  ) => {
    joined[name] = kit.clock.now().toISOString();
    const player = await kit.referred(name, typed, options);
    referred[name] = player;
    kit.clock.advance(60);
    return player;
  };
  const play = async (player: KitPlayer, betMinor: number, winMinor = 0) => {
    const placed = await kit.bet(player, betMinor);
    if (winMinor > 0) expect(await kit.win(player, placed.round, winMinor)).toMatchObject({ status: 'OK' });
    kit.clock.advance(1);
    return placed;
  };
  const settlement = async (siteId: number, day: string) =>
    (
      await rowsOf<{ commission_percent: string; basis: string; referrers: number; paid_minor: unknown }>(
        db(),
        sql`select commission_percent, basis, referrers, paid_minor from referral_settlements
             where site_id = ${siteId}::integer and day = ${day}::date`,
      )
    ).map((r) => ({ ...r, paid_minor: numberOf(r.paid_minor) }))[0];

  beforeAll(async () => {
    kit = await startReferralKit();
    boss = await kit.player('refboss01');
    boss2 = await kit.player('refboss02');
  });
  afterAll(() => kit.close());

  it('makes one code per player, even for ten first looks at once, on the terms of the site', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => kit.overview(boss)));
    code = answers[0]?.code ?? '';
    expect(code).toMatch(CODE);
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill(code));
    expect(answers[0]).toEqual({
      statusCode: 1,
      message: expect.any(String),
      code,
      currency: 'PHP',
      commission_percent: 10,
      basis: 'net_loss',
      time_zone: 'Asia/Manila',
      total_commission: 0,
      referred: [],
      days: [],
    });
    expect(
      await count(sql`select count(*) as n from referral_codes where player_id = ${boss.id}::integer`),
    ).toBe(1);
    // A second look answers the same code.
    expect((await kit.overview(boss)).code).toBe(code);
  });

  it("draws again when the code drawn is another player's on the site", async () => {
    const draws = [code, 'KQ7WX2MP'];
    const made = await ensureReferralCode(db(), kit.siteA.id, boss2.id, kit.clock.now(), () => {
      const next = draws.shift();
      if (!next) throw new Error('drawn too often');
      return next;
    });
    expect(made).toBe('KQ7WX2MP');
    expect(draws).toEqual([]);
    expect((await kit.overview(boss2)).code).toBe('KQ7WX2MP');
    expect((await kit.overview(boss)).code).toBe(code);
  });

  it("lists the site's players who signed up with the code, masked, newest first, with their status; never another site's", async () => {
    // Typed in lower case with spaces around: the code is compared trimmed and upper-cased.
    await signUpReferred('refsign01', `  ${code.toLowerCase()} `);
    const depositor = await signUpReferred('refdepo01', code);
    await kit.deposit(depositor, '500.00');
    const player = await signUpReferred('refplay01', code, { creditMinor: 100_000 });
    await play(player, 1_000);
    // The same code typed on site B names nobody there; site A's referrer gets nothing of it.
    const elsewhere = await signUpReferred('refbeta01', code, { host: 'beta.test', creditMinor: 100_000 });
    await play(elsewhere, 5_000);
    const stranger = await signUpReferred('refother1', 'ZZZZZZZZ', { creditMinor: 100_000 });
    await play(stranger, 5_000);

    const answer = await kit.overview(boss);
    expect(answer.referred).toEqual([
      {
        account: maskAccountId('refplay01'),
        joined_at: joined['refplay01'],
        status: 'playing',
        commission: 0,
      },
      {
        account: maskAccountId('refdepo01'),
        joined_at: joined['refdepo01'],
        status: 'deposited',
        commission: 0,
      },
      {
        account: maskAccountId('refsign01'),
        joined_at: joined['refsign01'],
        status: 'signed_up',
        commission: 0,
      },
    ]);
    expect(answer.referred.map((r) => r.account)).toEqual(['re***01', 're***01', 're***01']);
    // Site B's player with the same code is nobody's referred player there either.
    const betaLook = await kit.overview(elsewhere);
    expect(betaLook).toMatchObject({ statusCode: 1, currency: 'USD', referred: [] });
    expect(betaLook.code).not.toBe(code);
  });

  it('settles a day: floor(percent × net loss) per referred player, a winning one adds nothing, one posting per referrer', async () => {
    await kit.setRewards(kit.siteA.id, { referral: { commission_percent: 12.5, basis: 'net_loss' } });
    const loser = await signUpReferred('refloss01', code, { creditMinor: 100_000 });
    await play(loser, 10_000, 2_500); // net loss 75.00 → 9.375 → 9.37
    const winner = await signUpReferred('refwins01', code, { creditMinor: 100_000 });
    await play(winner, 1_000, 5_000); // net loss -40.00 → 0, nothing taken back
    const roller = await signUpReferred('refroll01', code, { creditMinor: 100_000 });
    await kit.rollback(roller, await play(roller, 5_000)); // given back: no loss
    await play(roller, 3_333); // 33.33 → 4.16625 → 4.16
    // refplay01's 10.00 of this day → 1.25. boss2's only referred player won: boss2 gets no posting.
    const boss2Referred = await signUpReferred('refwins02', ' kq7wx2mp', { creditMinor: 100_000 });
    await play(boss2Referred, 1_000, 3_000);
    expect(kit.clock.now().getTime()).toBeLessThan(endOf('2026-03-01').getTime());

    const figures = await kit.platform.rewards.referral.settleEndedDays(endOf('2026-03-01'));
    // Both sites' day is settled; only site A had a referrer to pay.
    expect(figures).toEqual({ days: 2, referrers: 1, paid_minor: 1_478 });
    expect(await kit.commissions(boss)).toEqual([
      { key: `referral:2026-03-01:${boss.id}`, amount: 1_478, reason: 'Referral commission 2026-03-01' },
    ]);
    expect(await kit.commissions(boss2)).toEqual([]);
    expect(await settlement(kit.siteA.id, '2026-03-01')).toEqual({
      commission_percent: '12.5',
      basis: 'net_loss',
      referrers: 1,
      paid_minor: 1_478,
    });
    expect(await settlement(kit.siteB.id, '2026-03-01')).toMatchObject({ referrers: 0, paid_minor: 0 });

    const rows = await rowsOf<{ account_id: string; basis: unknown; commission: unknown; posted: boolean }>(
      db(),
      sql`select p.account_id, r.basis_minor as basis, r.commission_minor as commission,
                 r.ledger_transaction_id is not null as posted
            from referral_commissions r join players p on p.id = r.referred_id
           where r.day = '2026-03-01' order by p.account_id`,
    );
    expect(rows.map((r) => [r.account_id, numberOf(r.basis), numberOf(r.commission), r.posted])).toEqual([
      ['refloss01', 7_500, 937, true],
      ['refplay01', 1_000, 125, true],
      ['refroll01', 3_333, 416, true],
      ['refwins01', -4_000, 0, true],
      ['refwins02', -2_000, 0, false],
    ]);

    const look = await kit.overview(boss);
    expect(look).toMatchObject({
      commission_percent: 12.5,
      total_commission: 14.78,
      days: [{ day: '2026-03-01', amount: 14.78, referred_players: 3 }],
    });
    expect(Object.fromEntries(look.referred.map((r, i) => [i, [r.account, r.commission]]))).toEqual({
      0: [maskAccountId('refroll01'), 4.16],
      1: [maskAccountId('refwins01'), 0],
      2: [maskAccountId('refloss01'), 9.37],
      3: [maskAccountId('refplay01'), 1.25],
      4: [maskAccountId('refdepo01'), 0],
      5: [maskAccountId('refsign01'), 0],
    });
    expect(await kit.overview(boss2)).toMatchObject({
      total_commission: 0,
      days: [],
      referred: [{ account: maskAccountId('refwins02'), status: 'playing', commission: 0 }],
    });
    expect(await kit.ledgerFaults()).toEqual([]);
  });

  it('settles a day once: a second run, or twenty at once, posts nothing more', async () => {
    const postings = () => count(sql`select count(*) as n from ledger_transactions`);
    const before = await postings();
    expect(await kit.platform.rewards.referral.settleEndedDays(endOf('2026-03-01'))).toEqual({
      days: 0,
      referrers: 0,
      paid_minor: 0,
    });
    // The statement itself answers -1 for a day settled already, and changes nothing.
    const [again] = await rowsOf<{ referrers: number; paid_minor: unknown }>(
      db(),
      sql`select * from referral_settle(${kit.siteA.id}::integer, '2026-03-01'::date, 'Asia/Manila',
            12.5, 'net_loss', ${endOf('2026-03-01').toISOString()}::timestamptz)`,
    );
    expect(numberOf(again?.referrers)).toBe(-1);
    expect(await postings()).toBe(before);

    moveTo('2026-03-02T02:00:00.000Z'); // 10:00 in Manila
    await play(referred['refloss01'] as KitPlayer, 2_000); // 12.5 % of 20.00 → 2.50
    const runs = await Promise.all(
      Array.from({ length: 20 }, () => kit.platform.rewards.referral.settleEndedDays(endOf('2026-03-02'))),
    );
    const sum = (key: 'days' | 'referrers' | 'paid_minor') => runs.reduce((all, r) => all + r[key], 0);
    expect([sum('days'), sum('referrers'), sum('paid_minor')]).toEqual([2, 1, 250]);
    expect((await kit.commissions(boss)).map((c) => [c.key, c.amount])).toEqual([
      [`referral:2026-03-01:${boss.id}`, 1_478],
      [`referral:2026-03-02:${boss.id}`, 250],
    ]);
    expect(await kit.ledgerFaults()).toEqual([]);
  });

  it('pays a share of turnover (bets less refunds, wins ignored) where the site says so', async () => {
    await kit.setRewards(kit.siteA.id, { referral: { commission_percent: 10, basis: 'turnover' } });
    moveTo('2026-03-03T02:00:00.000Z');
    await play(referred['refwins01'] as KitPlayer, 2_000, 3_000); // turnover 20.00 → 2.00
    const roller = referred['refroll01'] as KitPlayer;
    await kit.rollback(roller, await play(roller, 500));
    await play(roller, 1_000); // turnover 10.00 → 1.00
    expect(await kit.platform.rewards.referral.settleEndedDays(endOf('2026-03-03'))).toEqual({
      days: 2,
      referrers: 1,
      paid_minor: 300,
    });
    expect(await settlement(kit.siteA.id, '2026-03-03')).toEqual({
      commission_percent: '10',
      basis: 'turnover',
      referrers: 1,
      paid_minor: 300,
    });
    expect((await kit.overview(boss)).days).toEqual([
      { day: '2026-03-03', amount: 3, referred_players: 2 },
      { day: '2026-03-02', amount: 2.5, referred_players: 1 },
      { day: '2026-03-01', amount: 14.78, referred_players: 3 },
    ]);
  });

  it('refuses bad terms and changes nothing', async () => {
    const write = (referral: unknown) =>
      writeRewardsSettings(
        db(),
        kit.siteA.id,
        { referral: referral as RewardsSettings['referral'] },
        kit.clock.now(),
      );
    await expect(write({ commission_percent: 12.345, basis: 'turnover' })).rejects.toThrow(/two decimals/);
    await expect(write({ commission_percent: 50.5, basis: 'turnover' })).rejects.toThrow();
    await expect(write({ commission_percent: 5, basis: 'gross' })).rejects.toThrow();
    expect((await kit.overview(boss)).commission_percent).toBe(10);
  });

  it('answers referralUnavailable where the site has referral off, writing nothing; the days wait for it to be on', async () => {
    await kit.setReferral('alpha', false);
    moveTo('2026-03-04T02:00:00.000Z');
    const newcomer = await kit.player('refnone01');
    await play(referred['refloss01'] as KitPlayer, 1_000); // turnover 10.00 → 1.00, paid once referral is back
    const referralRows = () =>
      count(sql`select (select count(*) from referral_codes) + (select count(*) from referral_settlements)
                     + (select count(*) from referral_commissions) as n`);
    const before = await referralRows();
    expect(await kit.overview(newcomer)).toMatchObject({ statusCode: 0, message: 'referralUnavailable' });
    expect(await kit.overview(boss)).toMatchObject({ statusCode: 0, message: 'referralUnavailable' });
    expect(
      await count(sql`select count(*) as n from referral_codes where player_id = ${newcomer.id}::integer`),
    ).toBe(0);
    // The run settles site B's day only: site A's waits.
    expect(await kit.platform.rewards.referral.settleEndedDays(endOf('2026-03-04'))).toEqual({
      days: 1,
      referrers: 0,
      paid_minor: 0,
    });
    expect(await settlement(kit.siteA.id, '2026-03-04')).toBeUndefined();
    expect(await referralRows()).toBe(before + 1);
    await kit.setReferral('alpha', true);
  });

  it('the job on a real job runner settles the days ended since the last settled one', async () => {
    moveTo('2026-03-05T02:00:00.000Z');
    await play(referred['refloss01'] as KitPlayer, 4_000); // turnover 40.00 → 4.00
    moveTo('2026-03-05T16:05:00.000Z'); // 00:05 on 6 March in Manila
    expect(kit.platform.rewards.referral.job).toMatchObject({
      name: REFERRAL_JOB,
      cron: '*/15 * * * *',
      runAtStart: true,
    });
    await kit.platform.jobs.start();
    try {
      const deadline = Date.now() + 60_000;
      while (!(await settlement(kit.siteA.id, '2026-03-05'))) {
        if (Date.now() > deadline) throw new Error('the job did not settle the day within 60 s');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await kit.platform.jobs.stop();
    }
    expect((await kit.commissions(boss)).map((c) => [c.key, c.amount])).toEqual([
      [`referral:2026-03-01:${boss.id}`, 1_478],
      [`referral:2026-03-02:${boss.id}`, 250],
      [`referral:2026-03-03:${boss.id}`, 300],
      [`referral:2026-03-04:${boss.id}`, 100],
      [`referral:2026-03-05:${boss.id}`, 400],
    ]);
    expect(await settlement(kit.siteB.id, '2026-03-05')).toMatchObject({ referrers: 0 });
    expect((await kit.overview(boss)).total_commission).toBe(25.28);
    expect(await kit.ledgerFaults()).toEqual([]);
  });

  it('a day that fails is undone whole and holds back no other site; the next run settles it', async () => {
    // boss3's balance is at the ledger's ceiling: the day's second posting (boss3 > boss by id) fails.
    const boss3 = await kit.player('refboss03');
    const ceiling = Number.MAX_SAFE_INTEGER - 10;
    await kit.platform.operator.ledger.post.credit({
      siteId: kit.siteA.id,
      playerId: boss3.id,
      asset: 'game',
      amountMinor: ceiling,
      idempotencyKey: 'referral-spec-ceiling',
    });
    const code3 = (await kit.overview(boss3)).code;
    moveTo('2026-03-06T02:00:00.000Z');
    await play(referred['refloss01'] as KitPlayer, 1_000); // boss: 1.00
    await play(await signUpReferred('refceil01', code3, { creditMinor: 100_000 }), 5_000); // boss3: 5.00
    const postings = () => count(sql`select count(*) as n from ledger_transactions`);
    const before = await postings();

    await expect(kit.platform.rewards.referral.settleEndedDays(endOf('2026-03-06'))).rejects.toThrow(
      new RegExp(`site ${kit.siteA.id}\\b`),
    );
    expect(await settlement(kit.siteA.id, '2026-03-06')).toBeUndefined();
    expect(await count(sql`select count(*) as n from referral_commissions where day = '2026-03-06'`)).toBe(0);
    expect(await postings()).toBe(before);
    expect(await settlement(kit.siteB.id, '2026-03-06')).toMatchObject({ referrers: 0 });

    await kit.platform.operator.ledger.post.debit({
      siteId: kit.siteA.id,
      playerId: boss3.id,
      asset: 'game',
      amountMinor: ceiling,
      idempotencyKey: 'referral-spec-ceiling-back',
    });
    expect(await kit.platform.rewards.referral.settleEndedDays(endOf('2026-03-06'))).toEqual({
      days: 1,
      referrers: 2,
      paid_minor: 600,
    });
    expect((await kit.commissions(boss3)).map((c) => [c.key, c.amount])).toEqual([
      [`referral:2026-03-06:${boss3.id}`, 500],
    ]);
    expect(await kit.ledgerFaults()).toEqual([]);
  });

  it('a referred player is playing only with a bet kept in the last 30 days', async () => {
    // 30 days back from here is 4 March, 10:00 in Manila: refloss01 bet then and on 5 March.
    moveTo('2026-04-03T02:00:00.000Z');
    const statuses = Object.fromEntries(
      (await kit.overview(boss)).referred.map((r, i) => [i, [r.account, r.status]]),
    );
    expect(statuses).toEqual({
      0: [maskAccountId('refroll01'), 'signed_up'],
      1: [maskAccountId('refwins01'), 'signed_up'],
      2: [maskAccountId('refloss01'), 'playing'],
      3: [maskAccountId('refplay01'), 'signed_up'],
      4: [maskAccountId('refdepo01'), 'deposited'],
      5: [maskAccountId('refsign01'), 'signed_up'],
    });
  });
});
