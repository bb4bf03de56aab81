export interface ErrorPanelProps {
  title?: string;
  message: string;
  actionLabel?: string;
  onAction?: () => void;
}

/** A clear, full-width error with an optional action (for example a retry). */
export function ErrorPanel({ title, message, actionLabel, onAction }: ErrorPanelProps) {
  return (
    <section role="alert" className="wl-error-panel">
      {title ? <h1 className="wl-error-panel__title">{title}</h1> : null}
      <p className="wl-error-panel__message">{message}</p>
      {actionLabel && onAction ? (
        <button type="button" className="wl-error-panel__action" onClick={onAction}>
          {actionLabel}
        </button>
      ) : null}
    </section>
  );
}
