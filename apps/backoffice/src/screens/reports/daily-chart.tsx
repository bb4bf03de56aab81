import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DailyRow } from '../../stores/reports/reports-store';

/** A line of the chart: the figure it draws, its name and colour (the legend repeats both). */
export interface ChartLine {
  figure: 'bets' | 'wins' | 'ggr' | 'deposits' | 'withdrawals';
  label: string;
  color: string;
}

const HEIGHT = 280;

/** Midnight UTC of a day, in seconds (uPlot's time axis). */
const secondsOf = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * The daily figures as lines over the days (uPlot, drawn on a canvas). The canvas is an image with a
 * summary for screen readers; the table under it holds every number.
 */
export function DailyChart({
  days,
  lines,
  summary,
  format,
}: {
  days: readonly DailyRow[];
  lines: readonly ChartLine[];
  summary: string;
  format: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target) return undefined;
    const data: uPlot.AlignedData = [
      days.map((row) => secondsOf(row.day)),
      ...lines.map((line) => days.map((row) => row[line.figure])),
    ];
    const plot = new uPlot(
      {
        width: Math.max(target.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [{}, { values: (_plot, ticks) => ticks.map(format), size: 90 }],
        series: [{}, ...lines.map((line) => ({ label: line.label, stroke: line.color, width: 2 }))],
      },
      data,
      target,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(target.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, lines, format]);

  return (
    <figure className="bo-chart">
      <div ref={box} role="img" aria-label={summary} className="bo-chart__canvas" />
      <figcaption>
        <ul className="bo-chart__legend">
          {lines.map((line) => (
            <li key={line.figure}>
              <span className="bo-chart__swatch" style={{ background: line.color }} aria-hidden="true" />
              {line.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
