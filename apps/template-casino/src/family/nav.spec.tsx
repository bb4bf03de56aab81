import { screen, within } from '@testing-library/react';
import { renderCasino } from '../testing/casino-harness';
import { CasinoFrame } from './frame';
import { GameNav, quickItems } from './nav';

function Nav() {
  return (
    <CasinoFrame
      template={{ templateId: 'template2', themeCode: 'casino2' }}
      header={<GameNav variant="chips" icons />}
      footer={null}
    >
      <p>Page</p>
    </CasinoFrame>
  );
}

it('marks the lobby the player is in, once, even when two menu entries open it', async () => {
  await renderCasino(<Nav />, { path: '/casino' });
  const nav = within(screen.getByRole('navigation', { name: 'Game categories' }));
  expect(nav.getByRole('link', { name: 'Live Casino' })).toHaveAttribute('aria-current', 'page');
  expect(nav.getByRole('link', { name: 'Table' })).not.toHaveAttribute('aria-current');
  expect(nav.getByRole('link', { name: 'Table' })).toHaveAttribute('href', '/casino');
  expect(nav.getByRole('link', { name: 'Slots' })).not.toHaveAttribute('aria-current');
});

it('picks one entry per lobby for a short bar, the live casino first', () => {
  const item = (key: string, href: string) => ({ key, label: key, href });
  expect(
    quickItems(
      [item('hot', '/hot'), item('live', '/casino'), item('table', '/casino'), item('slots', '/slots')],
      3,
    ),
  ).toEqual([item('live', '/casino'), item('hot', '/hot'), item('slots', '/slots')]);
});
