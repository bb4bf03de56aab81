import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';

/** What a field's control needs: its id, and the ids of its hint and error for aria-describedby. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * A labelled form field: the label, the control, a hint, and an error tied to the control with
 * aria-describedby (and aria-invalid) while there is one. An observer, so the store fields its control
 * reads are tracked here.
 */
export const Field = observer(function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const control: FieldControl = { id };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (error) control['aria-invalid'] = true;
  return (
    <div className="wl-member__field">
      <label className="wl-member__label" htmlFor={id}>
        {label}
      </label>
      {children(control)}
      {hint ? (
        <div className="wl-member__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p className="wl-member__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** A refusal of the whole form, above its button, read out when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className="wl-member__alert" role="alert">
      {children}
    </p>
  );
}
