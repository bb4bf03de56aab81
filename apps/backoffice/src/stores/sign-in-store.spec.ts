import { fakeApi, okAnswer } from '@wl/testing';
import { OWNER, refused, session } from '../testing/fixtures';
import { BackofficeStore } from './root-store';

const challenge = (step: 'totp' | 'enrol') =>
  okAnswer('backoffice/auth/sign_in', {
    step,
    challenge: 'c-1',
    expires_at: '2026-11-27T10:05:00.000Z',
    enrolment:
      step === 'enrol'
        ? {
            secret: 'ABCDEFGHIJKLMNOP',
            otpauth_uri: 'otpauth://totp/x?secret=ABCDEFGHIJKLMNOP',
            qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
          }
        : null,
  });

describe('SignInStore', () => {
  it('goes from the password to the code and opens the session', async () => {
    const { api, calls } = fakeApi({
      'backoffice/auth/sign_in': challenge('totp'),
      'backoffice/auth/verify_totp': okAnswer('backoffice/auth/verify_totp', session()),
    });
    const store = new BackofficeStore(api);
    store.signIn.setEmail(' owner@staff.example.com ');
    store.signIn.setPassword('secret-password');
    await store.signIn.submitPassword();
    expect(store.signIn.step).toBe('code');
    expect(store.signIn.password).toBe('');
    expect(calls[0]).toEqual({
      path: 'backoffice/auth/sign_in',
      body: { email: 'owner@staff.example.com', password: 'secret-password' },
    });

    store.signIn.setCode('123 456');
    await store.signIn.submitCode();
    expect(calls[1]).toEqual({
      path: 'backoffice/auth/verify_totp',
      body: { challenge: 'c-1', code: '123456' },
    });
    expect(store.session.state).toBe('signedIn');
    expect(store.session.profile?.email).toBe(OWNER.email);
    expect(store.signIn.step).toBe('password');
  });

  it('shows the enrolment (QR image and secret) and confirms the first code', async () => {
    const { api, calls } = fakeApi({
      'backoffice/auth/sign_in': challenge('enrol'),
      'backoffice/auth/confirm_enrolment': okAnswer('backoffice/auth/confirm_enrolment', session()),
    });
    const store = new BackofficeStore(api);
    await store.signIn.submitPassword();
    expect(store.signIn.step).toBe('enrol');
    expect(store.signIn.enrolment).toEqual({
      secret: 'ABCDEFGHIJKLMNOP',
      qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
    });
    store.signIn.setCode('654321');
    await store.signIn.submitCode();
    expect(calls[1]?.path).toBe('backoffice/auth/confirm_enrolment');
    expect(store.session.state).toBe('signedIn');
  });

  it('keeps the password step on invalidCredentials and tooManyRequests', async () => {
    const answers: Record<string, object> = { 'backoffice/auth/sign_in': refused('invalidCredentials') };
    const { api } = fakeApi(answers);
    const store = new BackofficeStore(api);
    await store.signIn.submitPassword();
    expect(store.signIn.step).toBe('password');
    expect(store.signIn.error).toBe('invalidCredentials');
    answers['backoffice/auth/sign_in'] = { statusCode: -429, message: 'tooManyRequests' };
    await store.signIn.submitPassword();
    expect(store.signIn.error).toBe('tooManyRequests');
  });

  it('stays on the code step after a wrong code, and goes back to the password on staffChallengeExpired', async () => {
    const answers: Record<string, object> = {
      'backoffice/auth/sign_in': challenge('totp'),
      'backoffice/auth/verify_totp': refused('invalidCredentials'),
    };
    const { api } = fakeApi(answers);
    const store = new BackofficeStore(api);
    await store.signIn.submitPassword();
    store.signIn.setCode('000000');
    await store.signIn.submitCode();
    expect(store.signIn.step).toBe('code');
    expect(store.signIn.error).toBe('invalidCredentials');
    expect(store.signIn.code).toBe('');

    answers['backoffice/auth/verify_totp'] = refused('staffChallengeExpired');
    store.signIn.setCode('111111');
    await store.signIn.submitCode();
    expect(store.signIn.step).toBe('password');
    expect(store.signIn.error).toBe('staffChallengeExpired');
    expect(store.session.state).not.toBe('signedIn');
  });
});
