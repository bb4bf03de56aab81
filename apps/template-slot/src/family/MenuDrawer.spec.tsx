import { act, fireEvent, screen, within } from '@testing-library/react';
import { setupI18n } from '@wl/i18n';
import { renderSlot } from '../testing/render-slot';
import { BottomBar } from './BottomBar';
import { MenuDrawer } from './MenuDrawer';
import { MenuButton, SlotMain, SlotRoot } from './SlotFrame';

beforeAll(async () => {
  await setupI18n('EN');
});

function renderMenu(path = '/') {
  return renderSlot(
    (page) => (
      <SlotRoot template={{ templateId: 'template10', themeCode: 'slot1' }}>
        <header>
          <MenuButton />
        </header>
        <MenuDrawer side="left" />
        <SlotMain>{page}</SlotMain>
        <BottomBar categories={2} />
      </SlotRoot>
    ),
    { path },
  );
}

const headerButton = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });

describe('menu drawer', () => {
  it('opens from its button with the game categories and the content pages, focus inside', () => {
    renderMenu();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(headerButton()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(headerButton());

    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(headerButton()).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    const games = within(drawer).getAllByRole('list')[0] as HTMLElement;
    expect(
      within(games)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Hot Games', 'Slots', 'Fishing']);
    expect(within(drawer).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );
    expect(within(drawer).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/term-condition',
    );
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    renderMenu();
    headerButton().focus();
    fireEvent.click(headerButton());
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(headerButton()).toHaveAttribute('aria-expanded', 'false');
    expect(headerButton()).toHaveFocus();
  });

  it('returns focus to the bottom bar when it was opened from there', () => {
    renderMenu();
    const quick = screen.getByRole('navigation', { name: 'Quick menu' });
    const barButton = within(quick).getByRole('button', { name: 'Menu' });
    fireEvent.click(barButton);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close menu' }));
    expect(barButton).toHaveFocus();
  });

  it('keeps Tab inside while open: past the last entry to the first and back', () => {
    renderMenu();
    fireEvent.click(headerButton());
    const drawer = screen.getByRole('dialog');
    const focusable = [...within(drawer).getAllByRole('link'), ...within(drawer).getAllByRole('button')];
    const links = within(drawer).getAllByRole('link');
    const first = links[0] as HTMLElement;
    const last = links[links.length - 1] as HTMLElement;
    expect(focusable.length).toBeGreaterThan(2);

    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(first).toHaveFocus();

    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('closes when the player follows one of its links', () => {
    renderMenu();
    fireEvent.click(headerButton());
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('link', { name: 'Frequently asked questions' }),
    );
    expect(screen.getByRole('heading', { name: 'FAQs page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on the backdrop', () => {
    const { view } = renderMenu();
    fireEvent.click(headerButton());
    const backdrop = view.container.querySelector('.slot-drawer__backdrop') as HTMLElement;
    act(() => {
      fireEvent.click(backdrop);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('bottom bar', () => {
  it('offers home, the first categories and the menu, marking the page shown', () => {
    renderMenu('/slots');
    const quick = screen.getByRole('navigation', { name: 'Quick menu' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Hot Games', 'Slots']);
    expect(within(quick).getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    expect(within(quick).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('drawer account row', () => {
  const openDrawer = (options: { languages?: boolean; signedIn?: boolean }) => {
    const view = renderSlot(
      (page) => (
        <SlotRoot template={{ templateId: 'template10', themeCode: 'slot1' }}>
          <header>
            <MenuButton />
          </header>
          <MenuDrawer side="right" />
          <SlotMain>{page}</SlotMain>
        </SlotRoot>
      ),
      options,
    );
    fireEvent.click(headerButton());
    return { ...view, drawer: screen.getByRole('dialog') };
  };

  it("offers the site's languages to a guest, and no logout", () => {
    const { drawer } = openDrawer({ languages: true });
    const language = within(drawer).getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['EN', 'VI']);
    expect(within(drawer).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('lets a player log out, asking first', () => {
    const { drawer, store } = openDrawer({ signedIn: true });
    expect(within(drawer).queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Log out' }));
    expect(store.dialogs.current?.options.title).toBe('Log out?');
    expect(store.session.isAuthenticated).toBe(true);
  });
});
