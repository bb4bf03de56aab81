import { fakeApi, okAnswer } from '@wl/testing';
import { OWNER, refused } from '../../testing/fixtures';
import { BackofficeStore } from '../root-store';

const given = { ...OWNER, password_change_required: true };

async function signedInStore(table: Record<string, Record<string, unknown>>) {
  const { api, calls } = fakeApi({
    'backoffice/auth/me': okAnswer('backoffice/auth/me', { staff: given }),
    ...table,
  });
  const store = new BackofficeStore(api);
  await store.session.start();
  return { store, calls };
}

describe('PasswordStore', () => {
  it('holds the member at the password until their own is saved, then lets them on', async () => {
    const { store, calls } = await signedInStore({
      'backoffice/auth/change_password': okAnswer('backoffice/auth/change_password', { ended_sessions: 2 }),
    });
    expect(store.session.mustChangePassword).toBe(true);
    store.password.setField('current', 'Given-Password-1');
    store.password.setField('next', 'Own-Password-22');
    store.password.setField('confirm', 'Own-Password-22');
    expect(await store.password.save()).toBe(true);
    expect(calls.at(-1)).toEqual({
      path: 'backoffice/auth/change_password',
      body: { current_password: 'Given-Password-1', new_password: 'Own-Password-22' },
    });
    expect(store.session.mustChangePassword).toBe(false);
    expect(store.password.endedSessions).toBe(2);
    expect(store.password.current).toBe('');
  });

  it('sends nothing when the two new passwords differ', async () => {
    const { store, calls } = await signedInStore({});
    store.password.setField('current', 'Given-Password-1');
    store.password.setField('next', 'Own-Password-22');
    store.password.setField('confirm', 'Own-Password-23');
    expect(await store.password.save()).toBe(false);
    expect(store.password.error).toBe('mismatch');
    expect(calls.map((call) => call.path)).toEqual(['backoffice/auth/me']);
  });

  it('shows the refusal and keeps the member at the password', async () => {
    const { store } = await signedInStore({
      'backoffice/auth/change_password': refused('invalidCredentials'),
    });
    store.password.setField('current', 'Wrong-Password-1');
    store.password.setField('next', 'Own-Password-22');
    store.password.setField('confirm', 'Own-Password-22');
    expect(await store.password.save()).toBe(false);
    expect(store.password.error).toBe('invalidCredentials');
    expect(store.session.mustChangePassword).toBe(true);
  });
});
