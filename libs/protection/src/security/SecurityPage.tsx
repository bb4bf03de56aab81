import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { ErrorPanel } from '@wl/ui';
import { Bone } from '../lib/Bone';
import { ProtectionPage } from '../lib/ProtectionPage';
import { errorText } from '../lib/texts';
import { useProtectionFormat } from '../lib/use-protection-format';
import { CodeLoginSetting } from './CodeLoginSetting';
import { LastSignIn } from './LastSignIn';
import { SessionList } from './SessionList';
import { SignInAttempts } from './SignInAttempts';
import { useSecurity } from './security-feature';
import './security.css';

/** The page's shape while it is on its way: its cards at the height of their usual content. */
function SecuritySkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <p className="wl-visually-hidden" role="status">
        {t('loading')}
      </p>
      {[3, 2, 3].map((lines, card) => (
        <div key={card} className="wl-protection__card" aria-hidden="true">
          <Bone width="12em" height="1.4em" />
          <ul className="wl-security__list">
            {Array.from({ length: lines }, (_, line) => (
              <li key={line} className="wl-security__item wl-security__item--bone">
                <Bone width={`${60 - line * 10}%`} />
                <Bone width="40%" />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** Links to the player's account and to the responsible-gaming tools. */
function SecurityLinks() {
  const { t } = useTranslation('protection');
  const { locale } = useStores();
  return (
    <ul className="wl-protection__links">
      <li>
        <Link className="wl-protection__link" to={locale.path('/account')}>
          {t('linkAccount')}
        </Link>
      </li>
      <li>
        <Link className="wl-protection__link" to={locale.path('/responsible-gaming')}>
          {t('linkResponsible')}
        </Link>
      </li>
    </ul>
  );
}

/**
 * /security (a member page): the last successful sign-in before this session, where the account is
 * signed in now (sign one device out, or every one but this), the recent sign-in attempts with their
 * failures, and sign-in by one-time code where the site offers it.
 */
export const SecurityPage = observer(function SecurityPage() {
  const { t } = useTranslation('protection');
  const security = useSecurity();
  const format = useProtectionFormat();

  useEffect(() => {
    void security.load();
  }, [security]);

  let content;
  if (security.status === 'failed') {
    content = (
      <ErrorPanel
        message={errorText(t, security.errorKey ?? 'unknownError')}
        actionLabel={t('ui:retry')}
        onAction={() => void security.load()}
      />
    );
  } else if (security.loading) {
    content = <SecuritySkeleton />;
  } else {
    content = (
      <>
        <LastSignIn record={security.lastLogin} format={format} />
        <SessionList security={security} format={format} />
        <CodeLoginSetting security={security} />
        <SignInAttempts attempts={security.attempts} format={format} />
      </>
    );
  }
  return (
    <ProtectionPage name="security" title={t('securityTitle')}>
      <SecurityLinks />
      {content}
    </ProtectionPage>
  );
});
