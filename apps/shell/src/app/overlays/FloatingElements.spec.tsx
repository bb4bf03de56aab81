import { act, fireEvent, screen, within } from '@testing-library/react';
import { setupI18n } from '@wl/i18n';
import { renderSite } from '../../testing/site-harness';

const PARTNERS = [
  { href: '/slots?provider=JILI', img_url: '/jili.svg', partner_name: 'JILI' },
  { href: '/slots?provider=PGSOFT', img_url: '/pg.svg', partner_name: 'PG Soft' },
];

beforeAll(async () => {
  await setupI18n('EN');
});
beforeEach(() => localStorage.clear());

describe('floating elements', () => {
  it('the rewards icon takes a guest to /login on templates that log in by page', async () => {
    renderSite('/slots', { theme: ['casino1', 'gold'] });
    await screen.findByRole('heading', { name: 'Slots page' });
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['casino4', 'gold'],
    ['casino6', 'gold'],
    ['casino8', 'gold'],
    ['slot1', 'neon'],
  ])('the rewards icon opens the login modal for a guest on %s', async (theme, color) => {
    const { store } = renderSite('/slots', { theme: [theme, color] });
    await screen.findByRole('heading', { name: 'Slots page' });
    fireEvent.click(screen.getByRole('button', { name: 'Rewards' }));
    expect(store.modals.current).toBe('loginmodal');
    expect(document.getElementById('loginmodal')).not.toBeNull();
    await screen.findByLabelText('Username');
  });

  it('the rewards icon opens the minigame page in a new tab for a player, in the language shown', async () => {
    renderSite('/vi/slots', { signedIn: true });
    await screen.findByRole('heading', { name: 'Slots page' });
    const link = screen.getByRole('link', { name: 'Rewards (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/vi/minigame');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("shows a signed-in player's rewards to claim on the icon, loaded after sign-in", async () => {
    const { calls, store } = renderSite('/slots', {
      signedIn: true,
      table: {
        'minigame/overview': {
          statusCode: 1,
          message: 'OK',
          currency: 'PHP',
          game_balance: 10,
          game_token: 40,
          frozen_token: 0,
          wheel: [],
          spin_cost: 10,
          free_spin_available: true,
          next_free_spin_at: '2030-01-02T00:00:00.000Z',
          dice: { min_stake: 1, max_stake: 100, house_edge_percent: 1, min_chance: 2, max_chance: 95 },
          seeds: { server_seed_hash: 'ab', client_seed: 'c', next_nonce: 0 },
          tokens_per_wager: { tokens: 1, per: 100 },
          claimable: 3,
        },
      },
    });
    // As the site's start does: the player's data loads, the rewards store's with it once its chunk is in.
    await act(() => store.loadMemberData());
    expect(await screen.findByTestId('rewards-count')).toHaveTextContent('3');
    expect(
      screen.getByRole('link', { name: 'Rewards, 3 ready to claim (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'minigame/overview')).toHaveLength(1);
  });

  it("asks a guest's page nothing of rewards", async () => {
    const { calls } = renderSite('/slots');
    await screen.findByRole('heading', { name: 'Slots page' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.path.startsWith('minigame/'))).toEqual([]);
    expect(screen.queryByTestId('rewards-count')).toBeNull();
  });

  it('shows no rewards icon when gamification is off', async () => {
    const { store } = renderSite('/slots');
    await screen.findByRole('heading', { name: 'Slots page' });
    const site = store.site.site;
    if (!site) throw new Error('no site');
    act(() => {
      store.site.applyStartup({
        statusCode: 1,
        message: 'OK',
        maintenance: store.site.maintenance,
        content: store.site.content,
        site: { ...site, gamify_status: false },
        language: store.site.language,
        provider_count: [],
        aff_domain: '',
        live_chat: null,
      });
    });
    expect(screen.queryByRole('link', { name: 'Rewards' })).not.toBeInTheDocument();
  });

  it('shows the live-chat button only for an enabled live chat, and maximises the widget', async () => {
    const { store } = renderSite('/slots', {
      startup: { live_chat: { chat_id: '123', image_id: '/chat.png', status: true } },
    });
    await screen.findByRole('heading', { name: 'Slots page' });
    const call = jest.fn();
    (window as { LiveChatWidget?: unknown }).LiveChatWidget = { call };
    const button = screen.getByRole('button', { name: 'Chat' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/chat.png');
    fireEvent.click(button);
    expect(call).toHaveBeenCalledWith('maximize');
    expect(store.liveChat).not.toBeNull();
    delete (window as { LiveChatWidget?: unknown }).LiveChatWidget;
  });

  it('hides the live-chat button when the live chat is off', async () => {
    renderSite('/slots', { startup: { live_chat: { chat_id: '123', image_id: '', status: false } } });
    await screen.findByRole('heading', { name: 'Slots page' });
    expect(screen.queryByRole('button', { name: 'Chat' })).not.toBeInTheDocument();
  });

  it('shows the partner bar when partners exist, opening their modal and collapsing', async () => {
    const { store } = renderSite('/slots');
    await screen.findByRole('heading', { name: 'Slots page' });
    expect(screen.queryByRole('button', { name: 'Our partners' })).not.toBeInTheDocument();
    act(() => store.site.setPartners(PARTNERS));
    fireEvent.click(screen.getByRole('button', { name: 'Our partners' }));
    const dialog = screen.getByRole('dialog', { name: 'Our partners' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['JILI (opens in a new tab)', 'PG Soft (opens in a new tab)']);
    expect(store.modals.current).toBe('partners');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.modals.stateOf('partners')).toBe('closing');

    fireEvent.click(screen.getByRole('button', { name: 'Partner bar' }));
    expect(store.site.showPartner).toBe(false);
  });
});
