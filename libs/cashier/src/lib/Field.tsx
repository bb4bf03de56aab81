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
 * aria-describedby (and aria-invalid) while there is one. An observer: the control is rendered here, so
 * the store fields it reads (its value) are tracked here, not by the form that passes it.
 */
export const Field = observer(function Field({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
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
    <div className={['wl-cashier__field', className].filter(Boolean).join(' ')}>
      <label className="wl-cashier__label" htmlFor={id}>
        {label}
      </label>
      {children(control)}
      {hint ? (
        <p className="wl-cashier__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="wl-cashier__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** A refusal of the whole form, above its button, read out when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className="wl-cashier__alert" role="alert">
      {children}
    </p>
  );
}
