import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProviderCount } from '@wl/api';
import { setupI18n } from '@wl/i18n';
import { LobbyPage } from './LobbyPage';
import type { Answer, Handler } from '@wl/testing';
import { game, gamesPage, renderWithSite } from '../../testing/lobby';

const providerCount: ProviderCount[] = [
  { provider_code: 'JILI', category: 'slots', count: 30 },
  { provider_code: 'PGSOFT', category: 'slots', count: 20 },
  { provider_code: 'EVO', category: 'livecasino', count: 9 },
];

const slots = Array.from({ length: 24 }, (_, i) => game(`slot-${i + 1}`));

/** A platform listing 50 slots, and nothing for any search. */
const catalogue: Handler = (path, body) => {
  if (path !== 'product/get_games') return undefined;
  if (body['search']) return gamesPage([], 0);
  return gamesPage(slots, 50);
};

function renderLobby(path: string, handler: Handler = catalogue) {
  const view = renderWithSite(<LobbyPage page="slots" tile="portrait" />, {
    path,
    route: '/slots',
    handler,
    providerCount,
  });
  const gameCalls = () => view.calls.filter((c) => c.path === 'product/get_games').map((c) => c.body);
  return { ...view, gameCalls };
}

const location = () => screen.getByTestId('location').textContent;

beforeAll(() => setupI18n('EN'));

describe('LobbyPage', () => {
  it('shows the category, its games, how many there are and the filters', async () => {
    const { gameCalls } = renderLobby('/slots');
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(await screen.findByText('Games found: 50')).toHaveAttribute('aria-live', 'polite');
    expect(within(screen.getByRole('list', { name: 'Slots' })).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveAttribute('type', 'search');
    const providers = within(screen.getByRole('group', { name: 'Game providers' }));
    expect(providers.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All providers',
      'JILI',
      'PGSOFT',
    ]);
    expect(providers.getByRole('button', { name: 'All providers' })).toHaveAttribute('aria-pressed', 'true');
    expect(gameCalls()).toEqual([
      expect.objectContaining({ category: 'slots', page: 1, page_size: 24, external_id: 'ext-1' }),
    ]);
  });

  it('filters by provider from page 1, and says so in the address', async () => {
    const { gameCalls } = renderLobby('/slots?page=2');
    await screen.findByText('Games found: 50');
    fireEvent.click(screen.getByRole('button', { name: 'PGSOFT' }));
    expect(screen.getByRole('button', { name: 'PGSOFT' })).toHaveAttribute('aria-pressed', 'true');
    expect(location()).toBe('/slots?provider=PGSOFT');
    await waitFor(() => expect(gameCalls()).toHaveLength(2));
    expect(gameCalls()[1]).toMatchObject({ provider_code: 'PGSOFT', page: 1 });
  });

  it('changes page with the paginator', async () => {
    const { gameCalls } = renderLobby('/slots?provider=JILI');
    await screen.findByText('Games found: 50');
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/slots?provider=JILI&page=3',
    );
    fireEvent.click(pages.getByRole('link', { name: 'Page 2' }));
    expect(location()).toBe('/slots?provider=JILI&page=2');
    await waitFor(() => expect(gameCalls()).toHaveLength(2));
    expect(gameCalls()[1]).toMatchObject({ provider_code: 'JILI', page: 2 });
    expect(await screen.findByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when nothing matches the search, and clears the filters', async () => {
    const { gameCalls } = renderLobby('/slots?provider=JILI&q=zzz');
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('zzz');
    expect(await screen.findByText('No games match "zzz".')).toBeInTheDocument();
    expect(screen.getByText('Games found: 0')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list', { name: 'Slots' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/slots');
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
    expect(await screen.findByText('Games found: 50')).toBeInTheDocument();
    expect(gameCalls()[1]).toEqual(expect.not.objectContaining({ search: expect.anything() }));
    expect(gameCalls()[1]).not.toHaveProperty('provider_code');
  });

  it('searches as the player types, after a pause', async () => {
    jest.useFakeTimers();
    try {
      const { gameCalls } = renderLobby('/slots');
      await act(async () => undefined);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), {
        target: { value: 'tiger ' },
      });
      expect(gameCalls()).toHaveLength(1);
      act(() => jest.advanceTimersByTime(300));
      expect(location()).toBe('/slots?q=tiger');
      await waitFor(() => expect(gameCalls()).toHaveLength(2));
      expect(gameCalls()[1]).toMatchObject({ search: 'tiger', page: 1 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when the category has no games at all', async () => {
    renderLobby('/slots', () => gamesPage([], 0));
    expect(await screen.findByText('No games are listed in this category yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('explains a service outage and tries again on request', async () => {
    let answer: Answer = { statusCode: -503, message: 'serviceUnavailable' };
    const { gameCalls } = renderLobby('/slots', () => answer);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The games cannot be shown right now: the game service is down.');

    answer = gamesPage(slots, 24);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Games found: 24')).toBeInTheDocument();
    expect(gameCalls()).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('names the casino lobby and asks for its two categories', async () => {
    const view = renderWithSite(<LobbyPage page="casino" tile="landscape" />, {
      path: '/casino',
      handler: catalogue,
      providerCount,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Live casino and table games' }),
    ).toBeInTheDocument();
    await screen.findByText('Games found: 50');
    expect(view.calls[0]?.body).toMatchObject({ categories: ['livecasino', 'table'] });
    // One provider only: no filter to choose from.
    expect(screen.queryByRole('group', { name: 'Game providers' })).not.toBeInTheDocument();
  });
});
