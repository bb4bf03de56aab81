import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { LanguageSwitcher } from '@wl/pages';

/**
 * The menu drawer's account row: the language menu (phone headers leave it out for room) and, for a
 * player, logging out (asked to confirm, like the header's).
 */
export const DrawerAccount = observer(function DrawerAccount() {
  const store = useStores();
  const { locale, session: user } = store;
  const { t } = useTranslation();
  if (locale.choices.length < 2 && !user.isAuthenticated) return null;
  return (
    <div className="slot-drawer__account">
      <LanguageSwitcher className="slot-drawer__language" showLabel />
      {user.isAuthenticated ? (
        <button type="button" className="slot-drawer__logout" onClick={() => void store.signOut()}>
          {t('logout')}
        </button>
      ) : null}
    </div>
  );
});
