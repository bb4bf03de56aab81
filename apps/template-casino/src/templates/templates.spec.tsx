import { act, screen, within } from '@testing-library/react';
import { findTemplateById } from '@wl/site-model';
import remote from '../remote-entry';
import { renderCasino } from '../testing/casino-harness';

// Every template the remote offers (remote-entry.spec checks that they are the registry's casino ones).
const ids = [...remote.templateIds];

describe.each(ids)('%s layout', (id) => {
  it('frames the page: skip link, one header brand, game menu, main content and footer', async () => {
    const { Layout } = await remote.loadTemplate(id);
    await renderCasino(
      <Layout>
        <h1>Lobby</h1>
      </Layout>,
    );
    const root = document.querySelector(`[data-family="casino"][data-template="${id}"]`);
    expect(root).not.toBeNull();
    expect(root).toHaveClass(findTemplateById(id)?.themeCode ?? 'no theme code');
    expect(root).toHaveAttribute('data-store-instance');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
    expect(screen.getByTestId('site-name')).toHaveTextContent('Golden Palace');
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
    // The game menu is in the page itself or one press away in the drawer.
    const inPage = screen.queryAllByRole('navigation', { name: 'Game categories' });
    if (inPage.length === 0) {
      const toggle = screen.getAllByRole('button', { name: /menu/i })[0];
      if (!toggle) throw new Error(`${id} offers no way to its game menu`);
      act(() => toggle.click());
    }
    const games = screen.getAllByRole('navigation', { name: 'Game categories' })[0];
    if (!games) throw new Error(`${id} shows no game menu`);
    expect(within(games).getByRole('link', { name: /Live Casino/ })).toHaveAttribute('href', '/casino');
  });
});
