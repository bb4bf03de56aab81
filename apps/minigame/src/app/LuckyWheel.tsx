const SEGMENTS = 8;
const WHEEL_RADIUS = 86;
const LIGHT_RADIUS = 93;
const LIGHTS = 16;

function point(radius: number, angle: number): string {
  return `${(radius * Math.cos(angle)).toFixed(2)} ${(radius * Math.sin(angle)).toFixed(2)}`;
}

/** SVG path of one wheel segment, the first centred under the pointer at the top. */
function segmentPath(index: number): string {
  const step = (2 * Math.PI) / SEGMENTS;
  const start = index * step - Math.PI / 2 - step / 2;
  return `M0 0 L${point(WHEEL_RADIUS, start)} A${WHEEL_RADIUS} ${WHEEL_RADIUS} 0 0 1 ${point(WHEEL_RADIUS, start + step)} Z`;
}

const SEGMENT_PATHS = Array.from({ length: SEGMENTS }, (_, i) => segmentPath(i));
const LIGHT_POSITIONS = Array.from({ length: LIGHTS }, (_, i) => {
  const angle = (i / LIGHTS) * 2 * Math.PI;
  return { cx: (LIGHT_RADIUS * Math.cos(angle)).toFixed(2), cy: (LIGHT_RADIUS * Math.sin(angle)).toFixed(2) };
});

/** The lucky wheel, drawn in SVG and coloured by the site's palette. It is a picture: it never spins to a result. */
export function LuckyWheel() {
  return (
    <svg className="minigame-wheel" viewBox="-104 -112 208 216" aria-hidden="true" focusable="false">
      <circle className="minigame-wheel__rim" r="100" />
      {SEGMENT_PATHS.map((d, i) => (
        <path
          key={d}
          d={d}
          className={`minigame-wheel__segment minigame-wheel__segment--${i % 2 === 0 ? 'a' : 'b'}`}
        />
      ))}
      {LIGHT_POSITIONS.map(({ cx, cy }, i) => (
        <circle
          key={`${cx},${cy}`}
          cx={cx}
          cy={cy}
          r="3"
          className={`minigame-wheel__light minigame-wheel__light--${i % 2 === 0 ? 'even' : 'odd'}`}
        />
      ))}
      <circle className="minigame-wheel__hub" r="16" />
      <circle className="minigame-wheel__hub-cap" r="6" />
      <path className="minigame-wheel__pointer" d="M-12 -110 L12 -110 L0 -82 Z" />
    </svg>
  );
}
