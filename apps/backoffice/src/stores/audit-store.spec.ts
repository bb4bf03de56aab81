import { fakeApi, okAnswer } from '@wl/testing';
import { refused } from '../testing/fixtures';
import { AuditStore, isoMoment } from './audit-store';
import { BackofficeStore } from './root-store';

const entry = (id: number) => ({
  entry_id: id,
  at: '2026-11-27T10:00:00.000Z',
  staff_id: 1,
  staff_email: 'owner@staff.example.com',
  address: '127.0.0.1',
  user_agent: 'test',
  action: 'staff/create',
  target_kind: 'staff',
  target_id: '9',
  site_id: null,
  before: null,
  after: { email: 'new@staff.example.com' },
  outcome: 'ok' as const,
  reason: null,
});

describe('AuditStore', () => {
  it('loads the first page newest first with no filters', async () => {
    const { api, calls } = fakeApi({
      'backoffice/audit/list': okAnswer('backoffice/audit/list', {
        value: [entry(2), entry(1)],
        total: 120,
        page: 1,
        page_size: 50,
      }),
    });
    const store = new BackofficeStore(api);
    await store.audit.search();
    expect(calls[0]?.body).toEqual({ page: 1, page_size: 50 });
    expect(store.audit.entries.map((e) => e.entry_id)).toEqual([2, 1]);
    expect(store.audit.total).toBe(120);
  });

  it('sends the applied filters only, times as ISO, and pages with them', async () => {
    const { api, calls } = fakeApi((_path, body) =>
      okAnswer('backoffice/audit/list', { value: [], total: 0, page: Number(body['page']), page_size: 50 }),
    );
    const store = new BackofficeStore(api);
    store.audit.setFilter('staffId', '4');
    store.audit.setFilter('action', ' staff/create ');
    store.audit.setFilter('siteId', '2');
    store.audit.setFilter('from', '2026-11-01T00:00');
    store.audit.setFilter('to', 'not a time');
    await store.audit.search();
    expect(calls[0]?.body).toEqual({
      page: 1,
      page_size: 50,
      staff_id: 4,
      action: 'staff/create',
      site_id: 2,
      from: new Date('2026-11-01T00:00').toISOString(),
    });
    // A typed but not applied filter does not change the next page's request.
    store.audit.setFilter('action', 'other');
    await store.audit.load(3);
    expect(calls[1]?.body).toMatchObject({ page: 3, action: 'staff/create' });
    expect(store.audit.page).toBe(3);

    await store.audit.resetFilters();
    expect(calls[2]?.body).toEqual({ page: 1, page_size: 50 });
  });

  it('keeps the later answer when two loads overlap', async () => {
    const release: Array<() => void> = [];
    const { api } = fakeApi(
      (_path, body) =>
        new Promise((resolve) => {
          release.push(() =>
            resolve(
              okAnswer('backoffice/audit/list', {
                value: [entry(Number(body['page']))],
                total: 200,
                page: Number(body['page']),
                page_size: 50,
              }),
            ),
          );
        }),
    );
    const store = new AuditStore(() => new BackofficeStore(api).calls);
    const first = store.load(1);
    const second = store.load(2);
    while (release.length < 2) await new Promise((resolve) => setTimeout(resolve, 0));
    release[1]?.();
    await second;
    release[0]?.();
    await first;
    expect(store.page).toBe(2);
    expect(store.entries[0]?.entry_id).toBe(2);
  });

  it('names a refusal', async () => {
    const { api } = fakeApi({ 'backoffice/audit/list': refused('staffForbidden') });
    const store = new BackofficeStore(api);
    await store.audit.search();
    expect(store.audit.error).toBe('staffForbidden');
  });

  it('reads local times', () => {
    expect(isoMoment('')).toBeUndefined();
    expect(isoMoment('nonsense')).toBeUndefined();
    expect(isoMoment('2026-11-27T10:30')).toBe(new Date('2026-11-27T10:30').toISOString());
  });
});
