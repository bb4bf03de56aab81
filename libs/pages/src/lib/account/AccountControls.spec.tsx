import axios from 'axios';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ApiClient, StartupResponse } from '@wl/api';
import { RootStore, StoreProvider } from '@wl/core';
import {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  setupI18n,
  toLanguageCode,
} from '@wl/i18n';
import { MemoryRouter } from '@wl/router';
import { AccountControls, type AccountControlsProps } from './AccountControls';

function fakeApi(table: Record<string, Record<string, unknown>> = {}): ApiClient {
  const instance = axios.create({
    adapter: async (config) => {
      const path = config.url?.replace(/^\/api\//, '') ?? '';
      const data = table[path] ?? { statusCode: 1, message: 'OK' };
      return { data, status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  return { baseURL: '/api', http: async () => instance, startup: () => Promise.reject(new Error('no')) };
}

function startup(themeCode: string, themeColor: string): StartupResponse {
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: { menu: [], game_menu: [] },
    site: {
      site_name: 'Lucky Lantern',
      currency: 'PHP',
      theme_code: themeCode,
      theme_color: themeColor,
      logo1: '',
      logo2: '',
      logo3: '',
      status: true,
      expired_date: null,
      logo_text: 'Lucky Lantern',
      external_id: 'ext-1',
      android_sub: '',
      ios_sub: '',
      manifest_icon: '',
      gamify_status: false,
      tac_login: false,
    },
    language: [
      { code: 'EN', is_default: true },
      { code: 'VI', is_default: false },
    ],
    provider_count: [],
    aff_domain: '',
    live_chat: null,
  };
}

function renderControls(
  options: {
    path?: string;
    theme?: [string, string];
    signedIn?: boolean;
    props?: AccountControlsProps;
  } = {},
) {
  const store = new RootStore(
    fakeApi({ 'auth/get_balance': { statusCode: 1, message: 'OK', game_balance: 150000, game_token: 3 } }),
    {
      i18n: {
        DEFAULT_LANGUAGE,
        changeLanguage,
        detectLanguage,
        getLanguage,
        languageChoices,
        toLanguageCode,
      },
    },
  );
  const [theme, color] = options.theme ?? ['casino1', 'gold'];
  store.layout.applyStartup(startup(theme, color));
  store.locale.configure(store.layout.language, 'EN');
  const navigate = jest.fn();
  store.navigation.attach(navigate);
  if (options.signedIn) {
    localStorage.setItem(
      'wl.session',
      JSON.stringify({
        account_id: 'demo1',
        session_token: 's',
        token: 't',
        full_name: 'Demo One',
        contact_email: 'demo1@example.com',
      }),
    );
    store.user.restore();
  }
  const view = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[options.path ?? '/slots?page=2']}>
        <AccountControls {...options.props} />
      </MemoryRouter>
    </StoreProvider>,
  );
  return { store, navigate, view };
}

beforeAll(async () => {
  await setupI18n('EN');
});
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
    await act(() => store.user.fetchBalance());
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
});
