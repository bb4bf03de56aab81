import { act, fireEvent, screen, within } from '@testing-library/react';
import { setupI18n } from '@wl/i18n';
import type { TemplateModule } from '@wl/core';
import { useLocation } from '@wl/router';
import { matchListAnswer, oddsAnswer } from '@wl/sportsbook/testing';
import remote from '../remote-entry';
import { renderSportsbook } from '../testing/render-sportsbook';

let sportsbook1: TemplateModule;
let sportsbook3: TemplateModule;
beforeAll(async () => {
  await setupI18n('EN');
  sportsbook1 = await remote.loadTemplate('template20');
  sportsbook3 = await remote.loadTemplate('template22');
});
afterEach(() => {
  localStorage.clear();
});

const table = () => ({ 'home/match_list': matchListAnswer(), 'home/public_odds': oddsAnswer() });

function Page() {
  const { pathname } = useLocation();
  return <h1 data-path={pathname}>Some page</h1>;
}

describe('sportsbook layout', () => {
  it('keeps the marks the browser tests use: family, template, skip link and main content', async () => {
    const { Layout } = sportsbook1;
    const { view, store } = renderSportsbook(
      <Layout>
        <Page />
      </Layout>,
      { table: table() },
    );
    await screen.findByRole('navigation', { name: 'Leagues' });
    const root = view.container.querySelector('[data-family="sportsbook"]');
    expect(root).toHaveAttribute('data-template', 'template20');
    expect(root).toHaveAttribute('data-store-instance', store.instanceId);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Some page' })).toBeInTheDocument();
  });

  it('opens the menu drawer, closes it with Escape and gives the focus back to its button', async () => {
    const { Layout } = sportsbook1;
    renderSportsbook(
      <Layout>
        <Page />
      </Layout>,
      { table: table() },
    );
    await screen.findByRole('navigation', { name: 'Leagues' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(within(drawer).getByRole('link', { name: 'Live Casino' })).toHaveAttribute('href', '/casino');
    expect(within(drawer).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps Tab inside the open drawer', async () => {
    const { Layout } = sportsbook1;
    renderSportsbook(
      <Layout>
        <Page />
      </Layout>,
      { table: table() },
    );
    await screen.findByRole('navigation', { name: 'Leagues' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    const links = within(drawer).getAllByRole('link');
    const last = links[links.length - 1];
    last?.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('lists the content pages, the social accounts, the 18+ notice and the copyright in the footer', async () => {
    const { Layout } = sportsbook1;
    const { store } = renderSportsbook(
      <Layout>
        <Page />
      </Layout>,
      { table: table() },
    );
    await screen.findByRole('navigation', { name: 'Leagues' });
    act(() =>
      store.site.setAccountList([
        { social_type: 'facebook', account_name: 'Goal Line', url: 'https://facebook.com/goalline' },
        { social_type: 'phone', account_name: '+63 2 555 0100', url: 'tel:+6325550100' },
      ]),
    );
    const footer = screen.getByTestId('site-footer');
    const pages = within(footer).getByRole('navigation', { name: 'Site information' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/promotions',
      '/news',
      '/download',
      '/faqs',
      '/banking',
      '/contact-us',
      '/about',
      '/responsible-gaming',
      '/term-condition',
      '/privacy-policy',
    ]);
    const social = within(footer).getByRole('link', { name: /facebook Goal Line/ });
    expect(social).toHaveAttribute('href', 'https://facebook.com/goalline');
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).queryByText('+63 2 555 0100')).toBeNull();
    expect(within(footer).getByText(/Betting can be addictive/)).toBeInTheDocument();
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Goal Line. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('shows the slip count in the bottom tab bar of the app header', async () => {
    const { Layout, pages } = sportsbook3;
    const Sports = pages.sports;
    if (!Sports) throw new Error('no sports page');
    renderSportsbook(
      <Layout>
        <Sports />
      </Layout>,
      { table: table(), path: '/sports' },
    );
    const tabs = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(tabs).getByRole('button', { name: 'Bet slip' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Arsenal to win at 2.10' }));
    expect(within(tabs).getByRole('button', { name: 'Bet slip Selections: 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeInTheDocument();
    // Under the match list: the sportsbook providers' lobby, once its lazy code and games are in.
    const partners = screen.getByRole('region', { name: 'Sportsbook partners' });
    expect(await within(partners).findByText('Games found: 0')).toBeInTheDocument();
  });

  it('filters the match list by a league picked in the sidebar, from any page', async () => {
    const { Layout } = sportsbook1;
    renderSportsbook(
      <Layout>
        <Page />
      </Layout>,
      { table: table(), path: '/news' },
    );
    const leagues = await screen.findByRole('navigation', { name: 'Leagues' });
    fireEvent.click(within(leagues).getByRole('button', { name: 'La Liga 2' }));
    expect(within(leagues).getByRole('button', { name: 'La Liga 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Some page' })).toHaveAttribute('data-path', '/sports');
  });
});
