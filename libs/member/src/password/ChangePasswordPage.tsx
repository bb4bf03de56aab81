import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Field, FormAlert } from '../lib/Field';
import { MemberPage } from '../lib/MemberPage';
import { errorText } from '../lib/texts';
import { useChangePassword } from './change-password-feature';
import type { ChangePasswordStore, PasswordProblem } from './change-password-store';
import { PASSWORD_RULES, type RuleCheck } from './password-rules';
import '../lib/forms.css';

function ruleText(t: TFunction, check: RuleCheck): string {
  switch (check.rule) {
    case 'length':
      return t('member:ruleLength', { min: PASSWORD_RULES.min });
    case 'notUsername':
      return t('member:ruleNotUsername');
    case 'notCurrent':
      return t('member:ruleNotCurrent');
    case 'common':
      return t('member:ruleCommon');
  }
}

/** Whether a rule is met, for a screen reader (the tick says it to the eye). */
function ruleState(t: TFunction, check: RuleCheck): string {
  if (check.met === null) return t('member:ruleOnSave');
  return check.met ? t('member:ruleMet') : t('member:ruleNotMet');
}

function problemText(t: TFunction, problem: PasswordProblem): string {
  switch (problem) {
    case 'required':
      return t('validation:required');
    case 'passwordMismatch':
      return t('validation:passwordMismatch');
  }
}

/** The new password's rules, ticked as the player types; shown before anything is sent. */
const RuleList = observer(function RuleList({ form, id }: { form: ChangePasswordStore; id: string }) {
  const { t } = useTranslation('member');
  return (
    <div className="wl-member__rules-box">
      <p className="wl-member__label" id={`${id}-title`}>
        {t('rulesTitle')}
      </p>
      <ul className="wl-member__rules" aria-labelledby={`${id}-title`}>
        {form.checks.map((check) => (
          <li
            key={check.rule}
            className={[
              'wl-member__rule',
              check.met ? 'wl-member__rule--met' : '',
              check.met === null ? 'wl-member__rule--later' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            data-met={check.met === null ? 'later' : String(check.met)}
          >
            <span>
              <span className="wl-visually-hidden">{ruleState(t, check)} </span>
              {ruleText(t, check)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
});

/**
 * /change-password (a member page): the current password, the new one with the platform's rules as a
 * checklist that ticks as the player types, and its confirmation. Once changed, the page says so: the
 * platform has signed the account out everywhere else.
 */
export const ChangePasswordPage = observer(function ChangePasswordPage() {
  const { t } = useTranslation('member');
  const form = useChangePassword();
  const [visible, setVisible] = useState(false);
  const rulesId = useId();
  // Typed passwords are not kept once the player leaves the page.
  useEffect(() => () => form.reset(), [form]);
  const type = visible ? 'text' : 'password';
  const { problems } = form;
  const currentServer = form.errorAt('current');
  const nextServer = form.errorAt('next');
  const formServer = form.errorAt('form');
  // Sent with a rule unmet: the checklist is the message; the field says to look at it.
  const rulesUnmet = form.formShown && !form.rulesMet && !problems.next;
  return (
    <MemberPage screen="password" title={t('linkPassword')}>
      {form.done ? (
        <p className="wl-member__notice" role="status">
          {t('passwordDone')}
        </p>
      ) : null}
      <form
        className="wl-member__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <Field
          label={t('currentPassword')}
          error={
            problems.current
              ? problemText(t, problems.current)
              : currentServer
                ? errorText(t, currentServer)
                : null
          }
        >
          {(control) => (
            <input
              {...control}
              type={type}
              name="password"
              autoComplete="current-password"
              maxLength={PASSWORD_RULES.max}
              value={form.form.current}
              onChange={(event) => form.setField('current', event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('newPassword')}
          hint={<RuleList form={form} id={rulesId} />}
          error={
            problems.next
              ? problemText(t, problems.next)
              : nextServer
                ? errorText(t, nextServer)
                : rulesUnmet
                  ? t('rulesUnmet')
                  : null
          }
        >
          {(control) => (
            <input
              {...control}
              type={type}
              name="new_password"
              autoComplete="new-password"
              maxLength={PASSWORD_RULES.max}
              value={form.form.next}
              onChange={(event) => form.setField('next', event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('confirmPassword')}
          error={problems.confirmation ? problemText(t, problems.confirmation) : null}
        >
          {(control) => (
            <input
              {...control}
              type={type}
              name="confirm_password"
              autoComplete="new-password"
              maxLength={PASSWORD_RULES.max}
              value={form.form.confirmation}
              onChange={(event) => form.setField('confirmation', event.target.value)}
            />
          )}
        </Field>
        <label className="wl-member__check">
          <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
          {t('showPasswords')}
        </label>
        {formServer ? <FormAlert>{errorText(t, formServer)}</FormAlert> : null}
        <button type="submit" className="wl-button wl-member__submit" disabled={form.saving}>
          {form.saving ? t('saving') : t('linkPassword')}
        </button>
      </form>
    </MemberPage>
  );
});
