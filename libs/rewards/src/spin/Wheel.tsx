import { useId } from 'react';
import { isDarkColour } from '@wl/core';
import type { WheelSegment } from '@wl/api';
import { WHEEL_RADIUS, labelRotation, segmentPath } from './wheel-geometry';

/** A segment's label: its value on the first line, what it is on the second (none for "No prize"). */
export interface SegmentLabel {
  value: string;
  unit: string | null;
}

/** Labels run along each segment's middle, from the hub out to the rim, centred here. */
const LABEL_CENTRE = WHEEL_RADIUS * 0.6;
/** The room along the radius a label may take (hub to rim, with a margin). */
const LABEL_ROOM = WHEEL_RADIUS * 0.7;

/** A label's type size: within the segment's width at its centre, and its longer line within the room. */
function labelSize(label: SegmentLabel | undefined, count: number): number {
  const width = (2 * Math.PI * LABEL_CENTRE) / Math.max(count, 1);
  const lines = label?.unit ? 1.7 : 1;
  const chars = Math.max(label?.value.length ?? 1, (label?.unit?.length ?? 0) * 0.62);
  return Math.min(16, (width * 0.72) / lines, LABEL_ROOM / (chars * 0.62));
}

/**
 * The lucky wheel drawn from the site's segments, clockwise from the pointer at the top, each in its
 * colour with its prize written on it (the text's colour chosen for contrast), so no prize is told by
 * colour alone. `rotation` turns it (degrees); `spinning` animates the turn, which ends in `onLanded`.
 * An image to assistive technology, named by the prizes in order.
 */
export function Wheel({
  segments,
  labels,
  rotation,
  spinning,
  name,
  onLanded,
}: {
  segments: readonly WheelSegment[];
  labels: readonly SegmentLabel[];
  rotation: number;
  spinning: boolean;
  /** The image's name: the wheel and its prizes. */
  name: string;
  onLanded: () => void;
}) {
  const titleId = useId();
  const count = segments.length;
  return (
    <svg className="wl-wheel" viewBox="-112 -124 224 236" role="img" aria-labelledby={titleId}>
      <title id={titleId}>{name}</title>
      <circle className="wl-wheel__rim" r={WHEEL_RADIUS + 7} />
      <g
        className={spinning ? 'wl-wheel__disc wl-wheel__disc--spinning' : 'wl-wheel__disc'}
        style={{ transform: `rotate(${rotation}deg)` }}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget) onLanded();
        }}
        data-testid="wheel-disc"
      >
        {segments.map((segment, index) => {
          const label = labels[index];
          const ink = isDarkColour(segment.colour) ? '#ffffff' : '#111111';
          const size = labelSize(label, count);
          return (
            <g key={segment.index} data-testid="wheel-segment">
              <path d={segmentPath(index, count)} fill={segment.colour} className="wl-wheel__segment" />
              {/* Along the segment's middle: turned to its angle, then a quarter turn to run outwards. */}
              <g transform={`rotate(${labelRotation(index, count)}) rotate(-90)`} fill={ink}>
                <text
                  className="wl-wheel__value"
                  x={LABEL_CENTRE}
                  y={label?.unit ? -size * 0.32 : 0}
                  textAnchor="middle"
                  fontSize={size}
                  dominantBaseline="central"
                >
                  {label?.value}
                </text>
                {label?.unit ? (
                  <text
                    className="wl-wheel__unit"
                    x={LABEL_CENTRE}
                    y={size * 0.62}
                    textAnchor="middle"
                    fontSize={size * 0.62}
                    dominantBaseline="central"
                  >
                    {label.unit}
                  </text>
                ) : null}
              </g>
            </g>
          );
        })}
      </g>
      <circle className="wl-wheel__hub" r={14} />
      <path className="wl-wheel__pointer" d="M-11 -121 L11 -121 L0 -96 Z" />
    </svg>
  );
}
