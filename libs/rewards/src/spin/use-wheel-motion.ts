import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@wl/ui';
import { landingRotation } from './wheel-geometry';

/** How long a spin turns (the stylesheet's transition is the same), and the wait for a missed end. */
export const SPIN_MS = 4200;
const LANDING_GRACE_MS = 400;

export interface WheelMotion {
  rotation: number;
  /** The wheel is turning towards the round's segment. */
  spinning: boolean;
  /** The round the wheel has come to rest on: its result may be told. */
  landedRoundId: number | null;
  landed: () => void;
}

/**
 * The wheel's view state: when a new round comes, it turns several times and comes to rest with the
 * round's segment under the pointer; then the result is told. With reduced motion it is there at once.
 * A turn whose transitionend never comes (a background tab) still lands after its time.
 */
export function useWheelMotion(
  round: { round_id: number; outcome: number } | null,
  count: number,
): WheelMotion {
  const reduced = usePrefersReducedMotion();
  // A round already shown (the page shown again) rests on its segment.
  const [rotation, setRotation] = useState(() =>
    round && count > 0 ? landingRotation(0, round.outcome, count, 0) : 0,
  );
  const [target, setTarget] = useState<number | null>(null);
  const [landedRoundId, setLanded] = useState<number | null>(round?.round_id ?? null);
  const seen = useRef(round?.round_id ?? null);

  useEffect(() => {
    if (!round || round.round_id === seen.current || count === 0) return;
    seen.current = round.round_id;
    setRotation((from) => landingRotation(from, round.outcome, count, reduced ? 0 : 5));
    if (reduced) {
      setLanded(round.round_id);
      return;
    }
    setTarget(round.round_id);
  }, [round, count, reduced]);

  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => {
      setLanded(target);
      setTarget(null);
    }, SPIN_MS + LANDING_GRACE_MS);
    return () => clearTimeout(timer);
  }, [target]);

  return {
    rotation,
    spinning: target !== null,
    landedRoundId,
    landed: () => {
      if (target === null) return;
      setLanded(target);
      setTarget(null);
    },
  };
}
