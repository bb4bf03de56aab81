import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupI18n } from '@wl/i18n';
import { renderSite } from '../../testing/site-harness';
import { LOGIN_OK, withAccountControls } from './sign-in-testing';

const CODE_SENT = { statusCode: 1, message: 'OK', phone: '*******4567', expires_in: 300, resend_in: 60 };
const SIGNUP_ANSWERS = { 'auth/signup': LOGIN_OK, 'auth/tac/request_new_register': CODE_SENT };

/** The sign-up form, once its chunk has loaded. */
async function registerForm(): Promise<HTMLElement> {
  const form = (await screen.findByLabelText('Confirm password')).closest('form');
  if (!form) throw new Error('no sign-up form');
  return form;
}

function fillIn(form: HTMLElement, values: Record<string, string> = {}) {
  const all: Record<string, string> = {
    Username: 'NewPlayer',
    Password: 'Secret123',
    'Confirm password': 'Secret123',
    'Mobile number': '+63 917 123 4567',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  }
}

beforeAll(async () => {
  await setupI18n('EN');
});
beforeEach(() => {
  localStorage.clear();
  document.cookie = '_fbp=; Max-Age=0; Path=/';
});

describe('signing up', () => {
  it('is the shell page of templates without one, with every field labelled for phones and password managers', async () => {
    renderSite('/register', { template: withAccountControls });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    const form = await registerForm();
    expect(within(form).getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(within(form).getByLabelText('Username')).toHaveAccessibleDescription(
      '4–20 characters: a letter first, then letters, numbers or _.',
    );
    expect(within(form).getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(within(form).getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    const phone = within(form).getByLabelText('Mobile number');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(within(form).getByLabelText('Email (optional)')).toHaveAttribute('inputmode', 'email');
    expect(within(form).getByLabelText('Referral code (optional)')).toHaveValue('');
    expect(within(form).getByRole('link', { name: /Read the terms and conditions/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('shows every problem at its field, announced and described, with the focus on the first', async () => {
    const { calls } = renderSite('/register');
    const form = await registerForm();
    fillIn(form, { Username: '9lives', Password: 'short', 'Confirm password': 'other' });
    fireEvent.change(within(form).getByLabelText('Email (optional)'), { target: { value: 'nope@' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign up' }));

    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Username must be 4–20 letters or numbers.',
      'Password must be at least 8 characters.',
      'Passwords do not match.',
      'Invalid email address',
      'Please accept the Terms and Conditions to continue.',
    ]);
    const username = within(form).getByLabelText('Username');
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(within(form).getByLabelText('Email (optional)')).toHaveAccessibleDescription(
      'Invalid email address',
    );
    expect(within(form).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.path.startsWith('auth/'))).toEqual([]);

    fireEvent.change(username, { target: { value: 'lives9' } });
    expect(username).not.toHaveAttribute('aria-invalid');
  });

  it('sends the referral code of the link and the attribution once, signs in, verifies the phone and goes back', async () => {
    localStorage.setItem('appsflyer_id', 'af-1');
    document.cookie = '_fbp=fb.1.1700000000.42; Path=/';
    const { calls, store } = renderSite(
      '/register?ref=friend42&aff=partner7&ch=fb&cm=summer&pp=feed&redirect=%2Fslots',
      {
        table: SIGNUP_ANSWERS,
        template: withAccountControls,
      },
    );
    const form = await registerForm();
    expect(within(form).getByLabelText('Referral code (optional)')).toHaveValue('friend42');
    expect(within(form).getByText('Filled in from your invitation link.')).toBeInTheDocument();
    fillIn(form);
    fireEvent.click(within(form).getByRole('checkbox', { name: /I am 18 or older/ }));
    const submit = within(form).getByRole('button', { name: 'Sign up' });
    fireEvent.click(submit);
    fireEvent.click(submit);

    const verify = await screen.findByRole('heading', { name: 'Verify your mobile number' });
    await waitFor(() => expect(verify).toHaveFocus());
    const signups = calls.filter((call) => call.path === 'auth/signup');
    expect(signups).toHaveLength(1);
    expect(signups[0]?.body).toEqual({
      domain_name: 'localhost',
      external_id: 'ext-1',
      account_id: 'newplayer',
      password: 'Secret123',
      contact_phone: '+639171234567',
      contact_email: '',
      referrer_code: 'friend42',
      affiliate_code: 'partner7',
      ch: 'fb',
      cm: 'summer',
      pp: 'feed',
      fbp: 'fb.1.1700000000.42',
      appsflyer_id: 'af-1',
      visitor_id: localStorage.getItem('wl.visitorId'),
    });
    expect(localStorage.getItem('wl.visitorId')).toBeTruthy();
    expect(store.session.isAuthenticated).toBe(true);
    expect(screen.getByText('Your account is ready. Welcome aboard!')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code we sent to *******4567.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New code in 60 s' })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Slots page' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('auth/')).at(-1)).toEqual({
      path: 'auth/tac/verify',
      body: { domain_name: 'localhost', external_id: 'ext-1', account_id: 'newplayer', tac: '123456' },
    });
    expect(screen.getByTestId('player-name')).toHaveTextContent('Demo One');
  });

  it('shows a refused sign-up in the error dialog and keeps the form', async () => {
    renderSite('/register', { table: { 'auth/signup': { statusCode: 0, message: 'accountExists' } } });
    const form = await registerForm();
    fillIn(form);
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('An account with this username already exists.');
    expect(within(form).getByLabelText('Username')).toHaveValue('NewPlayer');
  });

  it('lets the new player verify the phone later', async () => {
    renderSite('/register', { table: SIGNUP_ANSWERS });
    const form = await registerForm();
    fillIn(form);
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Sign up' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Verify later' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('keeps a referral link the visitor arrived by on another page', async () => {
    const { calls } = renderSite('/slots?ref=friend42', {
      template: withAccountControls,
      table: SIGNUP_ANSWERS,
    });
    await screen.findByRole('heading', { name: 'Slots page' });
    fireEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    const form = await registerForm();
    expect(window.location.search).toBe('?redirect=%2Fslots%3Fref%3Dfriend42');
    expect(within(form).getByLabelText('Referral code (optional)')).toHaveValue('friend42');
    expect(calls.filter((call) => call.path.startsWith('auth/'))).toEqual([]);
  });

  it('sends a player who is signed in already on to the page asked for', async () => {
    renderSite('/register?redirect=%2Fslots', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Slots page' })).toBeInTheDocument();
  });
});
