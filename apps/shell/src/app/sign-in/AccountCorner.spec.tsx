import { walletFeature } from '@wl/wallet';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupI18n } from '@wl/i18n';
import i18next from 'i18next';
import { renderSite } from '../../testing/site-harness';
import { withAccountControls } from './sign-in-testing';

// AccountControls of @wl/pages in a template header, with the shell's routes, dialogs and toasts.

beforeAll(async () => {
  await setupI18n('EN');
});
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});
afterEach(async () => {
  await i18next.changeLanguage('EN');
});

describe('the account corner in a template header', () => {
  it('switches the language: its messages, the cookie, and the same page under its prefix', async () => {
    const { store } = renderSite('/slots', { template: withAccountControls });
    await screen.findByRole('heading', { name: 'Slots page' });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'VI' } });
    await waitFor(() => expect(window.location.pathname).toBe('/vi/slots'));
    expect(store.locale.language).toBe('VI');
    expect(i18next.language).toBe('VI');
    expect(document.cookie).toContain('i18n_redirected=VI');
    expect(screen.getByRole('heading', { name: 'Slots page' })).toBeInTheDocument();
  });

  it('shows the balance and logs out after confirmation, in every tab', async () => {
    const { store } = renderSite('/account', {
      signedIn: true,
      template: withAccountControls,
      // The wire carries the balance in major units of the site's currency.
      table: {
        'auth/get_balance': {
          statusCode: 1,
          message: 'OK',
          currency: 'PHP',
          game_balance: 1500,
          game_token: 3,
        },
      },
    });
    await screen.findByRole('heading', { name: 'Account page' });
    await act(() => store.feature(walletFeature).fetchBalance());
    // The signed-in corner comes with the member features' chunk, which can land after the page.
    expect(await screen.findByTestId('player-balance')).toHaveTextContent('1,500.00');

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(store.session.isAuthenticated).toBe(false);
    expect(localStorage.getItem('wl.session')).toBeNull();
    expect(localStorage.getItem('wl.forceLogout')).not.toBeNull();
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
  });

  it('opens sign-in for a guest', async () => {
    renderSite('/slots', { template: withAccountControls });
    await screen.findByRole('heading', { name: 'Slots page' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('?redirect=%2Fslots');
    await screen.findByLabelText('Username');
  });

  it('is no longer drawn by the shell over the template', async () => {
    renderSite('/slots');
    await screen.findByRole('heading', { name: 'Slots page' });
    expect(screen.queryByRole('group', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('player-balance')).not.toBeInTheDocument();
  });
});
