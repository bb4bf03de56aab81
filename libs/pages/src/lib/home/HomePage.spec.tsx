import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { setupI18n } from '@wl/i18n';
import { HOME_SECTIONS, type HomeSection, type SiteLook } from '../site-look';
import { HomePage } from './HomePage';
import { ok, renderWithStore, type Answer, type Handler, type StartupOverrides } from '@wl/testing';
import { HOME_SITE, games } from '../../testing/home';

const MINUTE = 60_000;
const NOW = Date.parse('2026-03-01T12:00:00Z');

const ANSWERS: Record<string, Answer> = {
  'home/fetch_slide': ok({
    value: [
      {
        id: 1,
        en_title: 'Welcome bonus',
        local_title: '',
        en_subtitle: '',
        local_subtitle: '',
        image_url: '/s1.webp',
        link_url: '/promotions',
      },
    ],
  }),
  'home/marquee': ok({ value: [{ id: 1, en_text: 'New games every week', local_text: '' }] }),
  'home/fetch_transactions': ok({
    deposits: [{ account_id: 'de***12', amount: 500, created_at: new Date(NOW - 5 * MINUTE).toISOString() }],
    withdrawals: [
      { account_id: 'wi***34', amount: 1234.5, created_at: new Date(NOW - 10_000).toISOString() },
    ],
  }),
  'settings/top10winner_withdrawal': ok({
    winners: [
      { account_id: 'pl***99', amount: 25000, game_name: 'Fortune Gems', provider_code: 'JILI', won_at: '' },
    ],
    withdrawals: [],
    stats: {
      withrawal: 125000,
      winner: 1200,
      hour_withdrawal: 3,
      registered_player: 15400,
      active_player: 2300,
      deposited_player: 8_100_000,
    },
  }),
  'product/get_hot_games': ok({ value: games(3, 'hot') }),
};

const answers: Handler = (path, body) =>
  path === 'product/get_games' ? ok({ value: games(2, String(body['flag'])) }) : (ANSWERS[path] ?? ok());

const LOOK: SiteLook = { tile: 'portrait', homeSections: HOME_SECTIONS, slides: 'contained' };

