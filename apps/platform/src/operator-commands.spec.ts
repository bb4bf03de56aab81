import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { createSecurityLog, createTestPlatform, TEST_CASINO_SITE, type Platform } from '@wl/platform';
import { parseOperatorArgs, runOperatorCommand, type OperatorOutput } from './operator-commands';

describe('operator command', () => {
  let platform: Platform;
  let lines: string[];
  let tables: object[][];
  const out: OperatorOutput = { log: (text) => lines.push(text), table: (rows) => tables.push([...rows]) };

  /** A command line as the operator types it (no value here contains a space). */
  const argv = (line: string) => line.split(' ');
  const run = (...words: string[]) => {
    const { command, flags } = parseOperatorArgs(words);
    return runOperatorCommand(platform, command, flags, out);
  };

  /** The security log's lines, as JSON. */
  const securityEvents: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        securityEvents.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    platform = await createTestPlatform({
      securityLog: createSecurityLog({ destination }),
      providerHealth: async () => true,
    });
    await platform.sites.upsertSite(TEST_CASINO_SITE);
    await platform.operator.createPlayer('casino1', {
      accountId: 'demo1',
      password: 'Demo1234!',
      contactPhone: '+639170000001',
      contactEmail: 'demo1@example.com',
    });
  }, 60_000);

  afterAll(() => platform.close());

  beforeEach(() => {
    lines = [];
    tables = [];
  });

  it('adds a site with its host, theme and colour, and lists it', async () => {
    await run(
      ...argv(
        'sites set --key lucky --name Lucky --host lucky.localhost --theme slot3 --color ocean --currency php',
      ),
    );
    expect(lines).toEqual(['Saved site lucky (Lucky).']);
    expect((await platform.sites.resolve('LUCKY.localhost'))?.key).toBe('lucky');
    await run('sites', 'list');
    expect(tables[0]).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'lucky', currency: 'PHP' })]),
    );
  });

  it('refuses a host another site has and a colour the template does not offer, changing nothing', async () => {
    await expect(
      run(
        ...argv(
          'sites set --key other --name Other --host casino1.localhost --theme slot3 --color ocean --currency PHP',
        ),
      ),
    ).rejects.toThrow('hostInUse');
    await expect(
      run(
        ...argv(
          'sites set --key other --name Other --host other.localhost --theme slot3 --color gold --currency PHP',
        ),
      ),
    ).rejects.toThrow('invalidThemeColor');
    expect((await platform.sites.listSites()).map((s) => s.key)).not.toContain('other');
  });

  it('puts a site under maintenance and ends it', async () => {
    const now = platform.clock().getTime();
    const start = new Date(now - 60_000).toISOString();
    const end = new Date(now + 3_600_000).toISOString();
    await run('sites', 'maintenance', '--key', 'casino1', '--start', start, '--end', end);
    expect((await platform.sites.startup('casino1.localhost')).maintenance.is_maintenance).toBe(true);
    await run('sites', 'maintenance', '--key', 'casino1', '--off');
    expect((await platform.sites.startup('casino1.localhost')).maintenance.is_maintenance).toBe(false);
    await expect(
      run('sites', 'maintenance', '--key', 'casino1', '--start', end, '--end', start),
    ).rejects.toThrow('--end must be after --start');
  });

  it('credits a player once per id, in the site currency, and refuses a debit beyond the balance', async () => {
    await run(
      ...argv('players credit --site casino1 --account demo1 --amount 50.25 --reason Goodwill --id op-1'),
    );
    await run(
      ...argv('players credit --site casino1 --account demo1 --amount 50.25 --reason Goodwill --id op-1'),
    );
    expect(lines).toEqual([
      'credit of ₱50.25 for demo1 on casino1.',
      'credit of ₱50.25 for demo1 on casino1 (already applied with this id: nothing moved again).',
    ]);
    await expect(
      run(...argv('players debit --site casino1 --account demo1 --amount 100 --reason Overdraw')),
    ).rejects.toThrow('insufficientFunds');
    await run('players', 'list', '--site', 'casino1');
    expect(tables[0]).toEqual([expect.objectContaining({ accountId: 'demo1', gameBalanceMinor: 5025 })]);
  });

  it('records every command, done or refused, with who ran it, in the security log', async () => {
    process.env['OPERATOR_NAME'] = 'ops.alice';
    try {
      await run(...argv('players status --site casino1 --account demo1 --status blocked'));
      await expect(
        run(...argv('players status --site casino1 --account demo1 --status gone')),
      ).rejects.toThrow('invalidStatus');
      await run(...argv('players status --site casino1 --account demo1 --status active'));
    } finally {
      delete process.env['OPERATOR_NAME'];
    }
    expect(lines).toEqual(['demo1 on casino1 is blocked now.', 'demo1 on casino1 is active now.']);
    const actions = securityEvents.filter((event) => event['event'] === 'operator.action').slice(-3);
    expect(actions).toEqual([
      expect.objectContaining({
        action: 'players status',
        operator: 'ops.alice',
        target: 'casino1',
        accountId: 'demo1',
        reason: 'done',
      }),
      expect.objectContaining({ action: 'players status', reason: 'refused' }),
      expect.objectContaining({ action: 'players status', reason: 'done' }),
    ]);
    // No secret or personal data reaches the log.
    expect(JSON.stringify(securityEvents)).not.toMatch(/Demo1234|\+63917|@example\.com/);
  });

  it('keeps operator ids apart from the ids of other postings: --id inbox:1 cannot take a reward', async () => {
    const inboxId = await platform.operator.sendInboxMessage('casino1', 'demo1', {
      title: 'Gift',
      body: 'A gift',
      reward: { asset: 'game', amountMinor: 1_000 },
    });
    await run(
      ...argv(
        `players credit --site casino1 --account demo1 --amount 1 --reason Goodwill --id inbox:${inboxId}`,
      ),
    );
    expect(lines).toEqual(['credit of ₱1.00 for demo1 on casino1.']);
    const context = { domainName: 'casino1.localhost', address: '203.0.113.5' };
    const { token } = await platform.players.login(context, 'demo1', 'Demo1234!');
    const member = await platform.players.authenticate(context, 'demo1', token);
    const claimed = await platform.players.claimInbox(member, inboxId);
    expect(claimed).toMatchObject({ inboxId, rewardAsset: 'game', rewardAmount: 10 });
  });

  it("shows a player's limits, pending changes, exclusions and history, read only", async () => {
    const context = { domainName: 'casino1.localhost', address: '203.0.113.5' };
    await platform.operator.createPlayer('casino1', {
      accountId: 'careful1',
      password: 'Demo1234!',
      contactPhone: '+639170000077',
      contactEmail: 'careful1@example.com',
    });
    const { token } = await platform.players.login(context, 'careful1', 'Demo1234!');
    const member = await platform.players.authenticate(context, 'careful1', token);
    await platform.players.setLimit(member, { type: 'deposit', period: '24h', amount: '500' });
    await platform.players.setLimit(member, { type: 'deposit', period: '24h', amount: '800' });
    await platform.players.setSession(member, { sessionLimitMinutes: 45, realityCheckMinutes: 30 });
    await platform.players.exclude(member, { type: 'timeout', period: '24h' });

    await run(...argv('players limits --site casino1 --account careful1'));

    expect(lines).toEqual([
      'Limits of careful1 on casino1 (amounts in PHP):',
      'Session time limit: 45 minutes.',
      'Reality check: every 30 minutes.',
      expect.stringMatching(/^In force: timeout \(24h\) until \d{4}-/),
      'Changes, newest first:',
    ]);
    expect(tables[0]).toEqual([
      {
        type: 'deposit',
        period: '24h',
        limit: '500 PHP',
        used: '0 PHP',
        remaining: '500 PHP',
        pending: expect.stringMatching(/^800 PHP from \d{4}-/),
      },
    ]);
    expect(tables[1]).toEqual([expect.objectContaining({ type: 'timeout', period: '24h', by: 'player' })]);
    expect(tables[2]?.map((row) => (row as { type: string }).type)).toEqual([
      'reality_check',
      'session',
      'deposit',
      'deposit',
    ]);
    await expect(run(...argv('players limits --site casino1 --account nobody'))).rejects.toThrow();
  });

  it('names a missing flag and an unknown command', async () => {
    await expect(
      run('players', 'credit', '--site', 'casino1', '--account', 'demo1', '--reason', 'x'),
    ).rejects.toThrow('--amount is required');
    await expect(run('sites', 'explode')).rejects.toThrow('Unknown command "sites explode"');
  });

  it("sets a provider, lists a player's rounds and closes a round the provider left open", async () => {
    await platform.sites.games.importCatalogue(
      [{ code: 'JILI', name: 'JILI' }],
      [
        {
          providerCode: 'JILI',
          gameCode: 'JL1',
          gameName: 'Lucky',
          gameType: 'slots',
          hot: false,
          featured: false,
          popular: false,
          isNew: false,
        },
      ],
    );
    const site = await platform.sites.get('casino1');
    await platform.sites.games.setProducts(site?.id ?? 0, [{ category: 'slots', providerCode: 'JILI' }]);
    await expect(run(...argv('providers set --code JILI --launch-url ftp://x.test'))).rejects.toThrow(
      'invalidProvider',
    );
    const secret = 'operator-test-secret-123456';
    await run(
      ...argv(`providers set --code JILI --launch-url https://studio.test/play/JILI --secret ${secret}`),
    );
    expect(lines).toEqual(['Provider JILI updated.']);

    await run(
      ...argv('players credit --site casino1 --account demo1 --amount 50 --reason Float --id float-1'),
    );
    const context = { domainName: 'casino1.localhost', address: '203.0.113.6' };
    const { token } = await platform.players.login(context, 'demo1', 'Demo1234!');
    const member = await platform.players.authenticate(context, 'demo1', token);
    const launch = await platform.play.launch(member, { providerCode: 'JILI', gameCode: 'JL1' });
    const gameToken = new URL(launch.url).searchParams.get('token') ?? '';
    const call = (name: 'authenticate' | 'bet', body: object) => {
      const raw = JSON.stringify(body);
      const t = Math.floor(platform.clock().getTime() / 1000);
      const mac = createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
      return platform.play.walletCall(name, {
        providerCode: 'JILI',
        signature: `t=${t},v1=${mac}`,
        rawBody: raw,
      });
    };
    const auth = await call('authenticate', { token: gameToken });
    const bet = {
      token: gameToken,
      player_id: auth.player_id,
      round_id: 'left-open',
      game_code: 'JL1',
      amount: 1_500,
      currency: 'PHP',
    };
    expect((await call('bet', { ...bet, transaction_id: 't1' })).status).toBe('OK');

    lines = [];
    await run(...argv('rounds list --site casino1 --account demo1'));
    expect(tables.at(-1)).toEqual([
      expect.objectContaining({ round_id: 'left-open', bet: 15, status: 'open' }),
    ]);
    await run(...argv('rounds close --provider JILI --round left-open'));
    expect(lines.at(-1)).toBe('Round left-open of JILI is closed; 1 bet(s) refunded.');
    const player = await platform.operator.findPlayer('casino1', 'demo1');
    expect((await platform.operator.ledger.balance(player?.id ?? 0)).gameMinor).toBeGreaterThanOrEqual(5_000);
    await run(...argv('rounds list --site casino1 --account demo1'));
    expect(tables.at(-1)).toEqual([
      expect.objectContaining({ round_id: 'left-open', refund: 15, status: 'closed' }),
    ]);
  });

  it('decides withdrawals: rejects with a reason (the hold returns), approves, and records who did it', async () => {
    await run(
      ...argv(
        'payments provider --code OPSPSP --name Pay --api-url http://127.0.0.1:9 --merchant m --secret operator-psp-secret-0123',
      ),
    );
    const site = await platform.sites.get('casino1');
    const siteId = site?.id ?? 0;
    await platform.cashier.setup.setMethods(siteId, [
      {
        code: 'bank',
        name: 'Bank transfer',
        kind: 'bank_transfer',
        providerCode: 'OPSPSP',
        minMinor: 1_000,
        maxMinor: 1_000_000,
        feeFixedMinor: 0,
        feeBasisPoints: 0,
        deposits: true,
        payouts: true,
      },
    ]);
    await platform.cashier.setup.setBanks(siteId, [
      { code: 'BDO', name: 'BDO', accountPattern: '\\d{10}', accountFormat: '10 digits' },
    ]);
    await run(...argv('cashier settings --site casino1 --wagering-percent 0 --max-pending 5'));
    await platform.operator.createPlayer('casino1', {
      accountId: 'cash1',
      password: 'Demo1234!',
      contactPhone: '+639170000031',
      contactEmail: 'cash1@example.com',
    });
    await run(
      ...argv('players credit --site casino1 --account cash1 --amount 500 --reason Float --id cash-float'),
    );
    const context = { domainName: 'casino1.localhost', address: '203.0.113.7' };
    const { token } = await platform.players.login(context, 'cash1', 'Demo1234!');
    let member = await platform.players.authenticate(context, 'cash1', token);
    await platform.players.updateProfile(member, 'Ana Cruz', 'cash1@example.com');
    member = await platform.players.authenticate(context, 'cash1', token);
    const account = await platform.cashier.bankAccounts.add(member, {
      bankCode: 'BDO',
      holderName: 'Ana Cruz',
      accountNumber: '1234567890',
    });
    const request = (amount: string, requestId: string) =>
      platform.cashier.withdraw(member, {
        methodCode: 'bank',
        amount,
        bankAccountId: account.bank_account_id,
        requestId,
      });
    const first = await request('100', 'operator-test-1');
    const second = await request('150', 'operator-test-2');

    lines = [];
    await run(...argv('withdrawals pending --site casino1'));
    expect(tables.at(-1)).toEqual([
      expect.objectContaining({ id: first.id, state: 'pending', account: 'cash1' }),
      expect.objectContaining({ id: second.id, state: 'pending' }),
    ]);
    await expect(run(...argv(`withdrawals reject --id ${first.id}`))).rejects.toThrow('--reason is required');
    await run('withdrawals', 'reject', '--id', first.id, '--reason', 'Documents needed');
    await run(...argv(`withdrawals approve --id ${second.id}`));
    expect(lines).toEqual([
      `Withdrawal ${first.id} is rejected; its hold is back in the player's balance.`,
      `Withdrawal ${second.id} is approved; its payout goes to the payment provider (sent again until it is taken).`,
    ]);
    const balance = await platform.operator.ledger.balance(member.player.id);
    expect(balance).toMatchObject({ gameMinor: 35_000, heldGameMinor: 15_000 });
    const steps = await platform.cashier.transactions(member, 'withdrawal', 1, 10);
    expect(steps.value.map((w) => [w.id, w.state, w.timeline.at(-1)?.note])).toEqual([
      [second.id, 'approved', ''],
      [first.id, 'rejected', 'Documents needed'],
    ]);
    expect(securityEvents.filter((e) => e['action'] === 'withdrawals approve')).toHaveLength(1);
    await expect(run(...argv(`withdrawals reject --id ${second.id} --reason Late`))).rejects.toThrow(
      'notCancellable',
    );
  });
});
