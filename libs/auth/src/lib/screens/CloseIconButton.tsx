/** The × button of a modal. */
export function CloseIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="wl-modal-close" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
