import i18next from 'i18next';
import type { Envelope } from '@wl/api';
import { setupI18n } from '@wl/i18n';
import { ToastStore, type SignInResult, type SignupFields } from '@wl/core';
import { answersByPath, fakeApi } from '@wl/testing';
import { loadRegisterForm } from './load-account-forms';
import { RegisterFormStore, type RegisterField } from './register-form-store';
import type { SignupAttribution } from './signup-attribution';

const SITE = { domain_name: 'casino1.localhost', external_id: 'casino1-ext' };
const CODE_SENT = { statusCode: 1, message: 'OK', phone: '*******4567', expires_in: 300, resend_in: 60 };

type Answer = Record<string, unknown>;

function setup(
  options: {
    table?: Record<string, Answer>;
    signup?: SignInResult;
    attribution?: Partial<SignupAttribution>;
    withKeptLink?: () => SignupAttribution;
  } = {},
) {
  const { api, calls } = fakeApi(
    answersByPath({ 'auth/tac/request_new_register': CODE_SENT, ...options.table }),
  );
  let finishSignup: (() => void) | null = null;
  const register = jest.fn<Promise<SignInResult>, [SignupFields]>(
    () =>
      new Promise((resolve) => {
        finishSignup = () =>
          resolve(options.signup ?? { ok: true, answer: { statusCode: 1, message: 'OK' } });
      }),
  );
  const report = jest.fn<void, [Envelope]>();
  const toasts = new ToastStore();
  const ticks: (() => void)[] = [];
  const form = new RegisterFormStore({
    api,
    site: () => SITE,
    report,
    toasts,
    translate: (key, opts) => i18next.t(key, opts ?? {}),
    repeat: (tick) => {
      ticks.push(tick);
      return () => ticks.splice(ticks.indexOf(tick), 1);
    },
    user: { register },
    attribution: { visitor_id: 'visitor-1', ...options.attribution },
    withKeptLink: options.withKeptLink,
  });
  /** Lets the sign-up answer arrive, then waits for the code request that follows. */
  const answerSignup = async (pending: Promise<boolean>) => {
    await Promise.resolve();
    finishSignup?.();
    return pending;
  };
  return { form, calls, register, report, toasts, ticks, answerSignup };
}

type TextField = Exclude<RegisterField, 'acceptTerms'>;

function fillIn(form: RegisterFormStore, values: Partial<Record<TextField, string>> = {}) {
  form.set('accountId', ' NewPlayer_1 ');
  form.set('password', 'Secret123');
  form.set('confirmPassword', 'Secret123');
  form.set('contactPhone', '+63 (917) 123-4567');
  form.set('contactEmail', ' new@example.com ');
  for (const [field, value] of Object.entries(values)) form.set(field as TextField, value);
  if (values.password !== undefined && values.confirmPassword === undefined) {
    form.set('confirmPassword', values.password);
  }
  form.setAcceptTerms(true);
}

beforeAll(async () => {
  await setupI18n('EN');
});

it('is loaded as its own chunk', async () => {
  expect(await loadRegisterForm()).toBe(RegisterFormStore);
});

