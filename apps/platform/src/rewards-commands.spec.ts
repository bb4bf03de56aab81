import { createTestPlatform, TEST_CASINO_SITE, type Platform } from '@wl/platform';
import { parseOperatorArgs, runOperatorCommand, type OperatorOutput } from './operator-commands';

describe('operator rewards commands', () => {
  let platform: Platform;
  let lines: string[];
  let tables: object[][];
  const out: OperatorOutput = { log: (text) => lines.push(text), table: (rows) => tables.push([...rows]) };
  const run = (...words: string[]) => {
    const { command, flags } = parseOperatorArgs(words);
    return runOperatorCommand(platform, command, flags, out);
  };

  beforeAll(async () => {
    platform = await createTestPlatform({ providerHealth: async () => true });
    await platform.sites.upsertSite(TEST_CASINO_SITE);
  }, 60_000);
  afterAll(() => platform.close());
  beforeEach(() => {
    lines = [];
    tables = [];
  });

  it("changes a site's rewards settings and keeps the rest; a bad value changes nothing", async () => {
    await run(
      'rewards',
      'settings',
      '--site',
      'casino1',
      '--json',
      '{"time_zone":"Asia/Manila","spin_cost":25}',
    );
    const changed = JSON.parse(lines[0] ?? '{}') as {
      time_zone: string;
      spin_cost: number;
      wheel: unknown[];
    };
    expect(changed).toMatchObject({ time_zone: 'Asia/Manila', spin_cost: 25 });
    expect(changed.wheel.length).toBeGreaterThan(1);

    await expect(
      run('rewards', 'settings', '--site', 'casino1', '--json', '{"time_zone":"Mars/Base"}'),
    ).rejects.toThrow(/time zone/);
    await expect(run('rewards', 'settings', '--site', 'casino1', '--json', '{oops')).rejects.toThrow(
      /not valid JSON/,
    );
    lines = [];
    await run('rewards', 'settings', '--site', 'casino1');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ time_zone: 'Asia/Manila', spin_cost: 25 });
  });

  it('sets missions by code and lists them; an invalid list changes nothing', async () => {
    const missions = [
      {
        code: 'daily-spin',
        period: 'daily',
        kind: 'distinct_games',
        target: 3,
        rewardKind: 'tokens',
        rewardAmount: 5,
      },
    ];
    await run('missions', 'set', '--site', 'casino1', '--json', JSON.stringify(missions));
    expect(tables[0]).toEqual([expect.objectContaining({ code: 'daily-spin', target: 3, active: true })]);

    const bad = [{ ...missions[0], code: 'Bad Code' }];
    await expect(
      run('missions', 'set', '--site', 'casino1', '--json', JSON.stringify(bad)),
    ).rejects.toThrow();
    tables = [];
    await run('missions', 'list', '--site', 'casino1');
    expect(tables[0]).toHaveLength(1);
    await expect(run('missions', 'list', '--site', 'nowhere')).rejects.toThrow(/No site/);
  });

  it('pays the leaderboard weeks ended by the given time', async () => {
    await run('leaderboard', 'pay', '--at', '2026-11-20T00:00:00Z');
    expect(lines[0]).toMatch(/^Paid: /);
    await expect(run('leaderboard', 'pay', '--at', 'soon')).rejects.toThrow(/--at/);
  });

  it('settles the referral days ended by the given time, each once, on sites that show referral', async () => {
    const settled = () => JSON.parse((lines.pop() ?? '').replace(/^Settled: /, '')) as unknown;
    // casino1 shows no referral yet: nothing to settle.
    await run('referral', 'settle', '--at', '2026-11-26T12:00:00Z');
    expect(settled()).toEqual({ days: 0, referrers: 0, paid_minor: 0 });

    await platform.sites.upsertSite({ ...TEST_CASINO_SITE, settings: { referral: { setting_value: 1 } } });
    await run(
      'rewards',
      'settings',
      '--site',
      'casino1',
      '--json',
      '{"referral":{"commission_percent":7.5,"basis":"turnover"}}',
    );
    expect(JSON.parse(lines.pop() ?? '{}')).toMatchObject({
      referral: { commission_percent: 7.5, basis: 'turnover' },
    });
    await expect(
      run(
        'rewards',
        'settings',
        '--site',
        'casino1',
        '--json',
        '{"referral":{"commission_percent":60,"basis":"turnover"}}',
      ),
    ).rejects.toThrow();

    // Never settled: the day before --at in the site's zone (Asia/Manila, set above) is 25 November.
    await run('referral', 'settle', '--at', '2026-11-26T12:00:00Z');
    expect(settled()).toEqual({ days: 1, referrers: 0, paid_minor: 0 });
    await run('referral', 'settle', '--at', '2026-11-26T12:00:00Z');
    expect(settled()).toEqual({ days: 0, referrers: 0, paid_minor: 0 });
    // Two days later: the 26th and the 27th.
    await run('referral', 'settle', '--at', '2026-11-28T12:00:00Z');
    expect(settled()).toEqual({ days: 2, referrers: 0, paid_minor: 0 });
    // One site only: the next day of casino1; a site that does not exist is an error.
    await run('referral', 'settle', '--site', 'casino1', '--at', '2026-11-29T12:00:00Z');
    expect(settled()).toEqual({ days: 1, referrers: 0, paid_minor: 0 });
    await expect(
      run('referral', 'settle', '--site', 'nowhere', '--at', '2026-11-30T12:00:00Z'),
    ).rejects.toThrow();
    await expect(run('referral', 'settle', '--at', 'tomorrow')).rejects.toThrow(/--at/);
  });
});
