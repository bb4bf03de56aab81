import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '@wl/router';
import { fakeApi, okAnswer, type Answers } from '@wl/testing';
import { App } from '../app';
import { createI18n } from '../i18n';
import english from '../messages/EN.json';
import { BackofficeStore } from '../stores/root-store';
import { StoreProvider } from '../stores/store-context';
import { OWNER, SUPPORT, refused, session, site } from '../testing/fixtures';

function renderApp(answers: Answers, path = '/') {
  const { api, calls } = fakeApi(answers);
  const store = new BackofficeStore(api);
  render(
    <I18nextProvider i18n={createI18n('en', english)}>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </StoreProvider>
    </I18nextProvider>,
  );
  return { store, calls };
}

const signInAnswer = (step: 'totp' | 'enrol') =>
  okAnswer('backoffice/auth/sign_in', {
    step,
    challenge: 'c-1',
    expires_at: '2026-11-27T10:05:00.000Z',
    enrolment:
      step === 'enrol'
        ? {
            secret: 'SECRETSECRETSECRET',
            otpauth_uri: 'otpauth://totp/x',
            qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
          }
        : null,
  });

describe('sign-in page', () => {
  it('signs in with the password and the code, then shows the frame of the role', async () => {
    renderApp({
      'backoffice/auth/me': refused('staffSignInRequired'),
      'backoffice/auth/sign_in': signInAnswer('totp'),
      'backoffice/auth/verify_totp': okAnswer('backoffice/auth/verify_totp', session(OWNER)),
      'backoffice/sites/list': okAnswer('backoffice/sites/list', { value: [site()] }),
    });
    expect(await screen.findByRole('heading', { name: 'Back office sign-in' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'owner@staff.example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'the-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = await screen.findByRole('heading', { name: 'Enter your code' });
    expect(heading).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Six-digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Sites' })).toBeInTheDocument();
    expect(screen.getByTestId('staff-name')).toHaveTextContent('Olivia Owner');
    expect(screen.getByTestId('staff-role')).toHaveTextContent('Owner');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(nav).toHaveTextContent('Staff');
    expect(nav).toHaveTextContent('Audit log');
    expect(await screen.findByRole('rowheader', { name: 'Casino One' })).toBeInTheDocument();
  });

  it('shows the QR image and the secret at enrolment', async () => {
    renderApp({
      'backoffice/auth/me': refused('staffSignInRequired'),
      'backoffice/auth/sign_in': signInAnswer('enrol'),
    });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'new@staff.example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'the-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Set up your authenticator' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByTestId('enrolment-secret')).toHaveTextContent('SECRETSECRETSECRET');
    expect(screen.getByRole('button', { name: 'Confirm and sign in' })).toBeInTheDocument();
  });

  it('says a wrong password in words and focuses it', async () => {
    renderApp({
      'backoffice/auth/me': refused('staffSignInRequired'),
      'backoffice/auth/sign_in': refused('invalidCredentials'),
    });
    fireEvent.change(await screen.findByLabelText('E-mail'), {
      target: { value: 'owner@staff.example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail, password or code is not right.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('goes back to the password when the challenge expired', async () => {
    renderApp({
      'backoffice/auth/me': refused('staffSignInRequired'),
      'backoffice/auth/sign_in': signInAnswer('totp'),
      'backoffice/auth/verify_totp': refused('staffChallengeExpired'),
    });
    fireEvent.change(await screen.findByLabelText('E-mail'), {
      target: { value: 'owner@staff.example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('Six-digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in took too long or was used.');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('shows no Staff or Audit log to a support member, and sends an ended session back to sign-in', async () => {
    const answers: Record<string, object> = {
      'backoffice/auth/me': okAnswer('backoffice/auth/me', { staff: SUPPORT }),
      'backoffice/sites/list': okAnswer('backoffice/sites/list', {
        value: [site({ site_id: 2, key: 'slot2', name: 'Slot Two' })],
      }),
    };
    const { store } = renderApp(answers, '/staff');
    expect(await screen.findByRole('heading', { name: 'Sites' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(nav).not.toHaveTextContent('Staff');
    expect(nav).not.toHaveTextContent('Audit log');

    answers['backoffice/sites/list'] = refused('staffSignInRequired');
    await act(() => store.sites.load());
    expect(await screen.findByText('Your session ended. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Back office sign-in' })).toBeInTheDocument();
  });
});
