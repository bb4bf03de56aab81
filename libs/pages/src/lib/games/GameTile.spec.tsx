import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setupI18n } from '@wl/i18n';
import type { Answer } from '@wl/testing';
import { game, renderWithSite } from '../../testing/lobby';
import { GameGrid } from './GameGrid';
import { GameTile } from './GameTile';

const fortune = game('fortune-tiger', 'PGSOFT', 'Fortune Tiger');

beforeAll(() => setupI18n('EN'));
afterEach(() => localStorage.clear());

const location = () => screen.getByTestId('location').textContent;
const favButton = (state: 'Add' | 'Remove') =>
  screen.getByRole('button', {
    name: state === 'Add' ? 'Add Fortune Tiger to favourites' : 'Remove Fortune Tiger from favourites',
  });

describe('GameTile', () => {
  it('shows the picture named after the game, its provider, its shape and a Play link', () => {
    const { container } = renderWithSite(<GameTile game={fortune} shape="portrait" />, { path: '/slots' });
    expect(screen.getByRole('img', { name: 'Fortune Tiger' })).toBeInTheDocument();
    expect(screen.getByText('PGSOFT')).toBeInTheDocument();
    expect(container.querySelector('.wl-game-tile')).toHaveClass('wl-game-tile--portrait');
    expect(screen.getByRole('link', { name: 'Play Fortune Tiger' })).toHaveAttribute(
      'href',
      '/playnow?provider_code=PGSOFT&game_code=fortune-tiger',
    );
  });

  it('says what a stand-in game plays as, and nothing for a game that plays as itself', () => {
    renderWithSite(
      <>
        <GameTile game={{ ...game('lucky-bingo', 'JILI', 'Lucky Bingo'), plays_as: 'keno' }} shape="square" />
        <GameTile game={fortune} shape="square" />
      </>,
      { path: '/lottery' },
    );
    expect(screen.getAllByText(/^Plays as/)).toEqual([screen.getByText('Plays as keno')]);
  });

  it('sends a guest who presses the heart to sign in, then back to this lobby page', () => {
    const { calls } = renderWithSite(<GameTile game={fortune} shape="square" />, { path: '/slots?page=2' });
    const button = favButton('Add');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(location()).toBe(`/login?redirect=${encodeURIComponent('/slots?page=2')}`);
    expect(calls.filter((c) => c.path.startsWith('home/fav'))).toEqual([]);
  });

  it('sends a guest who presses Play straight to the game, in fun mode', () => {
    renderWithSite(<GameTile game={fortune} shape="square" />, { path: '/slots' });
    fireEvent.click(screen.getByRole('link', { name: 'Play Fortune Tiger' }));
    expect(location()).toBe('/playnow?provider_code=PGSOFT&game_code=fortune-tiger');
    expect(screen.getByRole('heading', { name: 'Play page' })).toBeInTheDocument();
  });

  it('lets a member play at once', () => {
    renderWithSite(<GameTile game={fortune} shape="square" />, { path: '/slots', signedIn: true });
    fireEvent.click(screen.getByRole('link', { name: 'Play Fortune Tiger' }));
    expect(location()).toBe('/playnow?provider_code=PGSOFT&game_code=fortune-tiger');
  });

  it("marks a member's favourite at once and keeps it when the platform agrees", async () => {
    let agree: (answer: Answer) => void = () => undefined;
    const favourites: Answer[] = [];
    const { calls } = renderWithSite(<GameTile game={fortune} shape="square" />, {
      path: '/slots',
      signedIn: true,
      handler: (path) => {
        if (path === 'home/fav_add') return new Promise<Answer>((resolve) => (agree = resolve));
        if (path === 'home/fav_list') return { statusCode: 1, message: 'OK', value: favourites };
        return undefined;
      },
    });
    fireEvent.click(favButton('Add'));
    expect(favButton('Remove')).toHaveAttribute('aria-pressed', 'true');

    await waitFor(() => expect(calls.some((c) => c.path === 'home/fav_add')).toBe(true));
    favourites.push({ ...fortune, game_image: undefined, img_url: fortune.game_image });
    await act(async () => agree({ statusCode: 1, message: 'OK' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'home/fav_list')).toBe(true));
    expect(favButton('Remove')).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((c) => c.path === 'home/fav_add')?.body).toMatchObject({
      account_id: 'demo1',
      provider_code: 'PGSOFT',
      game_code: 'fortune-tiger',
      img_url: fortune.game_image,
    });
  });

  it('puts the heart back and shows the error when the platform refuses', async () => {
    const { store } = renderWithSite(<GameTile game={fortune} shape="square" />, {
      path: '/slots',
      signedIn: true,
      handler: (path) =>
        path === 'home/fav_add' ? { statusCode: -1, message: 'Favourite list is full' } : undefined,
    });
    fireEvent.click(favButton('Add'));
    expect(favButton('Remove')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(favButton('Add')).toHaveAttribute('aria-pressed', 'false'));
    expect(store.dialogs.current?.options.text).toBe('Favourite list is full');
  });
});

describe('GameGrid', () => {
  it('lists every game as an item of a named list', () => {
    renderWithSite(
      <GameGrid games={[fortune, game('lucky', 'JILI', 'Lucky Fish')]} shape="round" label="Slots" />,
      { path: '/slots' },
    );
    const list = screen.getByRole('list', { name: 'Slots' });
    expect(list).toHaveClass('wl-game-grid', 'wl-game-grid--round');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
