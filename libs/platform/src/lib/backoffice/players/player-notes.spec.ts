import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { staffPlayerNotes } from '../../db/schema';
import { PASSWORD } from '../../players/testing/player-test-kit';
import { startBackofficeKit, type BackofficeKit } from '../testing/backoffice-test-kit';

jest.setTimeout(120_000);

interface Note {
  note_id: number;
  body: string;
  staff_id: number;
  staff_display_name: string;
  staff_email: string;
  created_at: string;
}

const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) =>
  response.json<T & { statusCode: number; message: string }>();

describe("staff notes on a player's account", () => {
  let kit: BackofficeKit;
  let owner: string;
  let support: string;
  let finance: string;
  let viewer: string;
  let siteManager: string;
  let betaSupport: string;
  let alphaSite: number;
  let supportId: number;

  const call = (path: string, body: object, session: string) =>
    kit.staffCall(`players/${path}`, body, { session });
  const add = (body: string, session: string, accountId = 'rosa') =>
    call('add_note', { site_id: alphaSite, account_id: accountId, body }, session);
  const list = async (session: string, extra: object = {}) =>
    json<{ value: Note[]; total: number }>(
      await call('notes', { site_id: alphaSite, account_id: 'rosa', ...extra }, session),
    );
  const stored = async () => {
    const player = await kit.platform.operator.findPlayer('alpha', 'rosa');
    if (!player) throw new Error('no player rosa');
    return kit.platform.database.db
      .select()
      .from(staffPlayerNotes)
      .where(eq(staffPlayerNotes.playerId, player.id));
  };

  beforeAll(async () => {
    kit = await startBackofficeKit();
    alphaSite = kit.siteA.id;
    await kit.platform.operator.createPlayer('alpha', {
      accountId: 'rosa',
      password: PASSWORD,
      contactPhone: '+639170009876',
      contactEmail: 'rosa@example.com',
      fullName: 'Rosa Santos',
    });
    owner = await kit.signIn(await kit.addStaff('owner@ops.example.com', 'owner'));
    const supportStaff = await kit.addStaff('support@ops.example.com', 'support', [alphaSite]);
    supportId = supportStaff.id;
    support = await kit.signIn(supportStaff);
    finance = await kit.signIn(await kit.addStaff('finance@ops.example.com', 'finance', [alphaSite]));
    viewer = await kit.signIn(await kit.addStaff('viewer@ops.example.com', 'viewer', [alphaSite]));
    siteManager = await kit.signIn(await kit.addStaff('manager@ops.example.com', 'siteManager', [alphaSite]));
    betaSupport = await kit.signIn(await kit.addStaff('beta@ops.example.com', 'support', [kit.siteB.id]));
  });

  afterAll(() => kit.close());

  it('lets support add a note, trimmed, with its author and time, and audits it', async () => {
    const before = (await kit.auditEntries()).length;
    const added = json<{ note: Note }>(
      await add('  Called about a missing deposit, told to wait 24h  ', support),
    );
    expect(added.statusCode).toBe(1);
    expect(added.note).toEqual({
      note_id: expect.any(Number),
      body: 'Called about a missing deposit, told to wait 24h',
      staff_id: supportId,
      staff_display_name: 'Test Staff',
      staff_email: 'support@ops.example.com',
      created_at: kit.clock.now().toISOString(),
    });
    expect((await kit.auditEntries()).slice(before)).toEqual([
      expect.objectContaining({
        action: 'players/add_note',
        outcome: 'ok',
        staffId: supportId,
        targetKind: 'player',
        targetId: 'rosa',
        siteId: alphaSite,
        after: { note_id: added.note.note_id, body: added.note.body },
      }),
    ]);
  });

  it('lists the notes newest first to every role of the site, and pages', async () => {
    const second = json<{ note: Note }>(await add('Asked for a limit; sent the page', owner)).note;
    for (const session of [owner, support, finance, viewer, siteManager]) {
      const notes = await list(session);
      expect(notes.statusCode).toBe(1);
      expect(notes.total).toBe(2);
      expect(notes.value.map((note) => note.body)).toEqual([
        'Asked for a limit; sent the page',
        'Called about a missing deposit, told to wait 24h',
      ]);
    }
    const first = await list(viewer, { page_size: 1 });
    expect(first.value).toEqual([second]);
    expect((await list(viewer, { page_size: 1, page: 2 })).value[0]?.staff_email).toBe(
      'support@ops.example.com',
    );
  });

  it('refuses finance and viewer a note, storing nothing and auditing the refusal', async () => {
    const count = (await stored()).length;
    for (const session of [finance, viewer, siteManager]) {
      expect(json(await add('I may not write this', session)).message).toBe('staffForbidden');
    }
    expect(await stored()).toHaveLength(count);
    expect((await kit.auditEntries()).at(-1)).toMatchObject({
      action: 'players/add_note',
      outcome: 'refused',
      reason: 'staffForbidden',
    });
  });

  it('refuses staff of another site, both reading and writing, and an unknown player', async () => {
    const count = (await stored()).length;
    expect(json(await add('Not my site', betaSupport)).message).toBe('staffSiteForbidden');
    expect((await list(betaSupport)).message).toBe('staffSiteForbidden');
    expect(json(await add('Nobody', support, 'nobody')).message).toBe('playerNotFound');
    expect(await stored()).toHaveLength(count);
  });

  it('refuses an empty or too long body', async () => {
    const count = (await stored()).length;
    expect(json(await add('   ', support)).message).toBe('invalidRequest');
    expect(json(await add('x'.repeat(2001), support)).message).toBe('invalidRequest');
    expect(await stored()).toHaveLength(count);
    expect(json(await add('x'.repeat(2000), support)).statusCode).toBe(1);
  });

  it('stores markup as text, exactly as written', async () => {
    const body = '<script>alert(1)</script> <b>not bold</b>';
    const added = json<{ note: Note }>(await add(body, support)).note;
    expect(added.body).toBe(body);
    expect((await list(viewer)).value[0]).toEqual(added);
    expect((await stored()).find((row) => row.id === added.note_id)?.body).toBe(body);
  });
});
