import { FALLBACK_DEVICE, VIEWPORT_BREAKPOINTS, deviceFor } from './breakpoints';

it('has the spec breakpoints and falls back to desktop', () => {
  expect(VIEWPORT_BREAKPOINTS).toEqual({
    mobile: 320,
    mobileMedium: 375,
    mobileWide: 425,
    tablet: 768,
    desktop: 1024,
    desktopMedium: 1280,
    desktopWide: 1600,
  });
  expect(FALLBACK_DEVICE).toBe('desktop');
  expect(deviceFor(null)).toBe('desktop');
  expect(deviceFor(300)).toBe('mobile');
  expect(deviceFor(375)).toBe('mobileMedium');
  expect(deviceFor(767)).toBe('mobileWide');
  expect(deviceFor(768)).toBe('tablet');
  expect(deviceFor(1279)).toBe('desktop');
  expect(deviceFor(1600)).toBe('desktopWide');
});
