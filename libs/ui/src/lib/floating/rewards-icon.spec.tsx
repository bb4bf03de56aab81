import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@wl/router';
import { RewardsIcon, type RewardsIconProps } from './rewards-icon';

const labels = { open: 'Rewards', newTab: '(opens in a new tab)', hide: 'Hide rewards' };

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

function renderIcon(props: Partial<RewardsIconProps> = {}) {
  const onHide = jest.fn();
  const all = {
    gamifyStatus: true,
    isAuthenticated: false,
    guestAction: 'login-page',
    labels,
    onHide,
    ...props,
  } as RewardsIconProps;
  render(
    <MemoryRouter initialEntries={['/slots']}>
      <RewardsIcon {...all} />
      <Location />
    </MemoryRouter>,
  );
  return { onHide };
}

it('is not shown when the site has gamification off', () => {
  renderIcon({ gamifyStatus: false, isAuthenticated: true });
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('opens the minigame page in a new tab for a signed-in player', () => {
  renderIcon({ isAuthenticated: true });
  const link = screen.getByRole('link', { name: 'Rewards (opens in a new tab)' });
  expect(link).toHaveAttribute('href', '/minigame');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener');
});

it("shows a player's rewards to claim on a badge, the count in the link's name", () => {
  renderIcon({ isAuthenticated: true, count: 3, labels: { ...labels, claimable: '3 ready to claim' } });
  expect(
    screen.getByRole('link', { name: 'Rewards, 3 ready to claim (opens in a new tab)' }),
  ).toBeInTheDocument();
  expect(screen.getByTestId('rewards-count')).toHaveTextContent('3');
  expect(screen.getByTestId('rewards-count')).toHaveAttribute('aria-hidden', 'true');
});

it('shows no badge with nothing to claim', () => {
  renderIcon({ isAuthenticated: true, count: 0, labels: { ...labels, claimable: '0 ready to claim' } });
  expect(screen.getByRole('link', { name: 'Rewards (opens in a new tab)' })).toBeInTheDocument();
  expect(screen.queryByTestId('rewards-count')).toBeNull();
});

it('shows no badge to a guest', () => {
  renderIcon({ count: 3 });
  expect(screen.queryByTestId('rewards-count')).toBeNull();
});

it('caps the badge at 9+', () => {
  renderIcon({ isAuthenticated: true, count: 12, labels: { ...labels, claimable: '12 ready to claim' } });
  expect(screen.getByTestId('rewards-count')).toHaveTextContent('9+');
});

it('opens the minigame page it is given', () => {
  renderIcon({ isAuthenticated: true, minigameUrl: '/vi/minigame' });
  expect(screen.getByRole('link', { name: /Rewards/ })).toHaveAttribute('href', '/vi/minigame');
});

it('opens the login modal for a guest on templates that log in by modal', () => {
  const onOpenLoginModal = jest.fn();
  renderIcon({ guestAction: 'login-modal', onOpenLoginModal });
  const button = screen.getByRole('button', { name: 'Rewards' });
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  fireEvent.click(button);
  expect(onOpenLoginModal).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/slots');
});

it('takes a guest to /login on templates that log in by page', () => {
  renderIcon({ guestAction: 'login-page' });
  fireEvent.click(screen.getByRole('link', { name: 'Rewards' }));
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login');
});

it('is hidden by its close button, which tells the caller', () => {
  const { onHide } = renderIcon({ isAuthenticated: true });
  fireEvent.click(screen.getByRole('button', { name: 'Hide rewards' }));
  expect(onHide).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('link', { name: /Rewards/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Hide rewards' })).not.toBeInTheDocument();
});

it('shows the picture it is given, else its own', () => {
  renderIcon({ isAuthenticated: true, imageUrl: '/img/rewards.webp' });
  const link = screen.getByRole('link', { name: /Rewards/ });
  expect(link.querySelector('img')).toHaveAttribute('src', '/img/rewards.webp');
  expect(link.querySelector('svg')).toBeNull();
});
