import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderCasino } from '../testing/casino-harness';
import { MenuDrawer } from './drawer';
import { CasinoFrame } from './frame';
import { BottomTabBar, MenuToggle } from './nav';

function Shell() {
  return (
    <CasinoFrame
      template={{ templateId: 'template1', themeCode: 'casino1' }}
      header={
        <header>
          <MenuToggle />
        </header>
      }
      footer={null}
      overlays={
        <>
          <MenuDrawer side="left" />
          <BottomTabBar />
        </>
      }
    >
      <p>Page</p>
    </CasinoFrame>
  );
}

const openButton = () => screen.getByRole('button', { name: 'Open menu' });
const drawer = () => {
  const panel = document.getElementById('casino-drawer');
  if (!panel) throw new Error('no drawer');
  return within(panel);
};

it('opens from the menu button, moves focus into the drawer and closes with Escape back to the button', async () => {
  await renderCasino(<Shell />);
  const toggle = openButton();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'Game categories' })).toBeNull();

  act(() => toggle.click());
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const games = screen.getByRole('navigation', { name: 'Game categories' });
  expect(
    within(games)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Home', 'Hot Games', 'Slots', 'Live Casino', 'Table', 'Poker']);
  expect(screen.getByRole('navigation', { name: 'Site information' })).toBeVisible();
  expect(drawer().getByRole('button', { name: 'Close menu' })).toBe(document.activeElement);

  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  expect(screen.queryByRole('navigation', { name: 'Game categories' })).toBeNull();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(document.activeElement).toBe(toggle);
});

it('closes when the player follows one of its links, and the page changes', async () => {
  await renderCasino(<Shell />);
  act(() => openButton().click());
  const drawerLinks = within(screen.getByRole('navigation', { name: 'Site information' }));
  act(() => drawerLinks.getByRole('link', { name: 'Frequently asked questions' }).click());
  expect(screen.getByTestId('location')).toHaveTextContent('/faqs');
  expect(screen.queryByRole('navigation', { name: 'Site information' })).toBeNull();
});

it('closes when focus leaves it for the page behind, without pulling focus back', async () => {
  await renderCasino(<Shell />);
  act(() => openButton().click());
  const home = drawer().getByRole('link', { name: 'Home' });
  const outside = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link')[1];
  if (!outside) throw new Error('the tab bar has no lobby link');
  fireEvent.blur(home, { relatedTarget: outside });
  expect(openButton()).toHaveAttribute('aria-expanded', 'false');
});

it('offers home, the live casino first and a menu button in the phone tab bar', async () => {
  await renderCasino(<Shell />, { path: '/casino' });
  const bar = within(screen.getByRole('navigation', { name: 'Quick links' }));
  expect(bar.getAllByRole('link').map((a) => a.textContent)).toEqual([
    'Home',
    'Live Casino',
    'Hot Games',
    'Slots',
  ]);
  expect(bar.getByRole('link', { name: 'Live Casino' })).toHaveAttribute('aria-current', 'page');
  const menu = bar.getByRole('button', { name: 'Menu' });
  act(() => menu.click());
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('navigation', { name: 'Game categories' })).toBeVisible();
});
