/** The spec's viewport breakpoints (px, minimum widths); the fallback device is desktop. */
export const VIEWPORT_BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

export type Device = keyof typeof VIEWPORT_BREAKPOINTS;
export const FALLBACK_DEVICE: Device = 'desktop';

const byWidth = (Object.entries(VIEWPORT_BREAKPOINTS) as [Device, number][]).sort((a, b) => b[1] - a[1]);

/** The widest breakpoint a width reaches; narrower than every breakpoint is mobile; unknown is desktop. */
export function deviceFor(width: number | null | undefined): Device {
  if (width == null || !Number.isFinite(width)) return FALLBACK_DEVICE;
  return byWidth.find(([, min]) => width >= min)?.[0] ?? 'mobile';
}

export function isDevice(value: string | null | undefined): value is Device {
  return value != null && Object.prototype.hasOwnProperty.call(VIEWPORT_BREAKPOINTS, value);
}
