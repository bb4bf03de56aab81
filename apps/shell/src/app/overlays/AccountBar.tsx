import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@wl/router';
import { useStores } from '@wl/core';
import { formatMoney } from '@wl/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * The shell's account corner: the language menu, and sign-in for a guest or the player's balance,
 * account link and logout. (Templates may later place these in their own headers.)
 */
export const AccountBar = observer(function AccountBar() {
  const store = useStores();
  const { user, layout, locale } = store;
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <nav className="wl-account-bar" aria-label={t('_m:account')}>
      <LanguageSwitcher />
      {user.isAuthenticated ? (
        <>
          <span className="wl-account-bar__balance" data-testid="player-balance">
            {formatMoney(user.game.balance, layout.site?.currency ?? 'USD', locale.language)}
          </span>
          <Link className="wl-account-bar__link" to={locale.path('/account')} data-testid="player-name">
            {user.fullname || user.user?.account_id}
          </Link>
          <button type="button" className="wl-account-bar__button" onClick={() => void store.signOut()}>
            {t('logout')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="wl-account-bar__button"
          onClick={() => store.loginEntry.open(`${pathname}${search}`)}
        >
          {t('_m:login')}
        </button>
      )}
    </nav>
  );
});
