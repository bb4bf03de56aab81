import { sql } from 'drizzle-orm';
import { staffAuditLog } from '../../db/schema';
import { startBackofficeKit, type BackofficeKit } from '../testing/backoffice-test-kit';

jest.setTimeout(60_000);

interface AuditPage {
  statusCode: number;
  total: number;
  value: Array<{
    entry_id: number;
    action: string;
    staff_id: number | null;
    site_id: number | null;
    at: string;
  }>;
}

describe('the staff audit log', () => {
  let kit: BackofficeKit;

  beforeAll(async () => {
    kit = await startBackofficeKit();
  });

  afterAll(() => kit.close());

  it('refuses UPDATE, DELETE and TRUNCATE: entries are append-only', async () => {
    const staff = await kit.addStaff('writer@ops.example.com', 'viewer');
    await kit.signIn(staff);
    const { db } = kit.platform.database;
    const before = await kit.auditEntries();
    expect(before.length).toBeGreaterThan(0);
    await expect(db.update(staffAuditLog).set({ outcome: 'refused' })).rejects.toThrow();
    await expect(db.delete(staffAuditLog)).rejects.toThrow();
    await expect(db.execute(sql`truncate staff_audit_log`)).rejects.toThrow();
    expect(await kit.auditEntries()).toEqual(before);
  });

  it('lists for an owner, newest first, by staff, action, site and time, a page at a time', async () => {
    const owner = await kit.addStaff('auditor@ops.example.com', 'owner');
    const session = await kit.signIn(owner);
    const manager = await kit.addStaff('looker@ops.example.com', 'siteManager', [kit.siteA.id]);
    const managerSession = await kit.signIn(manager);
    kit.clock.advance(1);
    const start = kit.clock.now().toISOString();
    for (const siteId of [kit.siteA.id, kit.siteA.id, kit.siteB.id]) {
      kit.clock.advance(60);
      await kit.staffCall('sites/list', { site_id: siteId }, { session: managerSession });
    }
    const list = async (filter: object) =>
      (await kit.staffCall('audit/list', filter, { session })).json<AuditPage>();

    const byManager = await list({ staff_id: manager.id, action: 'sites/list' });
    expect(byManager.total).toBe(3);
    expect(byManager.value.map((entry) => entry.site_id)).toEqual([kit.siteB.id, kit.siteA.id, kit.siteA.id]);
    const times = byManager.value.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(byManager.value[0]).toMatchObject({ staff_id: manager.id, action: 'sites/list' });

    expect((await list({ site_id: kit.siteB.id })).value).toEqual([
      expect.objectContaining({ site_id: kit.siteB.id, staff_id: manager.id }),
    ]);
    const sinceStart = await list({ from: start, staff_id: manager.id });
    expect(sinceStart.total).toBe(3);
    expect((await list({ to: start, action: 'sites/list', staff_id: manager.id })).total).toBe(0);

    const page1 = await list({ staff_id: manager.id, page: 1, page_size: 2 });
    const page2 = await list({ staff_id: manager.id, page: 2, page_size: 2 });
    expect(page1.value).toHaveLength(2);
    expect(page1.total).toBe(page2.total);
    expect(page2.value[0]?.entry_id).toBeLessThan(page1.value[1]?.entry_id ?? 0);

    // Refused for anyone but an owner; every reading is itself an entry, refused or not.
    expect((await kit.staffCall('audit/list', {}, { session: managerSession })).json()).toMatchObject({
      message: 'staffForbidden',
    });
    expect((await list({ action: 'audit/list' })).value.slice(0, 2)).toEqual([
      expect.objectContaining({ staff_id: manager.id, outcome: 'refused', reason: 'staffForbidden' }),
      expect.objectContaining({ staff_id: owner.id, outcome: 'ok' }),
    ]);
  });

  it('refuses a malformed time range as invalidRequest', async () => {
    const owner = await kit.addStaff('dates@ops.example.com', 'owner');
    const session = await kit.signIn(owner);
    const response = await kit.staffCall('audit/list', { from: 'yesterday' }, { session });
    expect(response.statusCode).toBe(400);
    const [last] = (await kit.auditEntries()).slice(-1);
    expect(last).toMatchObject({ staffId: owner.id, action: 'audit/list', reason: 'invalidRequest' });
  });
});
