import { createTestPlatform, TEST_CASINO_SITE, type Platform } from '@wl/platform';
import { parseOperatorArgs, runOperatorCommand, type OperatorOutput } from './operator-commands';

describe('operator sportsbook commands', () => {
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

  it("sets a site's stake and payout limits; limits out of order change nothing", async () => {
    await run('sportsbook', 'limits', '--site', 'casino1');
    expect(tables[0]).toEqual([
      {
        site: 'casino1',
        minStake: '₱1.00',
        maxStake: '₱100,000.00',
        maxPayout: '₱1,000,000.00',
        cashOutMargin: '5 %',
      },
    ]);
    await run(
      'sportsbook',
      'set',
      '--site',
      'casino1',
      '--min',
      '10',
      '--max',
      '5000',
      '--max-payout',
      '200000',
      '--cash-out-margin',
      '7.5',
    );
    tables = [];
    await run('sportsbook', 'limits', '--site', 'casino1');
    expect(tables[0]).toEqual([
      {
        site: 'casino1',
        minStake: '₱10.00',
        maxStake: '₱5,000.00',
        maxPayout: '₱200,000.00',
        cashOutMargin: '7.5 %',
      },
    ]);
    await expect(
      run('sportsbook', 'set', '--site', 'casino1', '--min', '100', '--max', '50', '--max-payout', '200000'),
    ).rejects.toThrow(/--max must be at least --min/);
    await expect(
      run(
        'sportsbook',
        'set',
        '--site',
        'casino1',
        '--min',
        '1.005',
        '--max',
        '50',
        '--max-payout',
        '200000',
      ),
    ).rejects.toThrow();
    await expect(run('sportsbook', 'set', '--site', 'nowhere', '--min', '1')).rejects.toThrow(/No site/);
    tables = [];
    await run('sportsbook', 'limits', '--site', 'casino1');
    expect(tables[0]).toMatchObject([{ minStake: '₱10.00', maxStake: '₱5,000.00' }]);
  });

  it('moves the match feed to a given time and refuses a time that is not one', async () => {
    await run('sports', 'feed', '--at', '2030-01-01T12:00:00Z');
    expect(lines[0]).toMatch(/^Feed at 2030-01-01T12:00:00.000Z: \d+ matches changed/);
    await expect(run('sports', 'feed', '--at', 'tomorrow')).rejects.toThrow(/--at must be a date/);
    await run('sports', 'settle');
    expect(lines.at(-1)).toBe('Settled 0 bets.');
    await expect(
      run('sports', 'correct', '--match', '1', '--score', 'two-one', '--ht', '0-0'),
    ).rejects.toThrow(/--score must be a score/);
    await expect(
      run('sports', 'correct', '--match', '999999', '--score', '1-0', '--ht', '0-0'),
    ).rejects.toThrow(/not a finished match/);
  });
});
