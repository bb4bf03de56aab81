import { useEffect, useRef } from 'react';

/**
 * Calls `onElapsed` once `durationMs` of unpaused time has passed. Pausing keeps the time already spent,
 * so a toast the player is hovering or reading with the keyboard does not vanish under them.
 */
export function usePausableTimeout(onElapsed: () => void, durationMs: number, paused: boolean): void {
  const remaining = useRef(durationMs);
  const callback = useRef(onElapsed);
  useEffect(() => {
    callback.current = onElapsed;
  });

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => callback.current(), Math.max(remaining.current, 0));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);
}