/** Renders the page and lets every load finish. */
async function renderHome(
  look: SiteLook = LOOK,
  handler: Handler = answers,
  startup: StartupOverrides = HOME_SITE,
  top?: ComponentType,
) {
  const view = renderWithStore(<HomePage look={look} top={top} />, {
    answers: handler,
    startup,
    prepare: (store) =>
      store.site.setPartners([
        { href: '/slots?provider=JILI', img_url: '/jili.svg', partner_name: 'JILI' },
        { href: 'https://partner.example/', img_url: '/p.svg', partner_name: 'Partner' },
      ]),
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

/** The sections' names in the order the page shows them. */
const sectionOrder = (container: HTMLElement) =>
  [...container.querySelectorAll('.wl-home__section')].map((el) =>
    [...el.classList].find((c) => c.startsWith('wl-home__section--'))?.slice('wl-home__section--'.length),
  );

beforeAll(async () => {
  await setupI18n('EN');
});

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

describe('HomePage', () => {
  it("names the site in the page's heading and shows every section that has content, in the look's order", async () => {
    const reversed = [...HOME_SECTIONS].reverse() as HomeSection[];
    const { container } = await renderHome({ ...LOOK, homeSections: reversed });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Golden Palace');
    await screen.findByRole('heading', { name: 'Hot games' });
    // No app links on this site: no app bar.
    expect(sectionOrder(container)).toEqual(reversed.filter((s) => s !== 'appDownload'));
    for (const heading of screen.getAllByRole('heading', { level: 2 }))
      expect(heading.closest('section')).toHaveAccessibleName(heading.textContent ?? '');
  });

  it('shows the game rows with their tiles and a "see all" link to the lobby', async () => {
    await renderHome();
    const hot = (await screen.findByRole('heading', { name: 'Hot games' })).closest('section') as HTMLElement;
    expect(within(hot).getAllByRole('listitem')).toHaveLength(3);
    expect(within(hot).getByRole('link', { name: 'See all Hot games' })).toHaveAttribute('href', '/hot');
    const featured = screen
      .getByRole('heading', { name: 'Featured games' })
      .closest('section') as HTMLElement;
    expect(within(featured).getByRole('link', { name: 'See all Featured games' })).toHaveAttribute(
      'href',
      '/slots?flag=featured',
    );
  });

  it('leaves out a section that failed, and keeps the others', async () => {
    await renderHome(LOOK, (path, body) =>
      path === 'settings/top10winner_withdrawal' || path === 'home/marquee'
        ? { statusCode: -503, message: 'serviceUnavailable' }
        : answers(path, body),
    );
    await screen.findByRole('heading', { name: 'Hot games' });
    expect(screen.queryByRole('heading', { name: 'Top winners' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Latest transactions' })).toBeInTheDocument();
  });

  it("writes the ticker's amounts in the site's currency, with masked players and how long ago", async () => {
    await renderHome();
    const deposits = (await screen.findByRole('heading', { name: 'Deposits' })).parentElement as HTMLElement;
    const [deposit] = within(deposits).getAllByRole('listitem');
    expect(deposit).toHaveTextContent('de***12');
    expect(deposit).toHaveTextContent('₱500.00');
    expect(deposit).toHaveTextContent('5 min. ago');
    const withdrawals = screen.getByRole('heading', { name: 'Withdrawals' }).parentElement as HTMLElement;
    expect(within(withdrawals).getByRole('listitem')).toHaveTextContent(
      /wi\*\*\*34.*₱1,234\.50.*10 sec\. ago/,
    );
  });

  it('shows the top winners and the withdrawal statistics, large counts abbreviated', async () => {
    await renderHome();
    const winners = (await screen.findByRole('heading', { name: 'Top winners' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(winners).getByRole('listitem')).toHaveTextContent(/pl\*\*\*99.*Fortune Gems.*₱25,000\.00/);
    const figure = (label: string) => within(winners).getByText(label).nextElementSibling;
    expect(figure('Total withdrawn')).toHaveTextContent('₱125,000.00');
    expect(figure('Registered players')).toHaveTextContent('15.4K');
    expect(figure('Players who deposited')).toHaveTextContent('8.1M');
    expect(figure('Withdrawals in the last hour')).toHaveTextContent('3');
  });

  it('lists each provider once with its games, linking to its lobby filtered to it', async () => {
    await renderHome();
    const providers = screen
      .getByRole('heading', { name: 'Game providers' })
      .closest('section') as HTMLElement;
    const links = within(providers).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['JILIGames: 45', 'EVOGames: 12']);
    expect(links[0]).toHaveAttribute('href', '/slots?provider=JILI');
    expect(links[1]).toHaveAttribute('href', '/casino?provider=EVO');
  });

  it("links the partners' logos, another site in a new tab", async () => {
    await renderHome();
    const partners = screen.getByRole('heading', { name: 'Our partners' }).closest('section') as HTMLElement;
    expect(within(partners).getByRole('link', { name: 'JILI' })).toHaveAttribute(
      'href',
      '/slots?provider=JILI',
    );
    const other = within(partners).getByRole('link', { name: /Partner/ });
    expect(other).toHaveAttribute('rel', 'noopener noreferrer');
    expect(other).toHaveAttribute('target', '_blank');
  });

  it('offers the app when the site has one, until the player closes the bar', async () => {
    const startup = { ...HOME_SITE, site: { ...HOME_SITE.site, android_sub: 'https://play.example/app' } };
    const { store } = await renderHome(LOOK, answers, startup);

    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/download');
    fireEvent.click(screen.getByRole('button', { name: 'Close the app banner' }));
    expect(screen.queryByRole('heading', { name: 'Get our app' })).not.toBeInTheDocument();
    expect(store.site.show_app_download).toBe(false);
  });

  it("puts the slides beside the first game row after them in a 'split' look", async () => {
    const { container } = await renderHome({ ...LOOK, slides: 'split' });
    await screen.findByRole('heading', { name: 'Hot games' });
    const split = container.querySelector('.wl-home__split') as HTMLElement;
    expect(sectionOrder(split)).toEqual(['slides', 'hot']);
    expect(sectionOrder(container).filter((s) => s === 'hot')).toHaveLength(1);
  });

  it("shows a family's own block after the page's heading, before the sections", async () => {
    function TopMatches() {
      return (
        <section aria-labelledby="top-matches">
          <h2 id="top-matches">Top matches</h2>
        </section>
      );
    }
    await renderHome({ ...LOOK, homeSections: ['hot', 'featured'] }, answers, HOME_SITE, TopMatches);
    await screen.findByRole('heading', { name: 'Featured games' });
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H1', expect.stringContaining('Golden Palace')],
      ['H2', 'Top matches'],
      ['H2', 'Hot games'],
      ['H2', 'Featured games'],
    ]);
  });
});
