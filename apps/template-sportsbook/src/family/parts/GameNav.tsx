import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useSiteChrome, useStores } from '@wl/core';
import { NavLink } from '@wl/router';

export interface GameNavProps {
  /** tabs, inline, pills, ruled: the header's navigation; list: the drawer's. */
  variant: 'tabs' | 'inline' | 'pills' | 'ruled' | 'list';
  className?: string;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
  /** A navigation landmark (the header's); the drawer's list is part of its dialog instead. */
  landmark?: boolean;
}

/** Home and the site's game menu (sports first-class among them), with the current page marked. */
export const GameNav = observer(function GameNav({
  variant,
  className,
  onNavigate,
  landmark = true,
}: GameNavProps) {
  const { t } = useTranslation();
  const chrome = useSiteChrome();
  const { locale } = useStores();
  const items = [{ key: 'home', label: t('sportsbook:sbHome'), href: '/' }, ...chrome.navItems];
  const Root = landmark ? 'nav' : 'div';
  return (
    <Root
      className={`sb-nav sb-nav--${variant}${className ? ` ${className}` : ''}`}
      aria-label={landmark ? t('mainNavigation') : undefined}
    >
      <ul className="sb-nav__list">
        {items.map((item) => (
          <li key={item.key} className="sb-nav__item">
            <NavLink
              to={locale.path(item.href)}
              end={item.href === '/'}
              className="sb-nav__link"
              onClick={onNavigate}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Root>
  );
});
