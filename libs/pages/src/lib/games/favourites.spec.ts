import { createTestStore } from '@wl/testing';
import { FavouriteToggles, favouriteTogglesFor, type FavouriteDeps } from './favourites';

const tiger = {
  provider_code: 'PGSOFT',
  game_code: 'fortune-tiger',
  game_name: 'Fortune Tiger',
  game_type: 'slots',
  game_image: '/img/tiger.svg',
};

function deps(signedIn: boolean, favourite = false) {
  let answer: (ok: boolean) => void = () => undefined;
  const pending = () => new Promise<boolean>((resolve) => (answer = resolve));
  const fake = {
    session: { isAuthenticated: signedIn },
    favourites: {
      isFavourite: jest.fn(() => favourite),
      addFavourite: jest.fn(pending),
      removeFavourite: jest.fn(pending),
    },
    loginEntry: { open: jest.fn() },
  } satisfies FavouriteDeps;
  return { fake, answer: (ok: boolean) => answer(ok) };
}

it('sends a guest to sign in, with the page to come back to', async () => {
  const { fake } = deps(false);
  await new FavouriteToggles(fake).toggle(tiger, '/slots?page=2');
  expect(fake.loginEntry.open).toHaveBeenCalledWith('/slots?page=2');
  expect(fake.favourites.addFavourite).not.toHaveBeenCalled();
});

it('shows the new state while the call is on its way, and the stored one after a refusal', async () => {
  const { fake, answer } = deps(true, false);
  const toggles = new FavouriteToggles(fake);
  const done = toggles.toggle(tiger, '/slots');
  expect(toggles.isOn(tiger)).toBe(true);
  // A second press while waiting does not send a second call.
  void toggles.toggle(tiger, '/slots');
  expect(fake.favourites.addFavourite).toHaveBeenCalledTimes(1);
  answer(false);
  await done;
  expect(toggles.isOn(tiger)).toBe(false);
});

it('removes a favourite', async () => {
  const { fake, answer } = deps(true, true);
  const toggles = new FavouriteToggles(fake);
  const done = toggles.toggle(tiger, '/slots');
  expect(toggles.isOn(tiger)).toBe(false);
  answer(true);
  await done;
  expect(fake.favourites.removeFavourite).toHaveBeenCalledWith(tiger);
});

it('is one set per store', () => {
  const { store } = createTestStore({ signedIn: true });
  expect(favouriteTogglesFor(store)).toBe(favouriteTogglesFor(store));
  expect(favouriteTogglesFor(createTestStore({ signedIn: true }).store)).not.toBe(favouriteTogglesFor(store));
});
