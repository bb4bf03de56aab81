import { fakeApi, okAnswer } from '@wl/testing';
import { OWNER, SUPPORT, refused, site } from '../testing/fixtures';
import { BackofficeStore } from './root-store';

describe('SessionStore', () => {
  it('asks who is signed in on start', async () => {
    const { api } = fakeApi({ 'backoffice/auth/me': okAnswer('backoffice/auth/me', { staff: OWNER }) });
    const store = new BackofficeStore(api);
    expect(store.session.state).toBe('starting');
    await store.session.start();
    expect(store.session.state).toBe('signedIn');
    expect(store.session.isOwner).toBe(true);
  });

  it('starts signed out, without the "session ended" notice, when there is no session', async () => {
    const { api } = fakeApi({ 'backoffice/auth/me': refused('staffSignInRequired') });
    const store = new BackofficeStore(api);
    await store.session.start();
    expect(store.session.state).toBe('signedOut');
    expect(store.session.ended).toBe(false);
    expect(store.session.startError).toBeUndefined();
  });

  it('names a failed start', async () => {
    const { api } = fakeApi({ 'backoffice/auth/me': { statusCode: -503, message: 'serviceUnavailable' } });
    const store = new BackofficeStore(api);
    await store.session.start();
    expect(store.session.state).toBe('signedOut');
    expect(store.session.startError).toBe('serviceUnavailable');
  });

  it('sends the user back to sign-in with the notice when any call answers staffSignInRequired', async () => {
    const answers: Record<string, object> = {
      'backoffice/auth/me': okAnswer('backoffice/auth/me', { staff: SUPPORT }),
      'backoffice/sites/list': okAnswer('backoffice/sites/list', { value: [site()] }),
    };
    const { api } = fakeApi(answers);
    const store = new BackofficeStore(api);
    await store.session.start();
    await store.sites.load();
    expect(store.sites.sites).toHaveLength(1);

    answers['backoffice/sites/list'] = refused('staffSignInRequired');
    await store.sites.load();
    expect(store.session.state).toBe('signedOut');
    expect(store.session.ended).toBe(true);
    expect(store.session.profile).toBeUndefined();
    // The signed-out session's data is gone.
    expect(store.sites.sites).toEqual([]);
  });

  it('signs out', async () => {
    const { api, calls } = fakeApi({
      'backoffice/auth/me': okAnswer('backoffice/auth/me', { staff: OWNER }),
    });
    const store = new BackofficeStore(api);
    await store.session.start();
    await store.session.signOut();
    expect(calls.map((c) => c.path)).toEqual(['backoffice/auth/me', 'backoffice/auth/sign_out']);
    expect(store.session.state).toBe('signedOut');
    expect(store.session.ended).toBe(false);
  });
});
