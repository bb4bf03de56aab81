import { fakeApi, okAnswer } from '@wl/testing';
import { member, refused } from '../testing/fixtures';
import { STAFF_ROLES } from '@wl/contract';
import { BackofficeStore } from './root-store';
import { ROLES } from './staff-store';

describe('StaffStore', () => {
  it('offers every role the platform knows, in its order', () => {
    expect(ROLES).toEqual(STAFF_ROLES);
  });

  it('lists the staff', async () => {
    const { api } = fakeApi({
      'backoffice/staff/list': okAnswer('backoffice/staff/list', { value: [member()] }),
    });
    const store = new BackofficeStore(api);
    await store.staff.load();
    expect(store.staff.members.map((m) => m.email)).toEqual(['support@staff.example.com']);
  });

  it('creates a member, shows the one-time password once and empties the form', async () => {
    const created = member({ staff_id: 9, email: 'new@staff.example.com', totp_enrolled: false });
    const { api, calls } = fakeApi({
      'backoffice/staff/create': okAnswer('backoffice/staff/create', {
        staff: created,
        initial_password: 'made-once-password',
      }),
    });
    const store = new BackofficeStore(api);
    const form = store.staff.form;
    form.set('email', ' new@staff.example.com ');
    form.set('displayName', 'New Member');
    form.setRole('support');
    form.toggleSite(2);
    form.toggleSite(3);
    form.toggleSite(3);
    expect(await store.staff.create()).toBe(true);
    expect(calls[0]?.body).toEqual({
      email: 'new@staff.example.com',
      display_name: 'New Member',
      role: 'support',
      site_ids: [2],
    });
    expect(store.staff.created).toEqual({
      email: 'new@staff.example.com',
      initialPassword: 'made-once-password',
    });
    expect(store.staff.members).toHaveLength(1);
    expect(store.staff.form.email).toBe('');
    store.staff.dismissCreated();
    expect(store.staff.created).toBeUndefined();
  });

  it('sends a given password and no sites for an owner, and keeps the form on an error', async () => {
    const { api, calls } = fakeApi({ 'backoffice/staff/create': refused('staffExists') });
    const store = new BackofficeStore(api);
    const form = store.staff.form;
    form.set('email', 'x@staff.example.com');
    form.set('displayName', 'X');
    form.toggleSite(2);
    form.setRole('owner');
    form.set('password', 'A-long-password-1');
    expect(await store.staff.create()).toBe(false);
    expect(calls[0]?.body).toMatchObject({ role: 'owner', site_ids: [], password: 'A-long-password-1' });
    expect(store.staff.createError).toBe('staffExists');
    expect(store.staff.form.email).toBe('x@staff.example.com');
  });

  it('changes a role and sites, and names a refusal', async () => {
    const answers: Record<string, object> = {
      'backoffice/staff/list': okAnswer('backoffice/staff/list', { value: [member()] }),
      'backoffice/staff/update': okAnswer('backoffice/staff/update', {
        staff: member({ role: 'finance', sites: [{ site_id: 3, key: 'k3', name: 'Three' }] }),
      }),
    };
    const { api, calls } = fakeApi(answers);
    const store = new BackofficeStore(api);
    await store.staff.load();
    const first = store.staff.members[0];
    if (!first) throw new Error('no member');
    store.staff.startEdit(first);
    store.staff.setEditRole('finance');
    store.staff.toggleEditSite(2);
    store.staff.toggleEditSite(3);
    expect(await store.staff.saveEdit()).toBe(true);
    expect(calls[1]?.body).toEqual({ staff_id: 4, role: 'finance', site_ids: [3] });
    expect(store.staff.members[0]?.role).toBe('finance');
    expect(store.staff.edit).toBeUndefined();

    answers['backoffice/staff/update'] = refused('staffLastOwner');
    store.staff.startEdit(first);
    expect(await store.staff.saveEdit()).toBe(false);
    expect(store.staff.editError).toBe('staffLastOwner');
  });

  it('disables a member and ends sessions, each result on its row', async () => {
    const answers: Record<string, object> = {
      'backoffice/staff/list': okAnswer('backoffice/staff/list', { value: [member({ live_sessions: 2 })] }),
      'backoffice/staff/end_sessions': okAnswer('backoffice/staff/end_sessions', { ended: 2 }),
      'backoffice/staff/disable': refused('staffLastOwner'),
    };
    const { api } = fakeApi(answers);
    const store = new BackofficeStore(api);
    await store.staff.load();
    await store.staff.endSessions(4);
    expect(store.staff.rowResult).toEqual({ staffId: 4, kind: 'done', key: 'staff.sessionsEnded', count: 2 });
    expect(store.staff.members[0]?.live_sessions).toBe(0);

    await store.staff.disable(4);
    expect(store.staff.rowResult).toEqual({ staffId: 4, kind: 'error', key: 'staffLastOwner' });

    answers['backoffice/staff/disable'] = okAnswer('backoffice/staff/disable', {
      staff: member({ disabled: true, live_sessions: 0 }),
      ended_sessions: 0,
    });
    await store.staff.disable(4);
    expect(store.staff.members[0]?.disabled).toBe(true);
    expect(store.staff.rowResult?.kind).toBe('done');
  });

  it('names a forbidden list', async () => {
    const { api } = fakeApi({ 'backoffice/staff/list': refused('staffForbidden') });
    const store = new BackofficeStore(api);
    await store.staff.load();
    expect(store.staff.error).toBe('staffForbidden');
  });
});
