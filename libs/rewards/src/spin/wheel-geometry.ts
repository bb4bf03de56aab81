/** The wheel's drawing: radius of the segments in the SVG's units (the view box is centred on 0 0). */
export const WHEEL_RADIUS = 100;

/** Degrees one segment spans, of a wheel of `count` equal segments. */
export const segmentAngle = (count: number): number => 360 / Math.max(1, count);

const point = (radius: number, degrees: number): string => {
  // 0° is the pointer at the top; angles grow clockwise.
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(radius * Math.cos(radians)).toFixed(2)} ${(radius * Math.sin(radians)).toFixed(2)}`;
};

/** The SVG path of segment `index`, centred on its angle (segment 0 under the pointer at rest). */
export function segmentPath(index: number, count: number): string {
  const step = segmentAngle(count);
  const start = index * step - step / 2;
  if (count === 1)
    return `M0 ${-WHEEL_RADIUS} A${WHEEL_RADIUS} ${WHEEL_RADIUS} 0 1 1 0 ${WHEEL_RADIUS} A${WHEEL_RADIUS} ${WHEEL_RADIUS} 0 1 1 0 ${-WHEEL_RADIUS} Z`;
  const large = step > 180 ? 1 : 0;
  return `M0 0 L${point(WHEEL_RADIUS, start)} A${WHEEL_RADIUS} ${WHEEL_RADIUS} 0 ${large} 1 ${point(WHEEL_RADIUS, start + step)} Z`;
}

/** The rotation (degrees) of segment `index`'s label: along its middle, read from the rim inwards. */
export const labelRotation = (index: number, count: number): number => index * segmentAngle(count);

/**
 * Where the wheel turns to land segment `index` under the pointer: at least `turns` whole turns further
 * clockwise than `from`, so each spin is seen to spin, and the wheel never turns back.
 */
export function landingRotation(from: number, index: number, count: number, turns = 5): number {
  // Turning the wheel by -angle brings the segment at +angle to the top.
  const target = (360 - ((index * segmentAngle(count)) % 360)) % 360;
  const current = ((from % 360) + 360) % 360;
  const extra = (target - current + 360) % 360;
  return from + turns * 360 + extra;
}
