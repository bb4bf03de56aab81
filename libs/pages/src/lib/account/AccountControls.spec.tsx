import { walletFeature } from '@wl/wallet';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { InboxItem } from '@wl/api';
import { inboxFeature } from '@wl/member';
import { englishMessages, ok, renderWithStore } from '@wl/testing';
import { AccountControls, type AccountControlsProps } from './AccountControls';

function renderControls(
  options: {
    path?: string;
    theme?: [string, string];
    signedIn?: boolean;
    props?: AccountControlsProps;
    inbox?: InboxItem[];
    gamify?: boolean;
  } = {},
) {
  const navigate = jest.fn();
  const { store, ...view } = renderWithStore(<AccountControls {...options.props} />, {
    path: options.path ?? '/slots?page=2',
    theme: options.theme,
    signedIn: options.signedIn,
    startup: { site: { gamify_status: options.gamify ?? false } },
    // The wire carries the balance in major units of the site's currency.
    answers: {
      'auth/get_balance': ok({ currency: 'PHP', game_balance: 1500, game_token: 3, frozen_token: 0 }),
      'settings/get_inbox': ok({ value: options.inbox ?? [] }),
    },
    prepare: (store) => store.navigation.attach(navigate),
  });
  return { store, navigate, view };
}

beforeAll(englishMessages);
beforeEach(() => localStorage.clear());

describe('AccountControls', () => {
  it("offers a guest the template's login and a sign-up link back to this page", () => {
    const { navigate } = renderControls();
    const controls = screen.getByRole('group', { name: 'Account' });
    expect(within(controls).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fslots%3Fpage%3D2',
    );
    fireEvent.click(within(controls).getByRole('button', { name: 'Log in' }));
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fslots%3Fpage%3D2', {});
    expect(screen.queryByTestId('player-name')).not.toBeInTheDocument();
  });

  it('opens the login modal on templates that sign in by modal', () => {
    const { store, navigate } = renderControls({ theme: ['slot5', 'neon'] });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.modals.current).toBe('modal-signin');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows a player's balance and name, and logs out through the store", async () => {
    const { store } = renderControls({ signedIn: true });
    await act(() => store.feature(walletFeature).fetchBalance());
    expect(screen.getByTestId('player-balance')).toHaveTextContent('Balance');
    expect(screen.getByTestId('player-balance')).toHaveTextContent('1,500.00');
    expect(screen.getByTestId('player-name')).toHaveTextContent('Demo One');
    expect(screen.getByRole('link', { name: 'Demo One' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();

    const signOut = jest.spyOn(store, 'signOut').mockResolvedValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("switches to another of the site's languages", () => {
    const { store } = renderControls();
    const switchTo = jest.spyOn(store.locale, 'switchTo').mockResolvedValue();
    const select = screen.getByLabelText('Language');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['EN', 'VI']);
    fireEvent.change(select, { target: { value: 'VI' } });
    expect(switchTo).toHaveBeenCalledWith('VI');
  });

  it('takes a variant and a class name for the template to place it', () => {
    const { view } = renderControls({ props: { variant: 'compact', className: 'casino-header__account' } });
    expect(view.container.firstElementChild).toHaveClass(
      'wl-account-controls',
      'wl-account-controls--compact',
      'casino-header__account',
    );
  });

  it("shows a player's unread inbox count on the way to the inbox, and no badge once all are read", async () => {
    const item = (inbox_id: number): InboxItem => ({
      inbox_id,
      title: `Message ${inbox_id}`,
      content: '',
      created_at: '2025-03-01T08:00:00.000Z',
      reward_type: null,
      reward_amount: 0,
      expires_at: null,
      read: false,
      claimed: false,
      claimed_at: null,
      claimable: false,
    });
    const { store } = renderControls({ signedIn: true, inbox: [item(1), item(2), item(3)] });
    const inbox = store.feature(inboxFeature);
    await act(() => store.loadMemberData());
    const link = screen.getByRole('link', { name: 'Inbox: 3 unread' });
    expect(link).toHaveAttribute('href', '/inbox');
    expect(within(link).getByTestId('inbox-unread')).toHaveTextContent('3');
    act(() => [1, 2, 3].forEach((id) => inbox.toggle(id)));
    expect(screen.getByRole('link', { name: 'Inbox: 0 unread' })).toBeInTheDocument();
    expect(screen.queryByTestId('inbox-unread')).not.toBeInTheDocument();
  });

  it("shows a player's tokens where the site offers rewards", async () => {
    const { store } = renderControls({ signedIn: true, gamify: true });
    await act(() => store.feature(walletFeature).fetchBalance());
    expect(screen.getByTestId('player-tokens')).toHaveTextContent('Your tokens 3');
    act(() =>
      store.feature(walletFeature).applyBalance({ currency: 'PHP', game_balance: 1500, game_token: 1250 }),
    );
    expect(screen.getByTestId('player-tokens')).toHaveTextContent('Your tokens 1,250');
  });

  it('shows no tokens where the site offers no rewards', async () => {
    const { store } = renderControls({ signedIn: true });
    await act(() => store.feature(walletFeature).fetchBalance());
    expect(screen.getByTestId('player-balance')).toBeInTheDocument();
    expect(screen.queryByTestId('player-tokens')).not.toBeInTheDocument();
  });

  it('shows a guest no inbox', () => {
    renderControls();
    expect(screen.queryByTestId('header-inbox')).not.toBeInTheDocument();
  });
});
