import type { SessionStore } from '@wl/core';
import { SignInFormStore } from './sign-in-form-store';
import { TAC_LENGTH } from './tac';
import { loadSignInForm } from './load-sign-in-form';

function fakeUser(ok = true) {
  const answer = { statusCode: ok ? 1 : 0, message: ok ? 'OK' : 'invalidCredentials' };
  const user = {
    login: jest.fn(async () => ({ ok, answer })),
    loginWithCode: jest.fn(async () => ({ ok, answer })),
    requestLoginCode: jest.fn(async () => ({ ok, answer })),
  };
  return {
    user,
    asStore: user as Pick<SessionStore, 'login' | 'loginWithCode' | 'requestLoginCode'> as SessionStore,
  };
}

it('is loaded as its own chunk', async () => {
  expect(await loadSignInForm()).toBe(SignInFormStore);
});

it('signs in with the account id and password', async () => {
  const { user, asStore } = fakeUser();
  const form = new SignInFormStore(asStore, false);
  form.set('accountId', '  demo1 ');
  form.set('password', 'Demo1234!');
  expect(await form.submit()).toBe(true);
  expect(user.login).toHaveBeenCalledWith('demo1', 'Demo1234!');
  expect(form.password).toBe('');
});

it('requires both fields and sends nothing until they are filled', async () => {
  const { user, asStore } = fakeUser();
  const form = new SignInFormStore(asStore, false);
  expect(await form.submit()).toBe(false);
  expect(form.problems).toEqual({ accountId: 'required', password: 'required' });
  form.set('accountId', 'demo1');
  expect(form.problems).toEqual({ password: 'required' });
  expect(user.login).not.toHaveBeenCalled();
});

it('keeps what was typed when the sign-in fails', async () => {
  const { asStore } = fakeUser(false);
  const form = new SignInFormStore(asStore, false);
  form.set('accountId', 'demo1');
  form.set('password', 'wrong');
  expect(await form.submit()).toBe(false);
  expect(form.password).toBe('wrong');
  expect(form.submitting).toBe(false);
});

it('offers code login only when the site allows it (site.tac_login)', () => {
  const { asStore } = fakeUser();
  const closed = new SignInFormStore(asStore, false);
  closed.setMode('code');
  expect(closed.mode).toBe('password');
  const open = new SignInFormStore(asStore, true);
  open.setMode('code');
  expect(open.mode).toBe('code');
});

it(`signs in with a ${TAC_LENGTH}-digit code, after asking for one`, async () => {
  const { user, asStore } = fakeUser();
  const form = new SignInFormStore(asStore, true);
  form.setMode('code');
  expect(await form.requestCode()).toBe(false);
  expect(form.problems).toEqual({ accountId: 'required' });
  form.set('accountId', 'demo1');
  expect(await form.requestCode()).toBe(true);
  expect(user.requestLoginCode).toHaveBeenCalledWith('demo1');
  expect(form.codeSent).toBe(true);

  form.set('tac', '12a34');
  expect(form.tac).toBe('1234');
  expect(await form.submit()).toBe(false);
  expect(form.problems).toEqual({ tac: 'tacFormat' });
  form.set('tac', '1234567');
  expect(form.tac).toBe('123456');
  expect(await form.submit()).toBe(true);
  expect(user.loginWithCode).toHaveBeenCalledWith('demo1', '123456');
});
