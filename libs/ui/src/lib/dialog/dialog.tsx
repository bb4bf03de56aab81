import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CloseIcon } from '../icons/status-icons';
import { Modal, type ModalDismissReason, type ModalState } from '../modal/modal';
import { DialogIcon, type DialogIconKind } from './dialog-icon';
import { dialogInputError, type DialogInputType } from './dialog-validation';
import './dialog.css';

export type DialogState = ModalState;

/** Why a dialog was dismissed (spec section 4). */
export type DialogDismissReason = 'cancel' | 'backdrop' | 'close' | 'esc' | 'timer';

/** How the player answered; `value` is the text of the dialog's input, when it has one. */
export type DialogResult =
  | { outcome: 'confirmed'; value?: string }
  | { outcome: 'denied' }
  | { outcome: 'dismissed'; reason: DialogDismissReason };

export interface DialogInput {
  type: DialogInputType;
  /** Visible label of the field. */
  label: string;
  placeholder?: string;
  initialValue?: string;
  /** Replaces the spec's message ('Invalid email address' / 'Invalid URL'), e.g. with a translation. */
  invalidMessage?: string;
}

export interface DialogProps {
  state: DialogState;
  title: string;
  text?: string;
  icon?: DialogIconKind;
  confirmLabel: string;
  /** Shows a deny button ("No") when given. */
  denyLabel?: string;
  /** Shows a cancel button when given; it dismisses with reason cancel. */
  cancelLabel?: string;
  /** Accessible name of the × button; the button is shown when given and dismisses with reason close. */
  closeLabel?: string;
  /** Dismisses with reason timer after this many milliseconds. */
  timerMs?: number;
  input?: DialogInput;
  dismissOnBackdrop?: boolean;
  dismissOnEscape?: boolean;
  id?: string;
  /** Called once per answer; the store then moves the dialog to closing. */
  onResult: (result: DialogResult) => void;
  /** Called when the closing animation has finished; the store then moves the dialog to closed. */
  onClosed?: () => void;
}

/**
 * A message dialog driven by a store: it shows the store's state (open, closing, closed) and reports
 * the player's answer (confirmed, denied or dismissed with its reason) through `onResult`.
 * Give each dialog its own React `key` when the store replaces one dialog by another.
 */
export function Dialog(props: DialogProps) {
  return props.state === 'closed' ? null : <DialogWindow {...props} />;
}

function DialogWindow({
  state,
  title,
  text,
  icon,
  confirmLabel,
  denyLabel,
  cancelLabel,
  closeLabel,
  timerMs,
  input,
  dismissOnBackdrop,
  dismissOnEscape,
  id,
  onResult,
  onClosed,
}: DialogProps) {
  const titleId = useId();
  const textId = useId();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [value, setValue] = useState(input?.initialValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const open = state === 'open';

  const report = (result: DialogResult) => {
    if (open) onResult(result);
  };
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  });

  useEffect(() => {
    if (!open || !timerMs || timerMs <= 0) return;
    const timer = setTimeout(() => reportRef.current({ outcome: 'dismissed', reason: 'timer' }), timerMs);
    return () => clearTimeout(timer);
  }, [open, timerMs]);

  const messageFor = (candidate: string) => {
    if (!input) return null;
    const problem = dialogInputError(input.type, candidate);
    return problem && (input.invalidMessage ?? problem);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!input) {
      report({ outcome: 'confirmed' });
      return;
    }
    const problem = messageFor(value);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    report({ outcome: 'confirmed', value: value.trim() });
  };

  const onModalDismiss = (reason: ModalDismissReason) => report({ outcome: 'dismissed', reason });

  return (
    <Modal
      id={id}
      state={state}
      role={icon === 'error' || icon === 'warning' ? 'alertdialog' : 'dialog'}
      labelledBy={titleId}
      describedBy={text ? textId : undefined}
      onDismiss={onModalDismiss}
      onClosed={onClosed}
      dismissOnBackdrop={dismissOnBackdrop}
      dismissOnEscape={dismissOnEscape}
      initialFocusRef={input ? inputRef : confirmRef}
      className="wl-dialog"
    >
      {closeLabel ? (
        <button
          type="button"
          className="wl-dialog__close"
          aria-label={closeLabel}
          onClick={() => report({ outcome: 'dismissed', reason: 'close' })}
        >
          <CloseIcon size={20} />
        </button>
      ) : null}
      {icon ? <DialogIcon kind={icon} /> : null}
      <h2 id={titleId} className="wl-dialog__title">
        {title}
      </h2>
      {text ? (
        <p id={textId} className="wl-dialog__text">
          {text}
        </p>
      ) : null}
      <form className="wl-dialog__form" noValidate onSubmit={confirm}>
        {input ? (
          <div className="wl-dialog__field">
            <label htmlFor={inputId} className="wl-dialog__label">
              {input.label}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className="wl-dialog__input"
              type={input.type}
              inputMode={input.type}
              autoComplete={input.type}
              placeholder={input.placeholder}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (error) setError(messageFor(event.target.value));
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error ? (
              <p id={errorId} className="wl-dialog__error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="wl-dialog__actions">
          <button ref={confirmRef} type="submit" className="wl-dialog__button wl-dialog__button--confirm">
            {confirmLabel}
          </button>
          {denyLabel ? (
            <button
              type="button"
              className="wl-dialog__button wl-dialog__button--deny"
              onClick={() => report({ outcome: 'denied' })}
            >
              {denyLabel}
            </button>
          ) : null}
          {cancelLabel ? (
            <button
              type="button"
              className="wl-dialog__button wl-dialog__button--cancel"
              onClick={() => report({ outcome: 'dismissed', reason: 'cancel' })}
            >
              {cancelLabel}
            </button>
          ) : null}
        </div>
      </form>
      {open && timerMs && timerMs > 0 ? (
        <span className="wl-dialog__timer" style={{ animationDuration: `${timerMs}ms` }} aria-hidden="true" />
      ) : null}
    </Modal>
  );
}
