import { screen, within } from '@testing-library/react';
import { setupI18n } from '@wl/i18n';
import { renderSlot } from '../testing/render-slot';
import { GameNav, SlotBrand, SlotMain, SlotRoot } from './SlotFrame';

beforeAll(async () => {
  await setupI18n('EN');
});

function renderFrame(path: string) {
  return renderSlot(
    (page) => (
      <SlotRoot template={{ templateId: 'template13', themeCode: 'slot4' }}>
        <header>
          <SlotBrand primary />
          <GameNav variant="chips" home icons />
        </header>
        <SlotMain>{page}</SlotMain>
      </SlotRoot>
    ),
    { path, theme: ['slot4', 'candy'] },
  );
}

describe('slot frame', () => {
  it('marks the layout for the shell and offers a skip link to the one main region', () => {
    const { view, store } = renderFrame('/');
    const root = view.container.querySelector('[data-family="slot"]');
    expect(root).toHaveAttribute('data-template', 'template13');
    expect(root).toHaveAttribute('data-store-instance', store.instanceId);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    expect(screen.getByRole('main')).toHaveTextContent('Home page');
  });

  it('names the site and links home from the brand', () => {
    renderFrame('/slots');
    expect(screen.getByTestId('site-name')).toHaveTextContent('Neon Reels');
    expect(screen.getByRole('link', { name: 'Neon Reels' })).toHaveAttribute('href', '/');
  });

  it("lists the site's game menu and marks the lobby shown", () => {
    renderFrame('/slots');
    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Hot Games', '/hot'],
      ['Slots', '/slots'],
      ['Fishing', '/fishing'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
