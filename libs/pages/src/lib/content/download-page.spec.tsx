import { act, fireEvent, screen } from '@testing-library/react';
import type { InstallPromptEvent } from './install-store';
import { englishMessages } from '@wl/testing';
import { renderContent } from '../../testing/content';

beforeAll(() => englishMessages());

function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  const prompt = jest.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return prompt;
}

describe('/download', () => {
  it('links the site’s Android and iOS apps', () => {
    renderContent('download', {
      site: { android_sub: '/downloads/lantern.apk', ios_sub: 'https://apps.apple.com/app/id123' },
    });
    expect(screen.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      '/downloads/lantern.apk',
    );
    const ios = screen.getByRole('link', { name: /Download for iPhone and iPad/ });
    expect(ios).toHaveAttribute('href', 'https://apps.apple.com/app/id123');
    expect(ios).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no app section for a site without apps, and still offers the web app', () => {
    renderContent('download');
    expect(screen.queryByRole('heading', { name: 'Mobile apps' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Install as a web app' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install Lucky Lantern' })).not.toBeInTheDocument();
    expect(screen.getByText(/Open its menu and look for Install app/)).toBeInTheDocument();
  });

  it('shows the install button once the browser offers it, and the outcome of the prompt', async () => {
    renderContent('download');
    const prompt = offerInstall('accepted');
    fireEvent.click(screen.getByRole('button', { name: 'Install Lucky Lantern' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText('Installed. Open Lucky Lantern from your home screen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install Lucky Lantern' })).not.toBeInTheDocument();
  });
});
