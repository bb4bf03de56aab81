import i18next from 'i18next';
import { setupI18n } from '@wl/i18n';
import { DialogStore } from '../feedback/dialog-store';
import { ToastStore } from '../feedback/toast-store';
import { ErrorHandler, SESSION_EXPIRED_MESSAGES, isSilentSuccess } from './error-handler';
import type { Translate } from './translate';

const translate: Translate = (key, options) => i18next.t(key, options ?? {});

function setup() {
  const toasts = new ToastStore();
  const dialogs = new DialogStore();
  const endSession = jest.fn();
  const warn = jest.fn();
  const handler = new ErrorHandler({ toasts, dialogs, translate, endSession, console: { warn } });
  return { handler, toasts, dialogs, endSession, warn };
}

beforeAll(async () => {
  await setupI18n('EN');
});

describe('the global error handler', () => {
  it.each([
    { statusCode: 1, message: 'OK' },
    { statusCode: 1, message: 'anything' },
    { statusCode: 0, message: 'OK' },
    { statusCode: undefined, message: '' },
    { statusCode: null, message: null },
  ])('shows nothing for a success: %o', (answer) => {
    const { handler, toasts, dialogs, endSession } = setup();
    expect(isSilentSuccess(answer)).toBe(true);
    expect(handler.handle(answer)).toBe('success');
    expect(toasts.toasts).toEqual([]);
    expect(dialogs.entries).toEqual([]);
    expect(endSession).not.toHaveBeenCalled();
  });

  it('knows exactly the spec messages that end a session', () => {
    expect(SESSION_EXPIRED_MESSAGES).toEqual([
      'sessionExpired',
      'Session Expired',
      'BLOCK',
      'CLOSE',
      'permissionDenied',
    ]);
  });

  it.each(['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied'])(
    '%s: warning toast titled invalidSession with the sessionExpired text for 10 s bottom-right, then logout',
    (message) => {
      const { handler, toasts, dialogs, endSession } = setup();
      expect(handler.handle({ statusCode: 0, message })).toBe('sessionExpired');
      expect(toasts.toasts).toEqual([
        {
          id: expect.any(String),
          variant: 'warning',
          title: 'Session ended',
          text: 'Your session has expired. Please log in again.',
          durationMs: 10_000,
          position: 'bottom-right',
        },
      ]);
      expect(endSession).toHaveBeenCalledTimes(1);
      expect(dialogs.entries).toEqual([]);
    },
  );

  it('serviceUnavailable only warns in the console', () => {
    const { handler, toasts, dialogs, warn } = setup();
    expect(handler.handle({ statusCode: -503, message: 'serviceUnavailable' })).toBe('unavailable');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(toasts.toasts).toEqual([]);
    expect(dialogs.entries).toEqual([]);
  });

  it('shows any other failure in an error dialog titled errorTitle, the letters-only message translated', () => {
    const { handler, dialogs } = setup();
    expect(handler.handle({ statusCode: 0, message: 'invalidCredentials' })).toBe('error');
    expect(dialogs.current?.options).toEqual({
      title: 'Something went wrong',
      text: 'Incorrect username or password.',
      icon: 'error',
      confirmLabel: 'OK',
    });
  });

  it('shows a message that is not letters only as it is', () => {
    const { handler, dialogs } = setup();
    handler.handle({ statusCode: 0, message: 'Deposit limit 500.00 reached!' });
    expect(dialogs.current?.options.text).toBe('Deposit limit 500.00 reached!');
    handler.handle({ statusCode: -2, message: 'invalid_request' });
    expect(dialogs.current?.options.text).toBe('invalid_request');
  });

  it('shows a letters-only message without a translation as it is', () => {
    const { handler, dialogs } = setup();
    handler.handle({ statusCode: 0, message: 'payoutWindowClosed' });
    expect(dialogs.current?.options.text).toBe('payoutWindowClosed');
  });

  it('shows unknownError for an empty message', () => {
    const { handler, dialogs } = setup();
    handler.handle({ statusCode: -500, message: '' });
    expect(dialogs.current?.options.text).toBe('An unexpected error occurred. Please try again.');
  });

  it('has a toast variant: 3 s, bottom-right, titled errorTitle', () => {
    const { handler, toasts, dialogs } = setup();
    handler.handle({ statusCode: 0, message: 'disconnect' }, 'toast');
    expect(toasts.toasts).toEqual([
      {
        id: expect.any(String),
        variant: 'error',
        title: 'Something went wrong',
        text: 'Connection lost. Check your internet connection and try again.',
        durationMs: 3_000,
        position: 'bottom-right',
      },
    ]);
    expect(dialogs.entries).toEqual([]);
  });
});
