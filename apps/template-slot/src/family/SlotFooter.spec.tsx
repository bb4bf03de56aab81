import { screen, within } from '@testing-library/react';
import { setupI18n } from '@wl/i18n';
import { renderSlot } from '../testing/render-slot';
import { SlotFooter } from './SlotFooter';
import { SlotMain, SlotRoot } from './SlotFrame';

beforeAll(async () => {
  await setupI18n('EN');
});

const accounts = [
  { social_type: 'facebook', account_name: 'Neon Reels', url: 'https://www.facebook.com/neonreels' },
  {
    social_type: 'email',
    account_name: 'support@neonreels.example.com',
    url: 'mailto:support@neonreels.example.com',
  },
];

function renderFooter(variant: 'columns' | 'centered' | 'band') {
  return renderSlot(
    (page) => (
      <SlotRoot template={{ templateId: 'template10', themeCode: 'slot1' }}>
        <SlotMain>{page}</SlotMain>
        <SlotFooter variant={variant} />
      </SlotRoot>
    ),
    { accounts },
  );
}

describe('slot footer', () => {
  it('links every content page', () => {
    renderFooter('columns');
    const links = within(screen.getByRole('navigation', { name: 'Site information' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/faqs',
      '/banking',
      '/contact-us',
      '/responsible-gaming',
      '/about',
      '/news',
      '/promotions',
      '/download',
      '/privacy-policy',
      '/term-condition',
    ]);
  });

  it("lists the site's social accounts, the web ones opening in a new tab", () => {
    renderFooter('centered');
    const social = screen.getByRole('list', { name: 'Follow us' });
    const facebook = within(social).getByRole('link', { name: /Facebook: Neon Reels/ });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/neonreels');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAccessibleName(/opens in a new tab/);
    const email = within(social).getByRole('link', { name: /Email: support@neonreels/ });
    expect(email).not.toHaveAttribute('target');
  });

  it('shows the 18+ notice and the copyright of the year and site', () => {
    renderFooter('band');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('18+');
    expect(footer).toHaveTextContent('Play responsibly. 18+ only.');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Neon Reels. All rights reserved.`);
  });
});
