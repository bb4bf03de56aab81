import { useSyncExternalStore } from 'react';

/** The spec's default list animation (section 9): 250 ms, ease-in-out. Modals use the same motion. */
export const DEFAULT_TRANSITION_MS = 250;
export const DEFAULT_TRANSITION_EASING = 'ease-in-out';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function reducedMotionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY)
    : null;
}

/** True when the player asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Follows the reduced-motion preference, also when it changes while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
