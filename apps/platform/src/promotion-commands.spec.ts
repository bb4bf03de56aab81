import { createTestPlatform, TEST_CASINO_SITE, type Platform } from '@wl/platform';
import { parseOperatorArgs, runOperatorCommand, type OperatorOutput } from './operator-commands';

const WELCOME = {
  code: 'welcome',
  title: 'Welcome bonus',
  terms: 'One hundred percent of your first deposit, bet five times within seven days.',
  bonusPercent: 100,
  maxBonusMinor: 500_000,
  minDepositMinor: 20_000,
  wageringMultiplier: 5,
  validDays: 7,
};

describe('operator promotion commands', () => {
  let platform: Platform;
  let lines: string[];
  let tables: object[][];
  const out: OperatorOutput = { log: (text) => lines.push(text), table: (rows) => tables.push([...rows]) };
  const run = (...words: string[]) => {
    const { command, flags } = parseOperatorArgs(words);
    return runOperatorCommand(platform, command, flags, out);
  };
  const set = (list: unknown) =>
    run('promotions', 'set', '--site', 'casino1', '--json', JSON.stringify(list));
  const listed = async () => {
    lines = [];
    await run('promotions', 'list', '--site', 'casino1', '--json');
    return JSON.parse(lines[0] ?? '[]') as Array<Record<string, unknown>>;
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

  it("sets a site's promotions by code and lists them, as a table or as the JSON set takes", async () => {
    await set([WELCOME, { ...WELCOME, code: 'reload', title: 'Weekend reload', bonusPercent: 50 }]);
    expect(tables[0]).toEqual([
      expect.objectContaining({ code: 'welcome', percent: 100, wagering: 5, active: true, position: 0 }),
      expect.objectContaining({ code: 'reload', percent: 50, active: true, position: 1 }),
    ]);
    const json = await listed();
    expect(json[0]).toEqual({
      ...WELCOME,
      kind: 'deposit_bonus',
      startsAt: null,
      endsAt: null,
      position: 0,
      active: true,
    });

    // What list --json prints, set again, changes nothing.
    await set(json);
    expect(await listed()).toEqual(json);

    // A code left out is switched off, not deleted; a listed one changes in place.
    await set([{ ...WELCOME, wageringMultiplier: 2.5, endsAt: '2026-12-31T23:59:59Z' }]);
    const after = await listed();
    expect(after.map((p) => [p['code'], p['active'], p['wageringMultiplier'], p['endsAt']])).toEqual([
      ['welcome', true, 2.5, '2026-12-31T23:59:59.000Z'],
      ['reload', false, 5, null],
    ]);
  });

  it('checks the whole list before changing anything', async () => {
    const before = await listed();
    const refused = async (list: unknown, pattern: RegExp) => {
      const error = await set(list).then(
        () => undefined,
        (e: unknown) => e as Error & { fields?: { details?: string } },
      );
      expect(error).toBeDefined();
      expect(`${error?.message} ${error?.fields?.details ?? ''}`).toMatch(pattern);
    };
    await refused(
      [
        { ...WELCOME, code: 'new-one' },
        { ...WELCOME, code: 'Bad Code' },
      ],
      /promotion 2: code/,
    );
    await refused([{ ...WELCOME, bonusPercent: 0 }], /bonusPercent/);
    await refused([{ ...WELCOME, wageringMultiplier: 1.234 }], /two decimals/);
    await refused([{ ...WELCOME, validDays: 400 }], /validDays/);
    await refused([{ ...WELCOME, maxBonusMinor: 10.5 }], /maxBonusMinor/);
    await refused([{ ...WELCOME, title: ' ' }], /title is required/);
    await refused([{ ...WELCOME, endsAt: 'soon' }], /endsAt/);
    await refused(
      [{ ...WELCOME, startsAt: '2026-06-01T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' }],
      /end must be after the start/,
    );
    await refused([{ ...WELCOME, kind: 'cashback' }], /kind/);
    await refused([{ ...WELCOME, surprise: true }], /surprise|Unrecognized/);
    await refused([WELCOME, WELCOME], /listed twice/);
    await expect(run('promotions', 'set', '--site', 'casino1', '--json', '{"code":"x"}')).rejects.toThrow(
      /list of promotions/,
    );
    await expect(run('promotions', 'set', '--site', 'casino1', '--json', '[oops')).rejects.toThrow(
      /not valid JSON/,
    );
    await expect(run('promotions', 'set', '--site', 'casino1', '--json')).rejects.toThrow(
      /--json is required/,
    );
    await expect(run('promotions', 'list', '--site', 'nowhere')).rejects.toThrow(/No site/);
    await expect(run('promotions', 'list')).rejects.toThrow(/--site is required/);
    expect(await listed()).toEqual(before);
  });

  it('sets a free-spin offer and lists it back as set takes it; freespins grant checks its flags', async () => {
    const spins = {
      code: 'spins',
      kind: 'free_spins',
      title: 'Twenty free spins',
      terms: 'Twenty free spins at 1.00 a spin.',
      freeSpinRounds: 20,
      freeSpinProvider: 'JILI',
      freeSpinGame: 'JL-FORTUNE',
      freeSpinBetMinor: 100,
      validDays: 7,
    };
    await set([WELCOME, spins]);
    const json = await listed();
    expect(json.find((p) => p['code'] === 'spins')).toEqual({
      ...spins,
      startsAt: null,
      endsAt: null,
      position: 1,
      active: true,
    });
    await set(json);
    expect(await listed()).toEqual(json);
    await expect(set([{ ...spins, freeSpinRounds: undefined }])).rejects.toMatchObject({
      fields: { details: expect.stringMatching(/freeSpinRounds: required for a free_spins promotion/) },
    });

    await expect(run('freespins', 'grant', '--site', 'casino1')).rejects.toThrow('--account is required');
    await expect(
      run('freespins', 'grant', '--site', 'casino1', '--account', 'nobody', '--rounds', '5'),
    ).rejects.toThrow('No player nobody on casino1');
  });
});
