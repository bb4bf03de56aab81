import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { lockPageScroll } from '@wl/ui';
import { useDisclosure } from './disclosure';
import { Drawer, useDrawerToggle } from './drawer';

function Page({ initialFocus = false }: { initialFocus?: boolean }) {
  const menu = useDisclosure();
  const toggle = useDrawerToggle(menu, 'site-menu');
  const [path, setPath] = useState('/');
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" {...toggle}>
        Menu
      </button>
      <button type="button" {...toggle}>
        Second menu button
      </button>
      <a href="#elsewhere">Elsewhere</a>
      <p data-testid="path">{path}</p>
      <Drawer
        disclosure={menu}
        id="site-menu"
        label="Site menu"
        className="layer"
        backdropClassName="backdrop"
        panelClassName="panel"
        initialFocusRef={initialFocus ? closeButton : undefined}
        closeOn={path}
      >
        <a href="#first">First page</a>
        <button type="button" onClick={() => setPath('/faqs')}>
          Go to the FAQs
        </button>
        <button type="button" ref={closeButton} onClick={() => menu.close(true)}>
          Close
        </button>
        <a href="#last">Last page</a>
      </Drawer>
    </>
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const drawer = () => screen.queryByRole('dialog', { name: 'Site menu' });
const openMenu = (button = menuButton()) => {
  act(() => button.click());
  const panel = drawer();
  if (!panel) throw new Error('the drawer did not open');
  return panel;
};

it('is closed and out of reach until its button opens it, then is a named modal dialog', () => {
  render(<Page />);
  expect(drawer()).toBeNull();
  expect(screen.queryByRole('link', { name: 'First page' })).toBeNull();
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  expect(menuButton()).toHaveAttribute('aria-controls', 'site-menu');

  const panel = openMenu();
  expect(panel).toHaveAttribute('aria-modal', 'true');
  expect(panel).toHaveAttribute('id', 'site-menu');
  expect(panel).toHaveClass('panel');
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Second menu button' })).toHaveAttribute('aria-expanded', 'true');
});

it('moves focus into the drawer: its first stop, or the element asked for', () => {
  const { unmount } = render(<Page />);
  openMenu();
  expect(screen.getByRole('link', { name: 'First page' })).toHaveFocus();
  unmount();

  render(<Page initialFocus />);
  openMenu();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
});

it('keeps Tab inside while open: past the last stop to the first and back', () => {
  render(<Page />);
  openMenu();
  const first = screen.getByRole('link', { name: 'First page' });
  const last = screen.getByRole('link', { name: 'Last page' });
  last.focus();
  fireEvent.keyDown(last, { key: 'Tab' });
  expect(first).toHaveFocus();
  fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
  expect(last).toHaveFocus();
  // Focus sent to the page behind is brought back.
  fireEvent.focusIn(screen.getByRole('link', { name: 'Elsewhere', hidden: true }));
  expect(first).toHaveFocus();
});

it('closes on Escape and gives focus back to the button that opened it', () => {
  render(<Page />);
  const second = screen.getByRole('button', { name: 'Second menu button' });
  openMenu(second);
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  expect(drawer()).toBeNull();
  expect(second).toHaveAttribute('aria-expanded', 'false');
  expect(second).toHaveFocus();
});

it('closes from its own close button and from the backdrop, focus back on the opener', () => {
  const { container } = render(<Page />);
  openMenu();
  act(() => screen.getByRole('button', { name: 'Close' }).click());
  expect(drawer()).toBeNull();
  expect(menuButton()).toHaveFocus();

  openMenu();
  const backdrop = container.querySelector('.backdrop');
  if (!backdrop) throw new Error('no backdrop');
  expect(backdrop).toHaveAttribute('aria-hidden', 'true');
  fireEvent.click(backdrop);
  expect(drawer()).toBeNull();
  expect(menuButton()).toHaveFocus();
});

it('keeps the page behind from scrolling while open', () => {
  document.body.style.overflow = 'auto';
  render(<Page />);
  openMenu();
  expect(document.body.style.overflow).toBe('hidden');
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(document.body.style.overflow).toBe('auto');
});

it('leaves the page still while a dialog opened over it stays, after it closes itself', () => {
  document.body.style.overflow = '';
  render(<Page />);
  openMenu();
  const releaseDialog = lockPageScroll();
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(drawer()).toBeNull();
  expect(document.body.style.overflow).toBe('hidden');
  releaseDialog();
  expect(document.body.style.overflow).toBe('');
});

it('closes when the page changes, leaving focus where the player went', () => {
  render(<Page />);
  openMenu();
  const go = screen.getByRole('button', { name: 'Go to the FAQs' });
  go.focus();
  act(() => go.click());
  expect(screen.getByTestId('path')).toHaveTextContent('/faqs');
  expect(drawer()).toBeNull();
  expect(menuButton()).not.toHaveFocus();
});

it('closes when focus leaves it for the page behind, but not for one of its own buttons', () => {
  render(<Page />);
  const panel = openMenu();
  const first = screen.getByRole('link', { name: 'First page' });
  fireEvent.blur(first, { relatedTarget: screen.getByRole('button', { name: 'Second menu button' }) });
  expect(drawer()).toBe(panel);
  fireEvent.blur(first, { relatedTarget: screen.getByRole('link', { name: 'Elsewhere' }) });
  expect(drawer()).toBeNull();
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
});
