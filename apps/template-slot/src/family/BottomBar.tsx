import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useSiteChrome, useStores } from '@wl/core';
import { NavLink } from '@wl/router';
import { GameCategoryIcon } from '@wl/ui-skin';
import { MenuButton } from './SlotFrame';

/**
 * The phones' tab bar fixed at the bottom of the screen: home, the first game categories and the menu.
 * Templates hide it from their desktop breakpoint on.
 */
export const BottomBar = observer(function BottomBar({ categories = 3 }: { categories?: number }) {
  const { t } = useTranslation();
  const chrome = useSiteChrome();
  const { locale } = useStores();
  const entries = [{ key: 'home', label: t('_m:home'), href: '/' }, ...chrome.navItems.slice(0, categories)];
  return (
    <nav className="slot-bottombar" aria-label={t('slot:slotQuickMenu')}>
      <ul className="slot-bottombar__list">
        {entries.map((item) => (
          <li className="slot-bottombar__item" key={item.key}>
            <NavLink className="slot-bottombar__link" to={locale.path(item.href)} end={item.href === '/'}>
              <GameCategoryIcon href={item.href} label={item.label} className="slot-icon" />
              <span className="slot-bottombar__label">{item.label}</span>
            </NavLink>
          </li>
        ))}
        <li className="slot-bottombar__item">
          <MenuButton className="slot-bottombar__link" showLabel />
        </li>
      </ul>
    </nav>
  );
});
