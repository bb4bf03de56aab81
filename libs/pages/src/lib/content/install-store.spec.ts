import { CAPTURED_INSTALL_PROMPT, InstallStore, isIos, type InstallPromptEvent } from './install-store';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

/** A window with a display mode the test sets, and the events a browser would fire. */
function fakeWindow(options: { userAgent?: string; standalone?: boolean; maxTouchPoints?: number } = {}) {
  const target = new EventTarget();
  const mode = new EventTarget() as EventTarget & { matches: boolean };
  mode.matches = options.standalone ?? false;
  const win = Object.assign(target, {
    navigator: {
      userAgent: options.userAgent ?? ANDROID_CHROME,
      maxTouchPoints: options.maxTouchPoints ?? 5,
    },
    matchMedia: (query: string) => {
      expect(query).toBe('(display-mode: standalone)');
      return mode as unknown as MediaQueryList;
    },
  });
  return {
    win,
    setStandalone(value: boolean) {
      mode.matches = value;
      mode.dispatchEvent(new Event('change'));
    },
  };
}

/** The browser's beforeinstallprompt, answered as the test says. */
function promptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  const prompt = jest.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

describe('InstallStore', () => {
  it('has no install button until the browser offers the prompt', () => {
    const { win } = fakeWindow();
    const store = new InstallStore(win as never);
    store.start();
    expect(store.state).toBe('unavailable');

    const { event } = promptEvent('accepted');
    win.dispatchEvent(event);
    expect(store.state).toBe('available');
    // The browser's own mini-infobar is held back: the page offers the install itself.
    expect(event.defaultPrevented).toBe(true);
  });

  it('shows the prompt when asked, and an accepted prompt leaves the site installed', async () => {
    const { win } = fakeWindow();
    const store = new InstallStore(win as never);
    store.start();
    const { event, prompt } = promptEvent('accepted');
    win.dispatchEvent(event);

    const pending = store.install();
    expect(store.state).toBe('prompting');
    await expect(pending).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(store.outcome).toBe('accepted');
    expect(store.state).toBe('installed');
  });

  it('records a dismissal, after which the used prompt cannot be shown again', async () => {
    const { win } = fakeWindow();
    const store = new InstallStore(win as never);
    store.start();
    const { event, prompt } = promptEvent('dismissed');
    win.dispatchEvent(event);

    await expect(store.install()).resolves.toBe('dismissed');
    expect(store.outcome).toBe('dismissed');
    expect(store.state).toBe('unavailable');
    await expect(store.install()).resolves.toBeNull();
    expect(prompt).toHaveBeenCalledTimes(1);

    // The browser may offer again later.
    win.dispatchEvent(promptEvent('accepted').event);
    expect(store.state).toBe('available');
  });

  it('knows it runs as the installed app (display-mode: standalone), and follows the mode', () => {
    const { win, setStandalone } = fakeWindow({ standalone: true });
    const store = new InstallStore(win as never);
    const stop = store.start();
    expect(store.state).toBe('installed');
    setStandalone(false);
    expect(store.state).toBe('unavailable');
    stop();
    setStandalone(true);
    expect(store.state).toBe('unavailable');
  });

  it('counts the site installed once the browser says so', () => {
    const { win } = fakeWindow();
    const store = new InstallStore(win as never);
    store.start();
    win.dispatchEvent(promptEvent('accepted').event);
    win.dispatchEvent(new Event('appinstalled'));
    expect(store.state).toBe('installed');
  });

  it('gives iOS, which has no prompt, its Share → Add to Home Screen way', () => {
    const iphone = new InstallStore(fakeWindow({ userAgent: IPHONE_SAFARI }).win as never);
    expect(iphone.state).toBe('ios');
    const ipad = new InstallStore(
      fakeWindow({ userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 5 }).win as never,
    );
    expect(ipad.state).toBe('ios');
    const mac = fakeWindow({ userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 0 });
    expect(isIos(mac.win.navigator)).toBe(false);
  });

  it('uses a prompt the page caught before this code loaded', async () => {
    const { win } = fakeWindow();
    const { event, prompt } = promptEvent('accepted');
    Object.assign(win, { [CAPTURED_INSTALL_PROMPT]: event });
    const store = new InstallStore(win as never);
    expect(store.state).toBe('available');
    await store.install();
    expect(prompt).toHaveBeenCalled();
    expect((win as unknown as Record<string, unknown>)[CAPTURED_INSTALL_PROMPT]).toBeNull();
  });
});
