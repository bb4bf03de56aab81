import { useState } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/status-icons';
import { AnimatedList } from '../motion/animated-list';
import { usePausableTimeout } from './use-pausable-timeout';
import './toast.css';

export type ToastVariant = 'success' | 'info' | 'warning' | 'error';

export interface ToastData {
  /** Unique per toast (the store's id). */
  id: string;
  variant: ToastVariant;
  title: string;
  text?: string;
  /** Time on screen in milliseconds, e.g. 10000 for the session-expired warning, 3000 for an error. */
  durationMs: number;
}

/** timer: its time ran out; close: the player closed it. */
export type ToastDismissReason = 'timer' | 'close';

export interface ToastStackProps {
  toasts: readonly ToastData[];
  /** The store removes the toast from `toasts`; it then slides out. */
  onDismiss: (id: string, reason: ToastDismissReason) => void;
  /** Accessible name of each toast's close button, e.g. "Close". */
  closeLabel: string;
  /** Name of the notification region, e.g. "Notifications". */
  label: string;
  /** The spec's toasts sit bottom-right (bottom, full width, on a phone). */
  position?: 'bottom-right';
}

const icons = { success: SuccessIcon, info: InfoIcon, warning: WarningIcon, error: ErrorIcon } as const;

/** The stack of toasts, newest at the bottom; each one closes itself when its time runs out. */
export function ToastStack({
  toasts,
  onDismiss,
  closeLabel,
  label,
  position = 'bottom-right',
}: ToastStackProps) {
  return (
    <section className={`wl-toasts wl-toasts--${position}`} aria-label={label}>
      <AnimatedList
        as="ol"
        className="wl-toasts__list"
        items={toasts}
        getKey={(toast) => toast.id}
        renderItem={(toast, phase) => (
          <Toast toast={toast} leaving={phase === 'leaving'} closeLabel={closeLabel} onDismiss={onDismiss} />
        )}
      />
    </section>
  );
}

interface ToastProps {
  toast: ToastData;
  /** Already removed by the store and sliding out: its timer stops. */
  leaving: boolean;
  closeLabel: string;
  onDismiss: ToastStackProps['onDismiss'];
}

function Toast({ toast, leaving, closeLabel, onDismiss }: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  usePausableTimeout(() => onDismiss(toast.id, 'timer'), toast.durationMs, paused || leaving);
  const Icon = icons[toast.variant];
  const urgent = toast.variant === 'error' || toast.variant === 'warning';

  return (
    <div
      className={`wl-toast wl-toast--${toast.variant}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Icon className="wl-toast__icon" />
      <div className="wl-toast__body" role={urgent ? 'alert' : 'status'}>
        <p className="wl-toast__title">{toast.title}</p>
        {toast.text ? <p className="wl-toast__text">{toast.text}</p> : null}
      </div>
      <button
        type="button"
        className="wl-toast__close"
        aria-label={closeLabel}
        onClick={() => onDismiss(toast.id, 'close')}
      >
        <CloseIcon size={18} />
      </button>
      <span
        className="wl-toast__countdown"
        style={{
          animationDuration: `${toast.durationMs}ms`,
          animationPlayState: paused ? 'paused' : 'running',
        }}
        aria-hidden="true"
      />
    </div>
  );
}
