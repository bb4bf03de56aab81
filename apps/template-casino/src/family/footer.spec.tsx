import { screen, within } from '@testing-library/react';
import { renderCasino } from '../testing/casino-harness';
import { CasinoFooter } from './footer';

const accounts = [
  { social_type: 'facebook', account_name: 'Golden Palace', url: 'https://www.facebook.com/golden' },
  {
    social_type: 'email',
    account_name: 'support@golden.example.com',
    url: 'mailto:support@golden.example.com',
  },
];

it('lists every content page of the site, grouped under headings', async () => {
  await renderCasino(<CasinoFooter variant="columns" />);
  const links = within(screen.getByRole('navigation', { name: 'Site information' }));
  expect(links.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['About us', '/about'],
    ['Promotions', '/promotions'],
    ['News', '/news'],
    ['Download the app', '/download'],
    ['Frequently asked questions', '/faqs'],
    ['Banking', '/banking'],
    ['Contact us', '/contact-us'],
    ['Responsible gaming', '/responsible-gaming'],
    ['Privacy policy', '/privacy-policy'],
    ['Terms and conditions', '/term-condition'],
  ]);
  expect(links.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'The house',
    'Help',
    'Policies',
  ]);
});

it("shows the site's social accounts; web ones say they open a new tab, mail stays in this one", async () => {
  await renderCasino(<CasinoFooter variant="centered" />, { accounts });
  const facebook = screen.getByRole('link', { name: /Golden Palace.*opens in a new tab/ });
  expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/golden');
  expect(facebook).toHaveAttribute('target', '_blank');
  expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  const mail = screen.getByRole('link', { name: 'support@golden.example.com' });
  expect(mail).not.toHaveAttribute('target');
});

it('has no follow-us block when the site has no social accounts', async () => {
  await renderCasino(<CasinoFooter variant="band" />);
  expect(screen.queryByRole('heading', { name: 'Follow us' })).toBeNull();
});

it('carries the 18+ and responsible-gaming notice and the copyright line of the site', async () => {
  await renderCasino(<CasinoFooter variant="minimal" />);
  const footer = screen.getByTestId('site-footer');
  expect(footer).toHaveTextContent('18+');
  expect(footer).toHaveTextContent('Play responsibly. 18+ only.');
  expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Golden Palace. All rights reserved.`);
});
