import { useId } from 'react';

/**
 * A progress bar with its label and what is done in words above it: a `progressbar` whose value is the
 * share done (0-100, rounded down, so it never claims more than was made) and whose text is the words.
 */
export function ProgressBar({ label, percent, shown }: { label: string; percent: number; shown: string }) {
  const id = useId();
  const value = Math.floor(Math.min(100, Math.max(0, percent)));
  return (
    <div className="wl-rw__progress">
      <div className="wl-rw__progress-head">
        <span id={id}>{label}</span>
        <span className="wl-rw__progress-value">{shown}</span>
      </div>
      <div
        className="wl-rw__bar"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}% · ${shown}`}
      >
        <span className="wl-rw__bar-fill" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
