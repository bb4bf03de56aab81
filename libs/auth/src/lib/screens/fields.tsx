import { useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { ACCOUNT_FIELD_RULES as RULES } from '../forms/field-rules';
import type { FieldProblem } from '../forms/field-rules';
import { TAC_LENGTH } from '../forms/tac';
import './auth.css';

/** The message of a field problem, from the `validation` file. */
export function useProblemText(): (problem: FieldProblem | undefined) => string | null {
  const { t } = useTranslation('validation');
  return (problem) => {
    switch (problem) {
      case undefined:
        return null;
      case 'required':
        return t('validation:required');
      case 'usernameRule':
        return t('validation:usernameRule', { min: RULES.usernameMin, max: RULES.usernameMax });
      case 'passwordTooShort':
        return t('validation:passwordTooShort', { min: RULES.passwordMin });
      case 'maxLength':
        return t('validation:maxLength', { max: RULES.passwordMax });
      case 'passwordIsUsername':
        return t('validation:authPasswordIsUsername');
      case 'passwordMismatch':
        return t('validation:passwordMismatch');
      case 'invalidPhone':
        return t('validation:invalidPhone');
      case 'invalidEmail':
        return t('validation:invalidEmail');
      case 'invalidReferralCode':
        return t('validation:invalidReferralCode');
      case 'acceptTerms':
        return t('validation:acceptTerms');
      case 'tacFormat':
        return t('validation:tacFormat', { length: TAC_LENGTH });
    }
  };
}

/** Moves the keyboard focus to the element with this id (the first field with a problem). */
export function focusById(id: string | undefined): void {
  if (id) document.getElementById(id)?.focus();
}

/** The ids a field's input points at with aria-describedby: its hint, then its error. */
function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={`${id}-error`} className="wl-auth-field__error" role="alert">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.5v4.5M8 11.2v.3" stroke="var(--wl-surface)" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span>{text}</span>
    </p>
  );
}

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The problem's message, shown under the field and announced. */
  error?: string | null;
  hint?: ReactNode;
  type?: 'text' | 'tel' | 'email' | 'password';
  autoComplete: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  maxLength?: number;
  required?: boolean;
  /** Usernames, codes and e-mail addresses are typed as they are: no capital letters, no spelling fixes. */
  verbatim?: boolean;
  /** Something shown after the input, inside its box (the show-password button). */
  addon?: ReactNode;
}

/** A labelled input with its hint and its error (aria-invalid, aria-describedby). */
export function TextField(props: TextFieldProps) {
  const { id, error, hint, verbatim } = props;
  return (
    <div className="wl-auth-field">
      <label className="wl-auth-field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="wl-auth-field__box">
        <input
          id={id}
          className="wl-auth-field__input"
          name={props.name}
          type={props.type ?? 'text'}
          value={props.value}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          required={props.required}
          autoCapitalize={verbatim ? 'none' : undefined}
          autoCorrect={verbatim ? 'off' : undefined}
          spellCheck={verbatim ? false : undefined}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        />
        {props.addon}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="wl-auth-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} text={error ?? null} />
    </div>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon' | 'verbatim'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      verbatim
      addon={
        <button
          type="button"
          className="wl-auth-field__reveal"
          aria-label={t('authShowPassword')}
          aria-pressed={shown}
          aria-controls={props.id}
          onClick={() => setShown((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {shown ? null : (
              <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            )}
          </svg>
        </button>
      }
    />
  );
}

/** The 6-digit code field: digits only, filled from the text message where the phone offers it. */
export function CodeField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>) {
  return (
    <TextField {...props} autoComplete="one-time-code" inputMode="numeric" maxLength={TAC_LENGTH} verbatim />
  );
}

export function CheckboxField({
  id,
  name,
  label,
  checked,
  onChange,
  error,
  children,
}: {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="wl-auth-field wl-auth-field--check">
      <div className="wl-auth-check">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="wl-auth-check__input"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {children}
      <FieldError id={id} text={error ?? null} />
    </div>
  );
}

/** The form's main button: a spinner while its request is on its way (pressing it again does nothing). */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="submit" className="wl-button wl-auth-submit" aria-disabled={busy || undefined}>
        {busy ? <span className="wl-auth-submit__spinner" aria-hidden="true" /> : null}
        <span>{children}</span>
      </button>
      <span className="wl-visually-hidden" role="status">
        {busy ? t('loading') : ''}
      </span>
    </>
  );
}
