import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { englishMessages, ok } from '@wl/testing';
import { cmsOf, renderContent, unavailable } from '../../testing/content';

beforeAll(() => englishMessages());

const SEEDED_FAQS =
  '<h2>Frequently asked questions</h2><h3>How do I register?</h3><p>Tap Register, choose a user name.</p>' +
  '<h3>How long do withdrawals take?</h3><p>Most withdrawals are paid within an hour.</p>' +
  '<h3>I forgot my password.</h3><p>Use Forgot password.</p>';

describe('a CMS page in the player’s language', () => {
  it('shows the English body to an English player, under the translated page name', () => {
    renderContent('about');
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('English about_us text')).toBeInTheDocument();
    expect(screen.queryByText('Vietnamese about_us text')).not.toBeInTheDocument();
  });

  it('shows the local body to a player in another language', () => {
    renderContent('privacyPolicy', { language: 'VI' });
    expect(screen.getByText('Vietnamese privacy_policy text')).toBeInTheDocument();
    expect(screen.queryByText('English privacy_policy text')).not.toBeInTheDocument();
  });

  it('falls back to English when the local body is empty', () => {
    renderContent('banking', { language: 'VI', cms: cmsOf({ local_banking_body: '<p> </p>' }) });
    expect(screen.getByText('English banking text')).toBeInTheDocument();
  });

  it('shows the terms on /term-condition', () => {
    renderContent('termCondition');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByText('English terms text')).toBeInTheDocument();
  });

  it('keeps the body’s headings under the page title', () => {
    renderContent('about', { cms: cmsOf({ en_about_us_body: '<h1>Who we are</h1><h2>Our team</h2>' }) });
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our team' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('a page the operator switched off', () => {
  it('says it is not available and links home', () => {
    renderContent('responsibleGaming', {
      cms: cmsOf({ responsible_gaming_status: false, en_responsible_gaming_body: '' }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeInTheDocument();
    expect(screen.getByText('This page is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('treats a page that is on but empty the same way', () => {
    renderContent('about', { cms: cmsOf({ en_about_us_body: '', local_about_us_body: '' }) });
    expect(screen.getByText('This page is not available.')).toBeInTheDocument();
  });

  it('keeps the home link in the player’s language', () => {
    renderContent('about', { language: 'VI', cms: cmsOf({ about_us_status: false }) });
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/vi');
  });
});

describe('FAQs', () => {
  it('shows each question of the seeded page as an accordion entry, closed until opened', async () => {
    renderContent('faqs', { cms: cmsOf({ en_faqs_body: SEEDED_FAQS }) });
    const questions = screen.getAllByRole('listitem');
    expect(questions).toHaveLength(3);
    const first = within(questions[0] as HTMLElement);
    const details = first.getByText('How do I register?').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(first.getByText('How do I register?'));
    expect(details.open).toBe(true);
    expect(first.getByText('Tap Register, choose a user name.')).toBeInTheDocument();
    // The body's own "Frequently asked questions" heading would only repeat the page title.
    expect(screen.getAllByRole('heading', { name: 'Frequently asked questions' })).toHaveLength(1);
  });

  it('shows a FAQ body without questions as it is', () => {
    renderContent('faqs', { cms: cmsOf({ en_faqs_body: '<p>Ask our support team anything.</p>' }) });
    expect(screen.getByText('Ask our support team anything.')).toBeInTheDocument();
    expect(document.querySelector('details')).toBeNull();
  });
});

describe('when the CMS pages are not there', () => {
  it('waits while the site loader is still loading', () => {
    const { calls } = renderContent('about', { cms: null, preloader: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(calls).toEqual([]);
  });

  it('asks again once the site loader failed, and offers a retry when the service is away', async () => {
    let answer = unavailable;
    const { calls } = renderContent('about', {
      cms: null,
      handler: (path) => (path === 'settings/siteinfodetail' ? answer : undefined),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This content could not be loaded right now.');
    expect(calls.map((call) => call.path)).toEqual(['settings/siteinfodetail']);

    answer = ok({ cms: cmsOf({ en_about_us_body: '<p>Back online<script>alert(1)</script></p>' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back online')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['settings/siteinfodetail', 'settings/siteinfodetail']);
  });

  it('offers no retry for an answer that asking again would not change', async () => {
    renderContent('about', {
      cms: null,
      handler: () => ({ statusCode: 0, message: 'invalidSite' }),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the page once the site loader brings the pages', async () => {
    const { store } = renderContent('about', { cms: null, preloader: true });
    act(() => {
      store.site.setCms(cmsOf());
      store.site.setShowPreloader(false);
    });
    await waitFor(() => expect(screen.getByText('English about_us text')).toBeInTheDocument());
  });
});
