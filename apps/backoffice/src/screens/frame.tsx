import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '@wl/router';
import { MONEY_READ_ROLES } from '../stores/money/money-roles';
import { REPORT_ROLES } from '../stores/reports/reports-store';
import { useBackoffice } from '../stores/store-context';

/** The header (who, role, sign out) and the navigation of what the role may open. */
export const Frame = observer(function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useBackoffice();
  const profile = session.profile;
  const links = [
    { to: '/sites', label: t('nav.sites') },
    { to: '/players', label: t('nav.players') },
    ...(session.isOwner
      ? [
          { to: '/staff', label: t('nav.staff') },
          { to: '/audit', label: t('nav.audit') },
        ]
      : []),
    ...(profile && REPORT_ROLES.includes(profile.role) ? [{ to: '/reports', label: t('nav.reports') }] : []),
    ...(profile && MONEY_READ_ROLES.includes(profile.role)
      ? [
          { to: '/withdrawals', label: t('nav.withdrawals') },
          { to: '/deposits', label: t('nav.deposits') },
          { to: '/flagged-payments', label: t('nav.flaggedPayments') },
          { to: '/open-rounds', label: t('nav.openRounds') },
        ]
      : []),
    ...(profile ? [{ to: '/payments', label: t('nav.payments') }] : []),
  ];
  return (
    <div className="bo-frame">
      <a className="bo-skip" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="bo-header">
        <p className="bo-header__title">{t('app.title')}</p>
        <nav className="bo-nav" aria-label={t('frame.navigation')}>
          <ul>
            {(session.mustChangePassword ? [] : links).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {profile && (
          <div className="bo-header__who">
            <span data-testid="staff-name">{t('frame.signedInAs', { name: profile.display_name })}</span>
            <span className="bo-badge" data-testid="staff-role">
              {t('frame.role', { role: t(`roles.${profile.role}`) })}
            </span>
            {!session.mustChangePassword && (
              <Link className="bo-header__link" to="/account/password">
                {t('account.changePassword')}
              </Link>
            )}
            <button className="bo-button" type="button" onClick={() => void session.signOut()}>
              {t('frame.signOut')}
            </button>
          </div>
        )}
      </header>
      <main className="bo-main" id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
});
