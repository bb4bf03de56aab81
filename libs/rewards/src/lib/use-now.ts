import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs`: for "resets in ..." texts that must not go stale on screen. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
