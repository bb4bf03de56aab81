import { act, fireEvent, screen } from '@testing-library/react';
import { useStores } from '@wl/core';
import { Route, Routes } from '@wl/router';
import { englishMessages, ok, okAnswer, renderWithStore, type Handler } from '@wl/testing';
import type { ReactNode } from 'react';
import { HOME_SECTIONS } from '../site-look';
import { createSitePages } from '../site-pages';
import { AccountControls } from './AccountControls';

const { pages } = createSitePages({ tile: 'square', homeSections: HOME_SECTIONS, slides: 'full' });

/** A template's frame: the account corner in a header, the page in main. */
function Frame({ children }: { children: ReactNode }) {
  const { session } = useStores();
  return (
    <>
      <header>{session.isAuthenticated ? <AccountControls /> : null}</header>
      <main>{children}</main>
    </>
  );
}

function renderRoute(path: string, name: keyof typeof pages, handler: Handler = () => undefined) {
  const Page = pages[name];
  if (!Page) throw new Error(`no page ${name}`);
  return renderWithStore(
    <Frame>
      <Routes>
        <Route path={path} element={<Page />} />
      </Routes>
    </Frame>,
    { path, signedIn: true, answers: handler },
  );
}

beforeAll(englishMessages);
afterEach(() => localStorage.clear());

describe('the member pages in a template', () => {
  it("an edited profile's new name shows in the header at once", async () => {
    renderRoute('/edit-profile', 'editProfile', (path) =>
      path === 'settings/profile_update'
        ? okAnswer('settings/profile_update', {
            value: [{ account_id: 'demo1', full_name: 'Ana Cruz', contact_email: 'ana@example.com' }],
          })
        : undefined,
    );
    const name = (await screen.findByLabelText('Full name')) as HTMLInputElement;
    expect(screen.getByTestId('player-name')).toHaveTextContent('Demo One');
    fireEvent.change(name, { target: { value: 'Ana Cruz' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(screen.getByTestId('player-name')).toHaveTextContent('Ana Cruz');
  });

  it('shows /account in the page, loaded with its texts', async () => {
    renderRoute('/account', 'account', (path) =>
      path === 'settings/get_inbox' ? ok({ value: [] }) : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    await screen.findByText('Unread messages: 0');
  });

  it("previews the site's loading screen at /preloader: logo, name and progress", () => {
    renderRoute('/preloader', 'preloader');
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Lantern' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByTestId('site-preloader').querySelector('img')).toHaveAttribute('src', '/logo1.svg');
  });
});
