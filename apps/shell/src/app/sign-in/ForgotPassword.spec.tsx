import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupI18n } from '@wl/i18n';
import { renderSite } from '../../testing/site-harness';
import { withoutForgotPassword } from './sign-in-testing';

const SITE = { domain_name: 'localhost', external_id: 'ext-1' };
const CODE_SENT = { statusCode: 1, message: 'OK', phone: '*******4567', expires_in: 300, resend_in: 60 };

beforeAll(async () => {
  await setupI18n('EN');
});
beforeEach(() => localStorage.clear());

describe('the forgotten password', () => {
  it('texts a code, sets the new password with it, then offers the login', async () => {
    const { calls } = renderSite('/forgot-password', {
      template: withoutForgotPassword,
      table: { 'auth/forgot_password': CODE_SENT },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'demo1' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0917 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const intro = await screen.findByText(
      'Enter the 6-digit code we sent to *******4567, then choose a new password.',
    );
    await waitFor(() => expect(intro).toHaveFocus());
    const authCalls = () => calls.filter((call) => call.path.startsWith('auth/'));
    expect(authCalls()).toEqual([
      { path: 'auth/forgot_password', body: { ...SITE, account_id: 'demo1', contact_phone: '09171234567' } },
    ]);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Better5678' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Better5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByText('Log in with your new password.')).toBeInTheDocument();
    expect(authCalls().at(-1)).toEqual({
      path: 'auth/reset_password',
      body: { ...SITE, account_id: 'demo1', tac: '654321', new_password: 'Better5678' },
    });
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('checks the fields first, then shows what the platform refuses in the error dialog', async () => {
    const { calls } = renderSite('/forgot-password', {
      template: withoutForgotPassword,
      table: { 'auth/forgot_password': { statusCode: 0, message: 'tooManyRequests' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAccessibleDescription('This field is required.');
    expect(calls.filter((call) => call.path.startsWith('auth/'))).toEqual([]);

    fireEvent.change(username, { target: { value: 'demo1' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '+639171234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('Too many attempts. Please wait a moment and try again.');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('demo1');
  });

  it("is the template's own page where the template has one", async () => {
    renderSite('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot password page' })).toBeInTheDocument();
  });
});
