import { makeAutoObservable } from 'mobx';
import { readCookie } from '../browser/cookies';
import { VIEWPORT_BREAKPOINTS, VIEWPORT_COOKIE, deviceFor, isDevice, type Device } from '@wl/site-model';

export { VIEWPORT_COOKIE };
/** 365 days, in seconds. */
export const VIEWPORT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** The device is measured 50 ms after start; resizing is followed 500 ms after the last resize event. */
export const DEVICE_REFRESH_DELAY_MS = 50;
export const RESIZE_DEBOUNCE_MS = 500;

export function viewportCookie(device: Device): string {
  return `${VIEWPORT_COOKIE}=${device}; Max-Age=${VIEWPORT_COOKIE_MAX_AGE}; Path=/; SameSite=Strict; Secure`;
}

type ViewportWindow = Pick<Window, 'innerWidth' | 'addEventListener' | 'removeEventListener'> & {
  document: Pick<Document, 'cookie'>;
};

/**
 * The viewport: its width, its device class by the spec's breakpoints and the template's own breakpoints.
 * The device class is kept in the `viewport` cookie (365 days, SameSite Strict, Secure, path /).
 */
export class ViewportStore {
  width: number | null = null;
  /** The template's own breakpoints (template4Custom: 999, ...). */
  custom: Readonly<Record<string, number>> = {};
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private resizeTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly win: ViewportWindow | null) {
    makeAutoObservable<this, 'win' | 'refreshTimer' | 'resizeTimer'>(this, {
      win: false,
      refreshTimer: false,
      resizeTimer: false,
    });
  }

  /** Before the first measurement: the device the cookie remembers, else desktop. */
  get device(): Device {
    if (this.width !== null) return deviceFor(this.width);
    const remembered = this.win ? readCookie(this.win.document.cookie, VIEWPORT_COOKIE) : null;
    return isDevice(remembered) ? remembered : deviceFor(null);
  }

  /** True when the viewport is at least as wide as a breakpoint, the spec's or the template's. */
  isAtLeast(breakpoint: string): boolean {
    const min =
      (VIEWPORT_BREAKPOINTS as Readonly<Record<string, number>>)[breakpoint] ?? this.custom[breakpoint];
    if (min === undefined) return false;
    const width = this.width ?? VIEWPORT_BREAKPOINTS[this.device];
    return width >= min;
  }

  setCustomBreakpoints(breakpoints: Readonly<Record<string, number>>): void {
    this.custom = breakpoints;
  }

  /** Starts following the viewport; returns the function that stops it. */
  start(): () => void {
    const win = this.win;
    if (!win) return () => undefined;
    this.refreshTimer = setTimeout(() => this.refresh(), DEVICE_REFRESH_DELAY_MS);
    const onResize = () => {
      if (this.resizeTimer !== undefined) clearTimeout(this.resizeTimer);
      this.resizeTimer = setTimeout(() => this.refresh(), RESIZE_DEBOUNCE_MS);
    };
    win.addEventListener('resize', onResize);
    return () => {
      win.removeEventListener('resize', onResize);
      clearTimeout(this.refreshTimer);
      clearTimeout(this.resizeTimer);
    };
  }

  refresh(): void {
    if (!this.win) return;
    const before = this.width === null ? null : this.device;
    this.width = this.win.innerWidth;
    const device = this.device;
    if (device !== before) this.win.document.cookie = viewportCookie(device);
  }
}
