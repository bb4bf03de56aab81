import i18next from 'i18next';
import type { Envelope } from '@wl/api';
import { setupI18n } from '@wl/i18n';
import { ToastStore } from '@wl/core';
import { answersByPath, fakeApi } from '@wl/testing';
import { ForgotPasswordStore } from './forgot-password-store';
import { loadForgotPasswordForm } from './load-account-forms';

const SITE = { domain_name: 'casino1.localhost', external_id: 'casino1-ext' };
const CODE_SENT = { statusCode: 1, message: 'OK', phone: '*******4567', expires_in: 300, resend_in: 60 };

function setup(table: Record<string, Record<string, unknown>> = {}) {
  const { api, calls } = fakeApi(answersByPath({ 'auth/forgot_password': CODE_SENT, ...table }));
  const report = jest.fn<void, [Envelope]>();
  const toasts = new ToastStore();
  const ticks: (() => void)[] = [];
  const form = new ForgotPasswordStore({
    api,
    site: () => SITE,
    report,
    toasts,
    translate: (key, options) => i18next.t(key, options ?? {}),
    repeat: (tick) => {
      ticks.push(tick);
      return () => ticks.splice(ticks.indexOf(tick), 1);
    },
  });
  return { form, calls, report, toasts, ticks };
}

async function codeSent(table: Record<string, Record<string, unknown>> = {}) {
  const context = setup(table);
  context.form.set('accountId', ' Demo1 ');
  context.form.set('contactPhone', '0917 123 4567');
  expect(await context.form.requestCode()).toBe(true);
  return context;
}

beforeAll(async () => {
  await setupI18n('EN');
});

it('is loaded as its own chunk', async () => {
  expect(await loadForgotPasswordForm()).toBe(ForgotPasswordStore);
});

it('needs the username and a valid phone before it asks for a code', async () => {
  const { form, calls } = setup();
  expect(await form.requestCode()).toBe(false);
  expect(form.problems).toEqual({ accountId: 'required', contactPhone: 'required' });
  form.set('accountId', 'demo1');
  form.set('contactPhone', '12');
  expect(await form.requestCode()).toBe(false);
  expect(form.problems).toEqual({ contactPhone: 'invalidPhone' });
  expect(calls).toEqual([]);
});

it('texts a reset code to the registered phone', async () => {
  const { form, calls, toasts } = await codeSent();
  expect(calls).toEqual([
    {
      path: 'auth/forgot_password',
      body: { ...SITE, account_id: 'demo1', contact_phone: '09171234567' },
    },
  ]);
  expect(form.step).toBe('reset');
  expect(form.codeSentTo).toBe('*******4567');
  expect(toasts.toasts.map((t) => t.title)).toEqual(["We've sent a verification code to *******4567."]);
});

it('shows a username and phone that do not match in the error dialog', async () => {
  const wrong = { statusCode: 0, message: 'invalidAccountOrPhone' };
  const { form, report } = setup({ 'auth/forgot_password': wrong });
  form.set('accountId', 'demo1');
  form.set('contactPhone', '+639170000000');
  expect(await form.requestCode()).toBe(false);
  expect(report).toHaveBeenCalledWith(wrong);
  expect(form.step).toBe('request');
});

it('sets the new password with the code, once', async () => {
  const { form, calls } = await codeSent();
  expect(await form.reset()).toBe(false);
  expect(form.problems).toEqual({ tac: 'required', newPassword: 'required', confirmPassword: 'required' });
  form.set('tac', '654321');
  form.set('newPassword', 'demo1');
  form.set('confirmPassword', 'other');
  expect(await form.reset()).toBe(false);
  expect(form.problems).toEqual({ newPassword: 'passwordTooShort', confirmPassword: 'passwordMismatch' });
  form.set('newPassword', 'Better5678');
  form.set('confirmPassword', 'Better5678');
  const first = form.reset();
  expect(await form.reset()).toBe(false);
  expect(await first).toBe(true);
  expect(calls.filter((call) => call.path === 'auth/reset_password')).toEqual([
    {
      path: 'auth/reset_password',
      body: { ...SITE, account_id: 'demo1', tac: '654321', new_password: 'Better5678' },
    },
  ]);
  expect(form.step).toBe('done');
  expect(form.newPassword).toBe('');
});

it('keeps the step when the code is wrong', async () => {
  const wrong = { statusCode: 0, message: 'tacInvalid' };
  const { form, report } = await codeSent({ 'auth/reset_password': wrong });
  form.set('tac', '000000');
  form.set('newPassword', 'Better5678');
  form.set('confirmPassword', 'Better5678');
  expect(await form.reset()).toBe(false);
  expect(report).toHaveBeenCalledWith(wrong);
  expect(form.step).toBe('reset');
});

it('sends a new code after the countdown, and goes back for another account', async () => {
  const { form, calls, ticks } = await codeSent();
  expect(await form.requestCode()).toBe(false);
  for (let second = 0; second < 60; second++) ticks[0]?.();
  expect(await form.requestCode()).toBe(true);
  expect(calls).toHaveLength(2);
  form.set('tac', '12');
  form.restart();
  expect(form.step).toBe('request');
  expect(form.tac).toBe('');
  expect(form.accountId).toBe(' Demo1 ');
});
