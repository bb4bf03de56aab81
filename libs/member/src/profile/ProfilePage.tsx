import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { Bone } from '../lib/Bone';
import { MemberPage } from '../lib/MemberPage';
import { useProfile } from '../lib/member-features';
import { errorText } from '../lib/texts';
import { useMemberFormat } from '../lib/use-member-format';

/** The phone's state, as check_status answers it. */
const PhoneState = observer(function PhoneState() {
  const { t } = useTranslation('member');
  const profile = useProfile();
  if (profile.statusLoading) return <Bone width="6em" />;
  if (profile.phoneVerified === null) {
    return (
      <span className="wl-member__muted">
        {errorText(t, profile.statusError ?? 'unknownError')}{' '}
        <button type="button" className="wl-member__text-button" onClick={() => void profile.loadStatus()}>
          {t('ui:retry')}
        </button>
      </span>
    );
  }
  return (
    <>
      {profile.phone ? <span className="wl-member__phone">{profile.phone}</span> : null}{' '}
      {profile.phoneVerified ? (
        <span className="wl-member__badge wl-member__badge--up">{t('phoneVerified')}</span>
      ) : (
        <span className="wl-member__badge wl-member__badge--down">{t('phoneNotVerified')}</span>
      )}
    </>
  );
});

/** When the account was opened, as check_status answers it. */
const MemberSince = observer(function MemberSince() {
  const profile = useProfile();
  const format = useMemberFormat();
  if (profile.statusLoading) return <Bone width="6em" />;
  return profile.registeredAt ? <>{format.day(profile.registeredAt)}</> : null;
});

/**
 * /profile (a member page): the player's details, as the platform answers them: the username, the
 * full name and e-mail the session holds (sign-in and profile_update answer them) and whether the
 * mobile number (masked) is verified and when the account was opened (check_status). The ways to edit them and to change the password.
 */
export const ProfilePage = observer(function ProfilePage() {
  const { t } = useTranslation('member');
  const { session, locale } = useStores();
  const profile = useProfile();

  useEffect(() => {
    void profile.loadStatus();
  }, [profile]);

  const notSet = <span className="wl-member__muted">{t('notSet')}</span>;
  return (
    <MemberPage screen="profile" title={t('profileTitle')}>
      <section className="wl-member__card" aria-label={t('profileTitle')}>
        <dl className="wl-member__details wl-member__details--profile">
          <dt>{t('username')}</dt>
          <dd data-testid="profile-account-id">{session.user?.account_id}</dd>
          <dt>{t('fullName')}</dt>
          <dd data-testid="profile-name">{session.fullname || notSet}</dd>
          <dt>{t('email')}</dt>
          <dd data-testid="profile-email">{session.email || notSet}</dd>
          <dt>{t('phone')}</dt>
          <dd data-testid="profile-phone">
            <PhoneState />
          </dd>
          <dt>{t('memberSince')}</dt>
          <dd data-testid="profile-registered">
            <MemberSince />
          </dd>
        </dl>
      </section>
      <div className="wl-member__actions">
        <Link className="wl-button" to={locale.path('/edit-profile')}>
          {t('linkEditProfile')}
        </Link>
        <Link className="wl-member__ghost" to={locale.path('/change-password')}>
          {t('linkPassword')}
        </Link>
      </div>
    </MemberPage>
  );
});
