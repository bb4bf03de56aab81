import { MenuState } from './menu-state';

const button = () => ({ focus: jest.fn() });

it('opens from a button and gives focus back to it when the player closes the menu', () => {
  const menu = new MenuState();
  const opener = button();
  menu.toggle(opener);
  expect(menu.isOpen).toBe(true);
  menu.toggle();
  expect(menu.isOpen).toBe(false);
  expect(opener.focus).toHaveBeenCalledTimes(1);
});

it('leaves focus alone when the player moved on (a link, a tap outside)', () => {
  const menu = new MenuState();
  const opener = button();
  menu.open(opener);
  menu.close(false);
  expect(menu.isOpen).toBe(false);
  // A later close has nobody to give focus back to.
  menu.close(true);
  expect(opener.focus).not.toHaveBeenCalled();
});
