import { h, prefersReducedMotion, svg } from '../shared/dom';
import { WHEEL_ORDER, colourOf } from './roulette-spots';

const SECTOR = 360 / WHEEL_ORDER.length;
const FILL = { red: '#c8283f', black: '#15161f', green: '#0f8a4f' };

/** The point at a radius and an angle (degrees clockwise from the top) of the 200×200 wheel. */
const xy = (radius: number, degrees: number): [number, number] => {
  const a = (degrees * Math.PI) / 180;
  return [Number((100 + radius * Math.sin(a)).toFixed(3)), Number((100 - radius * Math.cos(a)).toFixed(3))];
};
const point = (radius: number, degrees: number) => xy(radius, degrees).join(' ');

export interface Wheel {
  element: HTMLElement;
  /** Turns the wheel until the pocket sits under the marker, then shows it in the hub. */
  spinTo(pocket: number): Promise<void>;
}

/** A single-zero wheel drawn in SVG, turned with the Web Animations API. */
export function createWheel(): Wheel {
  const sectors = WHEEL_ORDER.map((pocket, i) => {
    const from = i * SECTOR - SECTOR / 2;
    const to = from + SECTOR;
    const path = `M ${point(98, from)} A 98 98 0 0 1 ${point(98, to)} L ${point(64, to)} A 64 64 0 0 0 ${point(64, from)} Z`;
    return svg(
      'g',
      {},
      svg('path', { d: path, fill: FILL[colourOf(pocket)], stroke: '#d7b46a', 'stroke-width': 0.6 }),
      svg(
        'text',
        { x: 100, y: 15.5, transform: `rotate(${i * SECTOR} 100 100)`, class: 'pocket-number' },
        String(pocket),
      ),
    );
  });
  const rotor = svg(
    'svg',
    { viewBox: '0 0 200 200', class: 'rotor', 'aria-hidden': 'true' },
    svg('circle', { cx: 100, cy: 100, r: 99.5, fill: '#3a2410', stroke: '#d7b46a', 'stroke-width': 1 }),
    ...sectors,
    svg('circle', { cx: 100, cy: 100, r: 64, fill: 'url(#hub)' }),
    svg(
      'defs',
      {},
      svg(
        'radialGradient',
        { id: 'hub' },
        svg('stop', { offset: '0%', 'stop-color': '#6b4a1f' }),
        svg('stop', { offset: '100%', 'stop-color': '#2a1a08' }),
      ),
    ),
    // The turret's spokes.
    ...[0, 45, 90, 135].map((a) => {
      const [x1, y1] = xy(58, a);
      const [x2, y2] = xy(58, a + 180);
      return svg('line', { x1, y1, x2, y2, stroke: '#d7b46a', 'stroke-width': 2, 'stroke-linecap': 'round' });
    }),
  );
  const hub = h('div', { class: 'hub', attrs: { 'aria-hidden': 'true' } });
  const element = h(
    'div',
    { class: 'wheel' },
    rotor,
    h('div', { class: 'marker', attrs: { 'aria-hidden': 'true' } }),
    hub,
  );
  let angle = 0;

  return {
    element,
    async spinTo(pocket) {
      hub.replaceChildren();
      hub.className = 'hub';
      const index = WHEEL_ORDER.indexOf(pocket);
      // Clockwise, four turns and more, to the angle that brings the pocket to the top.
      const rest = (((-index * SECTOR) % 360) + 360) % 360;
      const next = angle - (angle % 360) + 360 * 4 + rest;
      if (!prefersReducedMotion()) {
        await rotor.animate([{ transform: `rotate(${angle}deg)` }, { transform: `rotate(${next}deg)` }], {
          duration: 3200,
          easing: 'cubic-bezier(0.15, 0.6, 0.2, 1)',
          fill: 'forwards',
        }).finished;
      }
      angle = next % 360;
      rotor.style.setProperty('transform', `rotate(${angle}deg)`);
      rotor.getAnimations().forEach((a) => a.cancel());
      hub.textContent = String(pocket);
      hub.classList.add(`hub-${colourOf(pocket)}`);
    },
  };
}
