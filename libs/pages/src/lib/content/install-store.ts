import { makeAutoObservable, observable, runInAction } from 'mobx';

/** Chromium's install prompt event (not in the DOM typings): kept, then shown when the player asks. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/**
 * Where a page may keep a beforeinstallprompt event it caught before this code loaded: the event fires
 * once, early, usually long before the player opens /download.
 */
export const CAPTURED_INSTALL_PROMPT = '__wlInstallPrompt';

/**
 * - installed: the site runs as an installed app (display-mode: standalone) or was just installed;
 * - available: the browser offered to install; the button shows its prompt;
 * - prompting: the prompt is open;
 * - ios: iOS, where no prompt exists: Share, then Add to Home Screen;
 * - unavailable: no prompt (yet, or this browser has none): the browser's own menu may offer it.
 */
export type InstallState = 'installed' | 'available' | 'prompting' | 'ios' | 'unavailable';
export type InstallOutcome = 'accepted' | 'dismissed';

type InstallWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  matchMedia?: Window['matchMedia'];
  navigator: Pick<Navigator, 'userAgent'> & { maxTouchPoints?: number; standalone?: boolean };
  [CAPTURED_INSTALL_PROMPT]?: InstallPromptEvent | null;
};

const STANDALONE = '(display-mode: standalone)';

/** iPhone, iPod, or an iPad (which says Macintosh but has a touch screen). */
export function isIos(nav: InstallWindow['navigator']): boolean {
  const ua = nav.userAgent;
  return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && (nav.maxTouchPoints ?? 0) > 1);
}

/** "Install as a web app": the browser's install prompt, the installed state, and iOS's manual way. */
export class InstallStore {
  /** The browser's prompt, kept until it is used (a prompt can be shown once). */
  private deferred: InstallPromptEvent | null = null;
  standalone = false;
  justInstalled = false;
  prompting = false;
  /** What the player answered to the prompt, null before. */
  outcome: InstallOutcome | null = null;
  private started = false;

  constructor(private readonly win: InstallWindow) {
    makeAutoObservable<this, 'win' | 'deferred' | 'started'>(
      this,
      { win: false, deferred: observable.ref, started: false },
      { autoBind: true },
    );
    const captured = win[CAPTURED_INSTALL_PROMPT];
    if (captured) this.deferred = captured;
    this.standalone = this.matchesStandalone();
  }

  get ios(): boolean {
    return isIos(this.win.navigator);
  }

  get state(): InstallState {
    if (this.standalone || this.justInstalled) return 'installed';
    if (this.prompting) return 'prompting';
    if (this.deferred) return 'available';
    return this.ios ? 'ios' : 'unavailable';
  }

  /** Listens for the browser's prompt, the installation and the display mode. Returns the cleanup. */
  start(): () => void {
    if (this.started) return () => undefined;
    this.started = true;
    const { win } = this;
    const onPrompt = (event: Event) => {
      // Keep the browser from showing its own banner: the page offers the install where it fits.
      event.preventDefault();
      this.setDeferred(event as InstallPromptEvent);
    };
    const onInstalled = () => this.markInstalled();
    win.addEventListener('beforeinstallprompt', onPrompt);
    win.addEventListener('appinstalled', onInstalled);
    const query = win.matchMedia?.(STANDALONE);
    const onMode = () => this.setStandalone(this.matchesStandalone());
    query?.addEventListener?.('change', onMode);
    return () => {
      this.started = false;
      win.removeEventListener('beforeinstallprompt', onPrompt);
      win.removeEventListener('appinstalled', onInstalled);
      query?.removeEventListener?.('change', onMode);
    };
  }

  /** Shows the browser's prompt and records the answer; null when there is no prompt to show. */
  async install(): Promise<InstallOutcome | null> {
    const event = this.deferred;
    if (!event || this.prompting) return null;
    this.prompting = true;
    this.outcome = null;
    try {
      await event.prompt();
      const choice = await event.userChoice;
      runInAction(() => {
        this.outcome = choice.outcome;
        if (choice.outcome === 'accepted') this.justInstalled = true;
      });
      return choice.outcome;
    } catch {
      return null;
    } finally {
      runInAction(() => {
        this.prompting = false;
        // A prompt is good for one showing; the browser may offer another later.
        this.deferred = null;
        this.win[CAPTURED_INSTALL_PROMPT] = null;
      });
    }
  }

  private setDeferred(event: InstallPromptEvent): void {
    this.deferred = event;
  }

  private markInstalled(): void {
    this.justInstalled = true;
    this.deferred = null;
  }

  private setStandalone(value: boolean): void {
    this.standalone = value;
  }

  private matchesStandalone(): boolean {
    const nav = this.win.navigator;
    return Boolean(this.win.matchMedia?.(STANDALONE).matches) || nav.standalone === true;
  }
}
