import { fireEvent, screen, within } from '@testing-library/react';
import type { SocialAccount } from '@wl/api';
import { englishMessages, ok, type Answer } from '@wl/testing';
import { renderContent, unavailable } from '../../testing/content';

beforeAll(() => englishMessages());

// The seeded demo accounts of a site.
const SEEDED: SocialAccount[] = [
  { social_type: 'facebook', account_name: 'Lucky Lantern', url: 'https://www.facebook.com/casino1.demo' },
  { social_type: 'telegram', account_name: '@casino1_demo', url: 'https://t.me/casino1_demo' },
  { social_type: 'instagram', account_name: 'casino1.demo', url: 'https://www.instagram.com/casino1.demo' },
  {
    social_type: 'email',
    account_name: 'support@casino1.example.com',
    url: 'mailto:support@casino1.example.com',
  },
];

describe('/contact-us', () => {
  it('links each social account in a new tab that cannot reach back into the site', () => {
    renderContent('contactUs', { accounts: SEEDED });
    const social = screen.getByRole('heading', { level: 2, name: 'Follow us' })
      .nextElementSibling as HTMLElement;
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.facebook.com/casino1.demo',
      'https://t.me/casino1_demo',
      'https://www.instagram.com/casino1.demo',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(links[1]).toHaveAccessibleName('Telegram @casino1_demo (opens in a new tab)');
  });

  it('shows the support e-mail as a mail link of its own', () => {
    renderContent('contactUs', { accounts: SEEDED });
    const support = screen.getByRole('heading', { level: 2, name: 'Customer support' })
      .nextElementSibling as HTMLElement;
    const mail = within(support).getByRole('link');
    expect(mail).toHaveAttribute('href', 'mailto:support@casino1.example.com');
    expect(mail).not.toHaveAttribute('target');
    expect(mail).toHaveAccessibleName('E-mail support@casino1.example.com');
  });

  it('never turns an unsafe address into a link', () => {
    renderContent('contactUs', {
      accounts: [{ social_type: 'line', account_name: 'Lantern LINE', url: 'javascript:alert(1)' }],
    });
    expect(screen.getByText('Lantern LINE')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers the live chat when the site has it on', () => {
    const { store } = renderContent('contactUs', {
      accounts: SEEDED,
      liveChat: { chat_id: '123', image_id: '', status: true },
    });
    const maximize = jest.spyOn(store.liveChat as NonNullable<typeof store.liveChat>, 'maximize');
    maximize.mockReturnValue(true);
    expect(screen.getByText('Our support team answers in live chat around the clock.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open live chat' }));
    expect(maximize).toHaveBeenCalledTimes(1);
  });

  it('has no live-chat hint when the chat is off', () => {
    renderContent('contactUs', {
      accounts: SEEDED,
      liveChat: { chat_id: '123', image_id: '', status: false },
    });
    expect(screen.queryByRole('button', { name: 'Open live chat' })).not.toBeInTheDocument();
  });

  it('asks for the accounts itself when the site loader had none, and says when there are none', async () => {
    const { calls } = renderContent('contactUs', {
      handler: (path) => (path === 'settings/social_account' ? ok({ accountList: [] }) : undefined),
    });
    expect(await screen.findByText('No contact channels are listed yet.')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['settings/social_account']);
  });

  it('offers a retry when the accounts could not be loaded', async () => {
    let answer: Answer = { statusCode: 0, message: 'disconnect' };
    renderContent('contactUs', {
      handler: (path) => (path === 'settings/social_account' ? answer : unavailable),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    answer = ok({ accountList: SEEDED });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('@casino1_demo')).toBeInTheDocument();
  });
});
