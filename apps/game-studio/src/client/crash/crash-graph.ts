import { h, nextFrame, prefersReducedMotion, svg } from '../shared/dom';

const WIDTH = 400;
const HEIGHT = 220;
/** The longest flight shown; a high crash point rises faster rather than longer. */
const MAX_FLIGHT_MS = 6_000;
/** The slowest rise, per second (ln of the multiplier): 2× after about 2.8 s. */
const MIN_RATE = 0.25;

export interface FlightPlan {
  crashPoint: number;
  /** The cash-out multiplier, when the bet cashed out. */
  cashOut?: number;
  onCashOut?: () => void;
}

export interface CrashGraph {
  element: HTMLElement;
  /** Flies the multiplier from 1.00× to the crash point, marking the cash-out on the way. */
  fly(plan: FlightPlan): Promise<void>;
}

const label = (m: number) => `${m.toFixed(2)}×`;

/** The multiplier's curve and figure, drawn in SVG each animation frame. */
export function createCrashGraph(): CrashGraph {
  const curve = svg('path', { class: 'curve', d: '' });
  const area = svg('path', { class: 'curve-area', d: '' });
  const grid = svg('g', { class: 'grid-lines' });
  for (let i = 1; i < 4; i += 1) {
    grid.append(svg('line', { x1: 0, x2: WIDTH, y1: (HEIGHT * i) / 4, y2: (HEIGHT * i) / 4 }));
  }
  const plot = svg(
    'svg',
    { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, preserveAspectRatio: 'none', class: 'plot', 'aria-hidden': 'true' },
    grid,
    area,
    curve,
  );
  const rocket = h('span', { class: 'rocket', text: '🚀', attrs: { 'aria-hidden': 'true' } });
  // HTML, not SVG, so that it stays round when the chart stretches; moved with the curve each frame.
  const cashMark = h('span', { class: 'cash-mark', attrs: { 'aria-hidden': 'true' } });
  const figure = h('output', { class: 'multiplier', text: '1.00×' });
  const caption = h('p', { class: 'flight-caption', text: 'Set your cash-out and bet' });
  const element = h(
    'div',
    { class: 'crash-graph' },
    plot,
    cashMark,
    rocket,
    h('div', { class: 'readout' }, figure, caption),
  );

  const place = (element: HTMLElement, x: number, y: number) => {
    element.style.setProperty('left', `${(x / WIDTH) * 100}%`);
    element.style.setProperty('top', `${(y / HEIGHT) * 100}%`);
  };

  /** Draws the curve up to `elapsed` ms; the scales grow with it, so the cash-out mark moves along. */
  const draw = (elapsed: number, rate: number, current: number, cashedAt?: number) => {
    const top = Math.max(2, current * 1.25);
    const span = Math.max(elapsed, 2_000);
    const at = (t: number): [number, number] => {
      const m = Math.exp((rate * t) / 1000);
      return [(t / span) * (WIDTH - 20), HEIGHT - 8 - ((m - 1) / (top - 1)) * (HEIGHT - 30)];
    };
    const points: string[] = [];
    const steps = 48;
    for (let i = 0; i <= steps; i += 1) {
      const [x, y] = at((elapsed * i) / steps);
      points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    if (cashedAt !== undefined) place(cashMark, ...at((Math.log(cashedAt) / rate) * 1000));
    curve.setAttribute('d', `M ${points.join(' L ')}`);
    const last = points[points.length - 1] ?? '0,0';
    // The rocket rides the tip of the curve, placed in percents of the chart (which stretches).
    const [tipX, tipY] = last.split(',').map(Number) as [number, number];
    rocket.style.setProperty('left', `${(tipX / WIDTH) * 100}%`);
    rocket.style.setProperty('top', `${(tipY / HEIGHT) * 100}%`);
    area.setAttribute('d', `M 0,${HEIGHT} L ${points.join(' L ')} L ${last.split(',')[0]},${HEIGHT} Z`);
    return { top, span };
  };

  return {
    element,
    async fly({ crashPoint, cashOut, onCashOut }) {
      element.classList.remove('crashed', 'cashed');
      cashMark.classList.remove('shown');
      rocket.textContent = '🚀';
      caption.textContent = 'Flying…';
      const rate = Math.max(MIN_RATE, Math.log(Math.max(crashPoint, 1.0001)) / (MAX_FLIGHT_MS / 1000));
      const duration = (Math.log(crashPoint) / rate) * 1000;
      let cashed = false;
      const start = performance.now();
      for (;;) {
        const now = prefersReducedMotion() ? start + duration : await nextFrame();
        const elapsed = Math.min(now - start, duration);
        const current = Math.exp((rate * elapsed) / 1000);
        figure.textContent = label(current);
        if (cashOut !== undefined && !cashed && current >= cashOut) {
          cashed = true;
          element.classList.add('cashed');
          cashMark.classList.add('shown');
          caption.textContent = `Cashed out at ${label(cashOut)}`;
          onCashOut?.();
        }
        draw(elapsed, rate, current, cashed ? cashOut : undefined);
        if (elapsed >= duration) break;
      }
      figure.textContent = label(crashPoint);
      element.classList.add('crashed');
      rocket.textContent = '💥';
      caption.textContent =
        cashOut !== undefined
          ? `Cashed out at ${label(cashOut)} · crashed at ${label(crashPoint)}`
          : `Crashed at ${label(crashPoint)}`;
    },
  };
}
