import { FORCE_LOGOUT_KEY, SessionPersistence, watchForceLogout } from './session-persistence';

it('tolerates storage that throws (private mode)', () => {
  const broken = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('denied');
    },
    removeItem: () => {
      throw new Error('denied');
    },
  };
  const persistence = new SessionPersistence(broken);
  expect(persistence.read()).toBeNull();
  expect(() =>
    persistence.write({ account_id: 'a', session_token: 's', token: 't', full_name: '', contact_email: '' }),
  ).not.toThrow();
  expect(() => persistence.clear()).not.toThrow();
  expect(() => persistence.writeForceLogout(1)).not.toThrow();
});

it('tells this tab when another tab writes the force-logout marker, and nothing else', () => {
  const onForceLogout = jest.fn();
  const stop = watchForceLogout(window, onForceLogout);
  window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '1' }));
  window.dispatchEvent(new StorageEvent('storage', { key: FORCE_LOGOUT_KEY, newValue: null }));
  expect(onForceLogout).not.toHaveBeenCalled();
  window.dispatchEvent(new StorageEvent('storage', { key: FORCE_LOGOUT_KEY, newValue: '123' }));
  expect(onForceLogout).toHaveBeenCalledTimes(1);
  stop();
  window.dispatchEvent(new StorageEvent('storage', { key: FORCE_LOGOUT_KEY, newValue: '124' }));
  expect(onForceLogout).toHaveBeenCalledTimes(1);
});
