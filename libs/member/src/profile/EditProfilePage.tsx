import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { nameOnly } from '@wl/ui';
import { Field, FormAlert } from '../lib/Field';
import { MemberPage } from '../lib/MemberPage';
import { useProfile } from '../lib/member-features';
import { PROFILE_RULES } from '../lib/profile-rules';
import { errorText, profileProblemText } from '../lib/texts';
import '../lib/forms.css';

/**
 * /edit-profile (a member page): the full name, typed through the name filter (letters of any script,
 * spaces, apostrophes, hyphens and full stops), and the e-mail address. On saving, the name and e-mail
 * the platform stored become the session's, so the header shows them at once; a refusal is shown at the
 * field it is about, by its error key's text.
 */
export const EditProfilePage = observer(function EditProfilePage() {
  const { t } = useTranslation('member');
  const { session, locale } = useStores();
  const profile = useProfile();
  const accountId = session.user?.account_id;

  // The form starts from the name and e-mail the player has now, and again only for another player
  // (not each time the session's name changes, as it does when the form is saved).
  const current = useRef({ name: session.fullname, email: session.email });
  current.current = { name: session.fullname, email: session.email };
  // Before the first paint: the fields never show empty first (the page is never server-rendered).
  useLayoutEffect(() => {
    profile.startEditing(current.current.name, current.current.email);
  }, [profile, accountId]);

  const { problems } = profile;
  const nameServer = profile.errorAt('name');
  const emailServer = profile.errorAt('email');
  const formServer = profile.errorAt('form');
  const nameError = problems.name
    ? profileProblemText(t, problems.name, 'name')
    : nameServer
      ? errorText(t, nameServer)
      : null;
  const emailError = problems.email
    ? profileProblemText(t, problems.email, 'email')
    : emailServer
      ? errorText(t, emailServer)
      : null;

  return (
    <MemberPage screen="profile" title={t('linkEditProfile')}>
      <form
        className="wl-member__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void profile.save();
        }}
      >
        <Field label={t('fullName')} hint={t('nameHint')} error={nameError}>
          {(control) => (
            <input
              {...control}
              {...nameOnly}
              type="text"
              name="full_name"
              autoComplete="name"
              maxLength={PROFILE_RULES.nameMax}
              value={profile.form.fullName}
              onChange={(event) => profile.setField('fullName', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('email')} hint={t('emailHint')} error={emailError}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="contact_email"
              inputMode="email"
              autoComplete="email"
              maxLength={PROFILE_RULES.emailMax}
              value={profile.form.email}
              onChange={(event) => profile.setField('email', event.target.value)}
            />
          )}
        </Field>
        {formServer ? <FormAlert>{errorText(t, formServer)}</FormAlert> : null}
        <div className="wl-member__actions">
          <button type="submit" className="wl-button wl-member__submit" disabled={profile.saving}>
            {profile.saving ? t('saving') : t('save')}
          </button>
          <Link className="wl-member__ghost" to={locale.path('/profile')}>
            {t('backToProfile')}
          </Link>
        </div>
      </form>
    </MemberPage>
  );
});
