export function Spinner({ label }: { label: string }) {
  return (
    <div className="wl-spinner" role="status" aria-live="polite">
      <span className="wl-spinner__ring" aria-hidden="true" />
      <span className="wl-visually-hidden">{label}</span>
    </div>
  );
}
