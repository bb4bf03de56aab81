import { ErrorIcon, InfoIcon, QuestionIcon, SuccessIcon, WarningIcon } from '../icons/status-icons';

export type DialogIconKind = 'success' | 'error' | 'warning' | 'info' | 'question';

const icons = {
  success: SuccessIcon,
  error: ErrorIcon,
  warning: WarningIcon,
  info: InfoIcon,
  question: QuestionIcon,
} as const;

/** The large picture above a dialog's title; decorative, the title says what it is about. */
export function DialogIcon({ kind }: { kind: DialogIconKind }) {
  const Picture = icons[kind];
  return (
    <span className={`wl-dialog__icon wl-dialog__icon--${kind}`}>
      <Picture size={56} />
    </span>
  );
}
