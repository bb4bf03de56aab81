import { act, fireEvent, screen, within } from '@testing-library/react';
import { setupI18n } from '@wl/i18n';
import { renderSite, startup } from '../../testing/site-harness';

const LOGIN_OK = {
  statusCode: 1,
  message: 'OK',
  token: 'tok',
  user: { account_id: 'demo1', session_token: 'sess' },
  fullname: 'Demo One',
  email: 'demo1@example.com',
};

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
    const { calls, store } = renderSite('/login?redirect=%2Faccount', { table: { 'auth/login': LOGIN_OK } });
    const form = await signInForm();
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'demo1' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'Demo1234!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(store.user.isAuthenticated).toBe(true);
    expect(calls[0]).toEqual({
      path: 'auth/login',
      body: { domain_name: 'localhost', external_id: 'ext-1', account_id: 'demo1', password: 'Demo1234!' },
    });
    expect(screen.getByTestId('player-name')).toHaveTextContent('Demo One');
  });

  it('says which fields are missing and sends nothing', async () => {
    const { calls } = renderSite('/login');
    const form = await signInForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await within(form).findAllByText('This field is required.')).toHaveLength(2);
    expect(calls).toEqual([]);
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

  it('offers code login in the modal when the site allows it (site.tac_login)', async () => {
    const site = startup('slot5', 'neon').site;
    const { store } = renderSite('/', {
      theme: ['slot5', 'neon'],
      startup: { site: site && { ...site, tac_login: true } },
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
    const { store } = renderSite('/', { theme: ['slot2', 'sunset'], table: { 'auth/login': LOGIN_OK } });
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
});
