import { useId } from 'react';

/**
 * A progress bar towards the next VIP level: its label and percentage in words, the bar below. The
 * value is capped at 100 % (spec section 9); the percentage shown is rounded down, as the platform's is,
 * so the page never claims more than was made.
 */
export function ProgressBar({
  label,
  percent,
  shown,
  detail,
}: {
  label: string;
  /** 0 to 100. */
  percent: number;
  /** The percentage as the player reads it ("62 %"). */
  shown: string;
  /** What is behind it ("₱3,500.00 of ₱5,000.00"). */
  detail?: string;
}) {
  const id = useId();
  const value = Math.floor(Math.min(100, Math.max(0, percent)));
  return (
    <div className="wl-member__progress">
      <div className="wl-member__progress-head">
        <span id={id} className="wl-member__progress-label">
          {label}
        </span>
        <span className="wl-member__progress-value">{shown}</span>
      </div>
      <div
        className="wl-member__bar"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={detail ? `${shown} · ${detail}` : shown}
      >
        <span className="wl-member__bar-fill" style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
      </div>
      {detail ? <p className="wl-member__progress-detail">{detail}</p> : null}
    </div>
  );
}
