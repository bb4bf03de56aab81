import { createTestPlatform, TEST_CASINO_SITE, type Platform } from '@wl/platform';
import { parseOperatorArgs, runOperatorCommand, type OperatorOutput } from './operator-commands';

describe('operator staff commands', () => {
  let platform: Platform;
  let lines: string[];
  let tables: object[][];
  const out: OperatorOutput = { log: (text) => lines.push(text), table: (rows) => tables.push([...rows]) };
  const run = (...words: string[]) => {
    const { command, flags } = parseOperatorArgs(words);
    return runOperatorCommand(platform, command, flags, out);
  };
  const audit = async () =>
    (await platform.backoffice.audit.list({ page: 1, pageSize: 100 })).rows.map((row) => [
      row.action,
      row.outcome,
      row.reason,
    ]);

  beforeAll(async () => {
    platform = await createTestPlatform();
    await platform.sites.upsertSite(TEST_CASINO_SITE);
    await platform.sites.upsertSite({ ...TEST_CASINO_SITE, key: 'slot2', hosts: ['slot2.localhost'] });
  }, 60_000);
  afterAll(() => platform.close());
  beforeEach(() => {
    lines = [];
    tables = [];
  });

  it('adds a staff member with a one-time password printed, or with the one given', async () => {
    await run('staff', 'add', '--email', 'Ops@Example.com', '--name', 'Ops Lead', '--role', 'owner');
    expect(lines[0]).toBe('Staff member ops@example.com (owner) added.');
    expect(lines[1]).toMatch(
      /^Initial password \(shown this once, give it to them safely\): [A-Za-z0-9_-]{20}$/,
    );
    lines = [];
    await run(
      'staff',
      'add',
      '--email',
      'helper@example.com',
      '--name',
      'Help Desk',
      '--role',
      'support',
      '--sites',
      'casino1,slot2',
      '--password',
      'Lantern8Meadow',
    );
    expect(lines.join('\n')).not.toContain('Initial password');
    await run('staff', 'list');
    expect(tables[0]).toEqual([
      {
        email: 'helper@example.com',
        name: 'Help Desk',
        role: 'support',
        sites: 'casino1,slot2',
        totp: 'not yet',
        state: 'enabled',
        sessions: 0,
      },
      expect.objectContaining({ email: 'ops@example.com', role: 'owner', sites: 'all' }),
    ]);
  });

  it('refuses an unknown role or site, and a weak password, adding no one', async () => {
    const add = (...extra: string[]) =>
      run('staff', 'add', '--email', 'bad@example.com', '--name', 'Bad Input', ...extra);
    await expect(add('--role', 'admin')).rejects.toThrow(/--role is one of owner, siteManager/);
    await expect(add('--role', 'viewer', '--sites', 'nowhere')).rejects.toThrow('No site with key nowhere');
    await expect(add('--role', 'viewer', '--password', 'password1')).rejects.toThrow('weakPassword');
    expect(await platform.backoffice.staff.byEmail('bad@example.com')).toBeUndefined();
    expect((await audit())[0]).toEqual(['operator staff add', 'refused', 'weakPassword']);
  });

  it('disables a staff member and resets an authenticator, each audited', async () => {
    await run('staff', 'reset-totp', '--email', 'helper@example.com');
    expect(lines[0]).toMatch(/^Authenticator of helper@example.com reset; 0 session\(s\) ended/);
    await run('staff', 'disable', '--email', 'helper@example.com');
    expect(lines[1]).toBe('Staff member helper@example.com disabled; 0 session(s) ended.');
    expect((await platform.backoffice.staff.byEmail('helper@example.com'))?.disabled).toBe(true);
    await expect(run('staff', 'disable', '--email', 'ops@example.com')).rejects.toThrow('staffLastOwner');
    await expect(run('staff', 'disable', '--email', 'who@example.com')).rejects.toThrow(/No staff member/);
    expect((await audit()).slice(0, 3)).toEqual([
      ['operator staff disable', 'refused', 'staffLastOwner'],
      ['operator staff disable', 'ok', null],
      ['operator staff reset-totp', 'ok', null],
    ]);
  });
});
