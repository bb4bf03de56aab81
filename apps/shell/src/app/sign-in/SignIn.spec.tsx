import { act, fireEvent, screen, within } from '@testing-library/react';
import { setupI18n } from '@wl/i18n';
import { renderSite } from '../../testing/site-harness';
import { LOGIN_OK, withAccountControls } from './sign-in-testing';

/** The sign-in form, once its chunk has loaded. */
async function signInForm(): Promise<HTMLElement> {
  const form = (await screen.findByLabelText('Username')).closest('form');
  if (!form) throw new Error('no sign-in form');
  return form;
}

beforeAll(async () => {
  await setupI18n('EN');
});
beforeEach(() => localStorage.clear());

describe('signing in', () => {
  it('on the /login page, then back to the page the guest asked for', async () => {
    const { calls, store } = renderSite('/login?redirect=%2Faccount', {
      table: { 'auth/login': LOGIN_OK },
      template: withAccountControls,
    });
    const form = await signInForm();
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'demo1' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'Demo1234!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(store.session.isAuthenticated).toBe(true);
    expect(calls.find((call) => call.path === 'auth/login')).toEqual({
      path: 'auth/login',
      body: { domain_name: 'localhost', external_id: 'ext-1', account_id: 'demo1', password: 'Demo1234!' },
    });
    expect(screen.getByTestId('player-name')).toHaveTextContent('Demo One');
  });

  it('says which fields are missing, marks them and moves the focus to the first, sending nothing', async () => {
    const { calls } = renderSite('/login');
    const form = await signInForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'This field is required.',
      'This field is required.',
    ]);
    const username = within(form).getByLabelText('Username');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('This field is required.');
    expect(username).toHaveFocus();
    expect(calls.filter((call) => call.path.startsWith('auth/'))).toEqual([]);
  });

  it('shows a failed sign-in in the error dialog', async () => {
    renderSite('/login', { table: { 'auth/login': { statusCode: 0, message: 'invalidCredentials' } } });
    const form = await signInForm();
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'demo1' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('Incorrect username or password.');
  });

  it('shows the password on request', async () => {
    renderSite('/login');
    const form = await signInForm();
    const password = within(form).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    const reveal = within(form).getByRole('button', { name: 'Show password' });
    fireEvent.click(reveal);
    expect(password).toHaveAttribute('type', 'text');
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
  });

  it('links to the sign-up, with the way back, and to the forgotten password', async () => {
    renderSite('/login?redirect=%2Faccount');
    const form = await signInForm();
    expect(within(form).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Faccount',
    );
    expect(within(form).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('offers no code login where the site does not allow it', async () => {
    renderSite('/login');
    const form = await signInForm();
    expect(within(form).queryByRole('button', { name: 'One-time code' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('group', { name: 'Sign-in method' })).not.toBeInTheDocument();
  });

  it('offers code login on the page when the site allows it (site.tac_login)', async () => {
    const { calls } = renderSite('/login', {
      startup: { site: { tac_login: true } },
      table: { 'auth/tac/request_login': { statusCode: 1, message: 'OK', phone: '*******4567' } },
    });
    const form = await signInForm();
    const modes = within(form).getByRole('group', { name: 'Sign-in method' });
    fireEvent.click(within(modes).getByRole('button', { name: 'One-time code' }));
    expect(within(modes).getByRole('button', { name: 'One-time code' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const code = within(form).getByLabelText('Verification code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'demo1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText("We've sent a verification code to *******4567.")).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('auth/')).map((call) => call.path)).toEqual([
      'auth/tac/request_login',
    ]);
  });

  it('offers code login in the modal when the site allows it (site.tac_login)', async () => {
    const { store } = renderSite('/', {
      theme: ['slot5', 'neon'],
      startup: { site: { tac_login: true } },
    });
    await screen.findByRole('heading', { name: 'Home page' });
    act(() => store.modals.open('modal-signin'));
    const modal = document.getElementById('modal-signin');
    if (!modal) throw new Error('#modal-signin is not shown');
    fireEvent.click(await within(modal).findByRole('button', { name: 'One-time code' }));
    expect(within(modal).getByLabelText('Verification code')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('closes the login modal once signed in', async () => {
    const { store } = renderSite('/', {
      theme: ['slot2', 'sunset'],
      table: { 'auth/login': LOGIN_OK },
      template: withAccountControls,
    });
    await screen.findByRole('heading', { name: 'Home page' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.modals.current).toBe('loginmodal');
    const form = await signInForm();
    expect(within(form).queryByRole('button', { name: 'One-time code' })).not.toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'demo1' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'Demo1234!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('player-name')).toHaveTextContent('Demo One');
    expect(store.modals.current).toBeNull();
  });

  it('leaves the login modal for the sign-up page, which comes back to where the guest was', async () => {
    const { store } = renderSite('/slots', { theme: ['slot2', 'sunset'] });
    await screen.findByRole('heading', { name: 'Slots page' });
    act(() => store.modals.open('loginmodal'));
    const form = await signInForm();
    fireEvent.click(within(form).getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/register');
    expect(window.location.search).toBe('?redirect=%2Fslots');
    expect(store.modals.current).toBeNull();
  });
});
