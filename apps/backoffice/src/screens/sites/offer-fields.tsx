import type { ReactNode } from 'react';

/** A labelled text input of an offer form; `hint` names the words under the form that explain it. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  inputMode,
  maxLength,
  type = 'text',
  required = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
  maxLength?: number;
  type?: 'text' | 'datetime-local';
  required?: boolean;
}) {
  return (
    <label className="bo-field">
      <span>{label}</span>
      <input
        type={type}
        autoComplete="off"
        required={required}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-describedby={hint}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** A labelled choice of an offer form, its options named in words. */
export function ChoiceField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: ReactNode }[];
}) {
  return (
    <label className="bo-field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
