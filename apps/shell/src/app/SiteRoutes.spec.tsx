import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setupI18n } from '@wl/i18n';
import { renderSite } from '../testing/site-harness';

beforeAll(async () => {
  await setupI18n('EN');
});
beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

describe('site routes', () => {
  it('shows a page inside the template layout', async () => {
    renderSite('/slots');
    expect(await screen.findByRole('heading', { name: 'Slots page' })).toBeInTheDocument();
    expect(screen.getByTestId('layout')).toBeInTheDocument();
  });

  it('serves every route under the locale prefix of the other languages', async () => {
    renderSite('/vi/slots');
    expect(await screen.findByRole('heading', { name: 'Slots page' })).toBeInTheDocument();
  });

  it('shows the unknown-route 404 with the full path and a way home', async () => {
    renderSite('/no-such-page?x=1');
    expect(
      await screen.findByRole('heading', { name: 'Page not found: /no-such-page?x=1' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it("shows 'Page Not Found: {path}' when a page's validation fails", async () => {
    renderSite('/vip?level=unknown');
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found: /vip?level=unknown' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'VIP page' })).not.toBeInTheDocument();
  });

  it('shows a page whose validation passes', async () => {
    renderSite('/vip?level=gold');
    expect(await screen.findByRole('heading', { name: 'VIP page' })).toBeInTheDocument();
  });

  it('sends a guest on a member page to /login of a template that logs in by page', async () => {
    renderSite('/account');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('?redirect=%2Faccount');
    expect(screen.queryByRole('heading', { name: 'Account page' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  });

  it('sends a guest of slot2 to / and opens #loginmodal 1 s later', async () => {
    jest.useFakeTimers();
    const { store } = renderSite('/account', { theme: ['slot2', 'sunset'] });
    await act(async () => undefined);
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(document.getElementById('loginmodal')).toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    expect(store.modals.current).toBe('loginmodal');
    expect(document.getElementById('loginmodal')).not.toBeNull();
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  });

  it('shows a member page to a signed-in player', async () => {
    renderSite('/account', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
  });

  it('/forgot-password refuses a signed-in player and sends them home', async () => {
    renderSite('/forgot-password', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('/forgot-password is open to a guest', async () => {
    renderSite('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot password page' })).toBeInTheDocument();
  });

  it('writes canonical, alternate-language and og:locale tags for the page', async () => {
    renderSite('/vi/slots');
    await screen.findByRole('heading', { name: 'Slots page' });
    const origin = window.location.origin;
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${origin}/vi/slots`,
      ),
    );
    expect(document.head.querySelector('link[hreflang="en"]')?.getAttribute('href')).toBe(`${origin}/slots`);
    expect(document.head.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(
      `${origin}/slots`,
    );
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });
});
