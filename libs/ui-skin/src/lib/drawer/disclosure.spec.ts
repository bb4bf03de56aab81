import { Disclosure } from './disclosure';

const button = () => ({ focus: jest.fn() });

it('opens from a button and gives focus back to it when the player closes it', () => {
  const menu = new Disclosure();
  const opener = button();
  menu.toggle(opener);
  expect(menu.isOpen).toBe(true);
  menu.toggle();
  expect(menu.isOpen).toBe(false);
  expect(opener.focus).toHaveBeenCalledTimes(1);
});

it('leaves focus alone when the player moved on (a link, a tap outside)', () => {
  const menu = new Disclosure();
  const opener = button();
  menu.open(opener);
  menu.close(false);
  expect(menu.isOpen).toBe(false);
  // A later close has nobody to give focus back to.
  menu.close(true);
  expect(opener.focus).not.toHaveBeenCalled();
});

it('tells its listeners of every change before focus goes back, and stops when asked', () => {
  const menu = new Disclosure();
  const events: string[] = [];
  const opener = { focus: () => events.push('focus') };
  const stop = menu.subscribe(() => events.push(menu.isOpen ? 'open' : 'closed'));
  menu.open(opener);
  menu.open(opener);
  menu.close(true);
  expect(events).toEqual(['open', 'closed', 'focus']);
  stop();
  menu.open(opener);
  expect(events).toHaveLength(3);
});