describe('checking the fields as the platform does', () => {
  it('says what is missing and sends nothing', async () => {
    const { form, register } = setup();
    expect(await form.submit()).toBe(false);
    expect(form.problems).toEqual({
      accountId: 'required',
      password: 'required',
      confirmPassword: 'required',
      contactPhone: 'required',
      acceptTerms: 'acceptTerms',
    });
    expect(form.firstProblem).toBe('accountId');
    expect(register).not.toHaveBeenCalled();
  });

  it.each([
    ['accountId', '1player', 'usernameRule'],
    ['accountId', 'abc', 'usernameRule'],
    ['accountId', 'a'.repeat(21), 'usernameRule'],
    ['accountId', 'new-player', 'usernameRule'],
    ['password', 'Short1', 'passwordTooShort'],
    ['password', `a1${'x'.repeat(255)}`, 'maxLength'],
    ['contactPhone', '12-34', 'invalidPhone'],
    ['contactPhone', '+63 917 abc 4567', 'invalidPhone'],
    ['contactEmail', 'not-an-address', 'invalidEmail'],
    ['contactEmail', 'a@b', 'invalidEmail'],
    ['referrerCode', 'no spaces', 'invalidReferralCode'],
    ['referrerCode', 'x'.repeat(33), 'invalidReferralCode'],
  ] as const)('%s "%s" is %s', async (field, value, problem) => {
    const { form, register } = setup();
    fillIn(form, { [field]: value });
    expect(await form.submit()).toBe(false);
    expect(form.problems).toEqual({ [field]: problem });
    expect(register).not.toHaveBeenCalled();
  });

  it('refuses the username as the password, and a confirmation that differs', () => {
    const { form } = setup();
    fillIn(form, { accountId: 'player77x', password: 'Player77X', confirmPassword: 'Player77X' });
    expect(form.validate()).toBe(false);
    expect(form.problems).toEqual({ password: 'passwordIsUsername' });
    form.set('password', 'Different9');
    expect(form.problems).toEqual({ confirmPassword: 'passwordMismatch' });
    form.set('confirmPassword', 'Different9');
    expect(form.validate()).toBe(true);
  });

  it('takes a passphrase of plain words, or of digits only: no rules on kinds of characters', () => {
    const { form } = setup();
    for (const password of ['correct horse battery staple', '84629175']) {
      fillIn(form, { password, confirmPassword: password });
      expect(form.validate()).toBe(true);
    }
  });

  it('checks a field when the player leaves it, and clears the problem once it is fixed', () => {
    const { form } = setup();
    form.leave('contactEmail');
    expect(form.problems.contactEmail).toBeUndefined();
    form.set('contactEmail', 'half@');
    form.leave('contactEmail');
    expect(form.problems.contactEmail).toBe('invalidEmail');
    form.set('contactEmail', 'half@example.com');
    expect(form.problems.contactEmail).toBeUndefined();
  });

  it('needs the terms accepted', async () => {
    const { form } = setup();
    fillIn(form);
    form.setAcceptTerms(false);
    expect(await form.submit()).toBe(false);
    expect(form.problems).toEqual({ acceptTerms: 'acceptTerms' });
    form.setAcceptTerms(true);
    expect(form.problems.acceptTerms).toBeUndefined();
  });
});

