import { screen } from '@testing-library/react';
import { englishMessages, ok } from '@wl/testing';
import { renderContent, unavailable } from '../../testing/content';

beforeAll(() => englishMessages());

// The seeded slides, as the platform sends them.
const SLIDES = [
  {
    id: 1,
    en_title: '100% Welcome Bonus',
    local_title: 'Thưởng chào mừng 100%',
    en_subtitle: 'Double your first deposit',
    local_subtitle: 'Nhân đôi lần nạp đầu tiên',
    image_url: '/api/media/slide/1.svg',
    link_url: '/promotions',
  },
  {
    id: 2,
    en_title: 'New games every week',
    local_title: 'Trò chơi mới mỗi tuần',
    en_subtitle: 'Discover the latest releases',
    local_subtitle: '',
    image_url: '/api/media/slide/2.svg',
    link_url: '/slots',
  },
  {
    id: 3,
    en_title: 'Partner offer',
    local_title: '',
    en_subtitle: '',
    local_subtitle: '',
    image_url: '/api/media/slide/3.svg',
    link_url: 'https://partner.example.com/offer',
  },
];

const slides = (answer: Record<string, unknown>) => (path: string) =>
  path === 'home/fetch_slide' ? answer : undefined;

describe('/promotions', () => {
  it('shows every slide as a promotion card that leads where the slide leads', async () => {
    renderContent('promotions', { handler: slides(ok({ value: SLIDES })) });
    expect(await screen.findByRole('link', { name: 'New games every week' })).toHaveAttribute(
      'href',
      '/slots',
    );
    const external = screen.getByRole('link', { name: /Partner offer/ });
    expect(external).toHaveAttribute('href', 'https://partner.example.com/offer');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // The welcome bonus slide points at this very page: its card has no link.
    expect(screen.getByRole('heading', { level: 2, name: '100% Welcome Bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '100% Welcome Bonus' })).not.toBeInTheDocument();
    expect(screen.getByText('Double your first deposit')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('uses the local titles for a player in another language, English where there is none', async () => {
    renderContent('promotions', { language: 'VI', handler: slides(ok({ value: SLIDES })) });
    expect(await screen.findByRole('link', { name: 'Trò chơi mới mỗi tuần' })).toHaveAttribute(
      'href',
      '/vi/slots',
    );
    expect(screen.getByText('Discover the latest releases')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Partner offer/ })).toBeInTheDocument();
  });

  it('says when nothing is running', async () => {
    renderContent('promotions', { handler: slides(ok({ value: [] })) });
    expect(
      await screen.findByText('No promotions are running right now. Check back soon.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the service is away', async () => {
    renderContent('promotions', { handler: slides(unavailable) });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
