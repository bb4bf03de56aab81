import { act, screen, within } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '@wl/core';
import { ok } from '@wl/testing';
import { bonus, inboxAnswer, message, vipAnswer } from '../testing/member-answers';
import { memberMessages, renderMemberPage } from '../testing/render-member-page';
import { AccountPage } from './AccountPage';

function render() {
  const view = renderMemberPage(<AccountPage />, {
    path: '/account',
    handler: (path) => {
      if (path === 'auth/get_balance')
        return ok({ currency: 'PHP', game_balance: 1234.5, game_token: 7, frozen_token: 0 });
      if (path === 'auth/vip') return vipAnswer();
      if (path === 'settings/get_inbox') return inboxAnswer([message(1), bonus(2)]);
      return undefined;
    },
  });
  return view;
}

beforeAll(memberMessages);
afterEach(() => localStorage.clear());

describe('/account', () => {
  it('shows the name, username, balance and tokens', async () => {
    const { store } = render();
    await act(() => store.loadMemberData());
    await screen.findByText('Unread messages: 2');
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByTestId('account-name')).toHaveTextContent('Demo One');
    expect(screen.getByText('Username').nextElementSibling).toHaveTextContent('demo1');
    expect(screen.getByTestId('account-balance')).toHaveTextContent('₱1,234.50');
    expect(screen.getByTestId('account-tokens')).toHaveTextContent('7');
  });

  it('shows the VIP level with both progress bars, capped at 100 %', async () => {
    render();
    expect(await screen.findByTestId('account-vip-level')).toHaveTextContent('Silver');
    expect(screen.getByText('Next level: Gold')).toBeInTheDocument();
    const deposits = screen.getByRole('progressbar', { name: 'Deposits' });
    const turnover = screen.getByRole('progressbar', { name: 'Turnover' });
    expect(deposits).toHaveAttribute('aria-valuenow', '50');
    // 25,500 turned over of the 20,000 between Silver and Gold: full, not 127 %.
    expect(turnover).toHaveAttribute('aria-valuenow', '100');
    expect(turnover).toHaveAttribute('aria-valuetext', '100%');
    await screen.findByText('Unread messages: 2');
  });

  it('shows the unread count and the ways to every member page', async () => {
    render();
    expect(await screen.findByText('Unread messages: 2')).toBeInTheDocument();
    await screen.findByText('Next level: Gold');
    const links = within(screen.getByRole('navigation', { name: 'Everything in your account' }));
    const targets = links.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual([
      '/profile',
      '/edit-profile',
      '/change-password',
      '/security',
      '/inbox',
      '/vip',
      '/deposit',
      '/withdrawal',
      '/bank-details',
      '/statement',
      '/transaction-history',
      '/bet-history',
      '/responsible-gaming',
    ]);
  });

  it('shows a name holding markup as the characters it is', async () => {
    renderMemberPage(<AccountPage />, {
      path: '/account',
      signedIn: false,
      prepare: (store) => {
        localStorage.setItem(
          SESSION_STORAGE_KEY,
          JSON.stringify({
            account_id: 'demo1',
            session_token: 's',
            token: 't',
            full_name: '<script>alert(1)</script>',
            contact_email: '',
          }),
        );
        store.session.restore();
      },
    });
    expect(screen.getByTestId('account-name')).toHaveTextContent('<script>alert(1)</script>');
    expect(document.querySelector('main script')).toBeNull();
    await screen.findByText('Unread messages: 0');
  });

  it('holds the place of what is still loading, at its final size', async () => {
    render();
    expect(screen.getByTestId('account-vip-level').querySelector('.wl-member__bone')).not.toBeNull();
    expect(screen.getByTestId('account-unread').querySelector('.wl-member__bone')).not.toBeNull();
    await screen.findByText('Unread messages: 2');
    await screen.findByText('Next level: Gold');
  });
});
