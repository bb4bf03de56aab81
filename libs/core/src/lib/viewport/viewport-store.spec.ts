import {
  DEVICE_REFRESH_DELAY_MS,
  RESIZE_DEBOUNCE_MS,
  VIEWPORT_COOKIE_MAX_AGE,
  ViewportStore,
  viewportCookie,
} from './viewport-store';

function fakeWindow(width: number, cookie = '') {
  const listeners: Record<string, () => void> = {};
  const cookies: string[] = [];
  const win = {
    innerWidth: width,
    addEventListener: jest.fn((type: string, listener: () => void) => (listeners[type] = listener)),
    removeEventListener: jest.fn(),
    document: {
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        cookies.push(value);
      },
    },
  };
  return { win, listeners, cookies };
}

afterEach(() => jest.useRealTimers());

it('writes the viewport cookie: 365 days, SameSite Strict, secure, path /', () => {
  expect(VIEWPORT_COOKIE_MAX_AGE).toBe(31_536_000);
  expect(viewportCookie('tablet')).toBe('viewport=tablet; Max-Age=31536000; Path=/; SameSite=Strict; Secure');
});

it('measures the device 50 ms after start and follows resizes 500 ms after the last one', () => {
  jest.useFakeTimers();
  expect(DEVICE_REFRESH_DELAY_MS).toBe(50);
  expect(RESIZE_DEBOUNCE_MS).toBe(500);
  const { win, listeners, cookies } = fakeWindow(800);
  const store = new ViewportStore(win);
  const stop = store.start();
  expect(store.width).toBeNull();
  jest.advanceTimersByTime(49);
  expect(store.width).toBeNull();
  jest.advanceTimersByTime(1);
  expect(store.device).toBe('tablet');
  expect(cookies).toEqual(['viewport=tablet; Max-Age=31536000; Path=/; SameSite=Strict; Secure']);

  win.innerWidth = 1300;
  listeners['resize']?.();
  jest.advanceTimersByTime(300);
  win.innerWidth = 400;
  listeners['resize']?.();
  jest.advanceTimersByTime(499);
  expect(store.device).toBe('tablet');
  jest.advanceTimersByTime(1);
  expect(store.width).toBe(400);
  expect(store.device).toBe('mobileMedium');
  expect(cookies).toHaveLength(2);

  listeners['resize']?.();
  jest.advanceTimersByTime(500);
  expect(cookies).toHaveLength(2);
  stop();
  expect(win.removeEventListener).toHaveBeenCalledWith('resize', listeners['resize']);
});

it('starts from the device the cookie remembers', () => {
  const { win } = fakeWindow(1400, 'viewport=mobileWide');
  expect(new ViewportStore(win).device).toBe('mobileWide');
  expect(new ViewportStore(fakeWindow(1400, 'viewport=huge').win).device).toBe('desktop');
});

it("answers for the spec's breakpoints and the template's own", () => {
  const { win } = fakeWindow(1000);
  const store = new ViewportStore(win);
  store.setCustomBreakpoints({ template4Custom: 999 });
  store.refresh();
  expect(store.isAtLeast('tablet')).toBe(true);
  expect(store.isAtLeast('desktop')).toBe(false);
  expect(store.isAtLeast('template4Custom')).toBe(true);
  expect(store.isAtLeast('template9Product')).toBe(false);
});