describe('signing up', () => {
  it('sends every field once, however often it is pressed, then asks for the verification code', async () => {
    const { form, register, calls, toasts, answerSignup } = setup({
      attribution: {
        referrer_code: 'friend42',
        affiliate_code: 'aff-7',
        ch: 'fb',
        cm: 'summer',
        pp: 'feed',
        fbp: 'fb.1.123.456',
        appsflyer_id: 'af-1',
      },
    });
    expect(form.referrerCode).toBe('friend42');
    expect(form.referralFromLink).toBe(true);
    fillIn(form);

    const first = form.submit();
    expect(form.submitting).toBe(true);
    expect(await form.submit()).toBe(false);
    expect(await answerSignup(first)).toBe(true);
    expect(await form.submit()).toBe(false);

    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith({
      account_id: 'newplayer_1',
      password: 'Secret123',
      contact_phone: '+639171234567',
      contact_email: 'new@example.com',
      referrer_code: 'friend42',
      affiliate_code: 'aff-7',
      ch: 'fb',
      cm: 'summer',
      pp: 'feed',
      fbp: 'fb.1.123.456',
      appsflyer_id: 'af-1',
      visitor_id: 'visitor-1',
    });
    expect(form.password).toBe('');
    expect(form.step).toBe('verify');
    expect(calls).toEqual([
      { path: 'auth/tac/request_new_register', body: { ...SITE, account_id: 'newplayer_1' } },
    ]);
    expect(form.codeSentTo).toBe('*******4567');
    expect(toasts.toasts.map((t) => t.title)).toEqual(["We've sent a verification code to *******4567."]);
  });

  it('sends the referral code the player typed, or none when the field was cleared', async () => {
    const typed = setup({ attribution: { referrer_code: 'fromlink' } });
    fillIn(typed.form, { referrerCode: ' typed99 ' });
    expect(typed.form.request.referrer_code).toBe('typed99');
    const cleared = setup({ attribution: { referrer_code: 'fromlink' } });
    fillIn(cleared.form, { referrerCode: '' });
    expect(cleared.form.request).not.toHaveProperty('referrer_code');
  });

  it('takes up a referral kept from an earlier visit once live, unless the page brought one or one was typed', () => {
    const kept = () => ({ visitor_id: 'visitor-1', referrer_code: 'kept42', ch: 'sms' });
    const fresh = setup({ withKeptLink: kept });
    expect(fresh.form.referrerCode).toBe('');
    expect(fresh.form.referralFromLink).toBe(false);
    fresh.form.takeKeptLink();
    expect(fresh.form.referrerCode).toBe('kept42');
    expect(fresh.form.referralFromLink).toBe(true);
    fillIn(fresh.form, { referrerCode: 'kept42' });
    expect(fresh.form.request).toMatchObject({ referrer_code: 'kept42', ch: 'sms' });

    const typed = setup({ withKeptLink: kept });
    typed.form.set('referrerCode', 'mine7');
    typed.form.takeKeptLink();
    expect(typed.form.referrerCode).toBe('mine7');

    const fromPage = setup({ attribution: { referrer_code: 'page1' }, withKeptLink: kept });
    fromPage.form.takeKeptLink();
    expect(fromPage.form.referrerCode).toBe('page1');
  });

  it('keeps the form when the sign-up fails (the user store showed the error)', async () => {
    const failed = { ok: false, answer: { statusCode: 0, message: 'accountExists' } };
    const { form, calls, answerSignup } = setup({ signup: failed });
    fillIn(form);
    expect(await answerSignup(form.submit())).toBe(false);
    expect(form.step).toBe('details');
    expect(form.password).toBe('Secret123');
    expect(form.submitting).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('verifying the phone', () => {
  async function signedUp(table: Record<string, Answer> = {}) {
    const context = setup({ table });
    fillIn(context.form);
    await context.answerSignup(context.form.submit());
    return context;
  }

  it('verifies with the 6-digit code, then the player goes on', async () => {
    const { form, calls, toasts } = await signedUp();
    form.set('tac', '12a3');
    expect(form.tac).toBe('123');
    expect(await form.verify()).toBe(false);
    expect(form.problems).toEqual({ tac: 'tacFormat' });
    form.set('tac', '1234567');
    expect(await form.verify()).toBe(true);
    expect(calls.at(-1)).toEqual({
      path: 'auth/tac/verify',
      body: { ...SITE, account_id: 'newplayer_1', tac: '123456' },
    });
    expect(form.step).toBe('done');
    expect(toasts.toasts.at(-1)?.title).toBe('Your mobile number is verified.');
  });

  it('shows a wrong code in the error dialog and stays on the step', async () => {
    const wrong = { statusCode: 0, message: 'tacInvalid' };
    const { form, report } = await signedUp({ 'auth/tac/verify': wrong });
    form.set('tac', '000000');
    expect(await form.verify()).toBe(false);
    expect(report).toHaveBeenCalledWith(wrong);
    expect(form.step).toBe('verify');
  });

  it('skips the step when the phone is verified already', async () => {
    const { form, report } = await signedUp({
      'auth/tac/request_new_register': { statusCode: 0, message: 'alreadyVerified' },
    });
    expect(form.step).toBe('done');
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a code that could not be sent, and lets the player try again or verify later', async () => {
    const unavailable = { statusCode: -503, message: 'smsUnavailable' };
    const { form, report } = await signedUp({ 'auth/tac/request_new_register': unavailable });
    expect(report).toHaveBeenCalledWith(unavailable);
    expect(form.step).toBe('verify');
    expect(form.codeSentTo).toBeNull();
    form.later();
    expect(form.step).toBe('done');
  });

  it('offers a new code only after resend_in seconds', async () => {
    const { form, calls, ticks } = await signedUp();
    expect(form.resend.secondsLeft).toBe(60);
    expect(await form.requestCode()).toBe(false);
    for (let second = 0; second < 59; second++) ticks[0]?.();
    expect(form.resend.secondsLeft).toBe(1);
    ticks[0]?.();
    expect(form.resend.ready).toBe(true);
    expect(ticks).toEqual([]);
    expect(await form.requestCode()).toBe(true);
    expect(calls.filter((c) => c.path === 'auth/tac/request_new_register')).toHaveLength(2);
  });
});
