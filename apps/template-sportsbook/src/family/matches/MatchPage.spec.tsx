import { fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { setupI18n } from '@wl/i18n';
import type { Envelope } from '@wl/api';
import type { TemplateModule } from '@wl/core';
import { Route, Routes } from '@wl/router';
import { FAILED, matchListAnswer, oddsFor } from '@wl/sportsbook/testing';
import { CurrentLocation } from '@wl/testing';
import remote from '../../remote-entry';
import { renderSportsbook } from '../../testing/render-sportsbook';
import { BetSlip } from './BetSlip';
import { LeagueNav } from './LeagueNav';
import { matchIdOf } from './match-address';

let template: TemplateModule;
let Sports: ComponentType;
beforeAll(async () => {
  await setupI18n('EN');
  template = await remote.loadTemplate('template20');
  const page = template.pages.sports;
  if (!page) throw new Error('no sports page');
  Sports = page;
});
afterEach(() => {
  localStorage.clear();
});

/** The sports page and the slip, at an address; the odds answered by query as the platform does. */
function sportsPage(path: string, odds: Envelope = oddsFor({ match_id: 1 })) {
  return renderSportsbook(
    <>
      <Routes>
        <Route path="/sports" element={<Sports />} />
      </Routes>
      <BetSlip />
      <CurrentLocation />
    </>,
    { path, table: { 'home/match_list': matchListAnswer(), 'home/public_odds': odds } },
  );
}

describe("a match's page", () => {
  it('reads the match of the address, and nothing else', () => {
    expect(matchIdOf('12')).toBe(12);
    expect(matchIdOf(null)).toBeNull();
    expect(matchIdOf('0')).toBeNull();
    expect(matchIdOf('1e3')).toBeNull();
    expect(matchIdOf('-4')).toBeNull();
    expect(matchIdOf('99999999999')).toBeNull();
  });

  it('shows the match and every market it is priced in, each line of the handicap and total', async () => {
    const { calls } = sportsPage('/sports?match=1');
    const page = screen.getByTestId('match-page');
    expect(page).toHaveAttribute('aria-busy', 'true');
    expect(within(page).getByRole('status')).toHaveTextContent('Loading the match…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal v Liverpool' })).toBeInTheDocument();
    expect(within(page).getByText('Premier League')).toBeInTheDocument();
    expect(page).toHaveAttribute('aria-busy', 'false');
    const markets = within(page).getAllByRole('region');
    expect(markets.map((market) => within(market).getByRole('heading').textContent)).toEqual([
      'Match result',
      'Handicap',
      'Over/Under',
      'Correct score',
      '1st half: Match result',
    ]);
    const handicap = within(page).getByRole('region', { name: 'Handicap' });
    expect(
      within(handicap)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Arsenal handicap -0.5 at 2.05-0.52.05',
      'Liverpool handicap +0.5 at 1.80+0.51.80',
      'Arsenal handicap -0.75 at 2.30-0.752.30',
      'Liverpool handicap +0.75 at 1.62+0.751.62',
      'Arsenal handicap -0.25 at 1.85-0.251.85',
      'Liverpool handicap +0.25 at 1.98+0.251.98',
    ]);
    // The board's list is not asked for: the match's odds only.
    expect(calls.filter((call) => call.path === 'home/public_odds')).toHaveLength(1);

    fireEvent.click(within(handicap).getByRole('button', { name: 'Arsenal handicap -0.75 at 2.30' }));
    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    expect(within(slip).getByText('Arsenal handicap -0.75')).toBeInTheDocument();
    expect(within(handicap).getByRole('button', { name: 'Arsenal handicap -0.75 at 2.30' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('leads back to the list, which then loads its own market', async () => {
    sportsPage('/sports?match=1');
    fireEvent.click(await screen.findByRole('link', { name: /All matches/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sports$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports betting' })).toBeInTheDocument();
  });

  it("goes back to the list when a league is picked in the sidebar on a match's page", async () => {
    renderSportsbook(
      <>
        <LeagueNav />
        <CurrentLocation />
      </>,
      { path: '/sports?match=1', table: { 'home/match_list': matchListAnswer() } },
    );
    const leagues = await screen.findByRole('navigation', { name: 'Leagues' });
    fireEvent.click(within(leagues).getByRole('button', { name: /La Liga/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sports$/);
  });

  it('is reached from a row of the board', async () => {
    sportsPage('/sports', oddsFor({}));
    fireEvent.click(await screen.findByRole('link', { name: 'Arsenal Liverpool All markets' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sports?match=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal v Liverpool' })).toBeInTheDocument();
  });

  it('says when the match is no longer listed', async () => {
    sportsPage('/sports?match=77', oddsFor({ match_id: 77 }));
    expect(await screen.findByText('This match is no longer open for betting.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Match' })).toBeInTheDocument();
  });

  it('offers a retry when the match cannot be loaded', async () => {
    const answers: Record<string, Envelope> = {
      'home/match_list': matchListAnswer(),
      'home/public_odds': FAILED,
    };
    renderSportsbook(
      <Routes>
        <Route path="/sports" element={<Sports />} />
      </Routes>,
      { path: '/sports?match=2', table: answers },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded/);
    answers['home/public_odds'] = oddsFor({ match_id: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Handicap' })).toBeInTheDocument();
  });
});
