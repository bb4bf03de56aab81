import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useSiteChrome, useStores, type NavItem } from '@wl/core';
import { Link, NavLink } from '@wl/router';
import { CloseIcon, GameCategoryIcon, HomeIcon, MenuIcon, useDrawerToggle } from '@wl/ui-skin';
import { contentLinks } from './content-links';
import { DRAWER_ID, useCasinoMenu } from './frame';

export type GameNavVariant = 'tabs' | 'pills' | 'rail' | 'list' | 'chips';

export interface GameNavProps {
  variant: GameNavVariant;
  /** Show each category's icon beside (or above) its name. */
  icons?: boolean;
  /** Put a Home entry first. */
  home?: boolean;
  className?: string;
}

/** The site's game menu as the template's main navigation ("Game categories"). */
export const GameNav = observer(function GameNav({
  variant,
  icons = false,
  home = false,
  className,
}: GameNavProps) {
  const { t } = useTranslation();
  const { navItems } = useSiteChrome();
  const { locale } = useStores();
  const items: NavItem[] = home ? [{ key: 'home', label: t('_m:home'), href: '/' }, ...navItems] : navItems;
  return (
    <nav
      className={['casino-nav', `casino-nav--${variant}`, className].filter(Boolean).join(' ')}
      aria-label={t('mainNavigation')}
    >
      <ul className="casino-nav__list">
        {items.map((item, index) => {
          const content = (
            <>
              {icons ? (
                <GameCategoryIcon href={item.href} label={item.label} className="casino-icon" />
              ) : null}
              <span className="casino-nav__label">{item.label}</span>
            </>
          );
          // Two entries may open the same lobby (live casino and table games): only the first is marked current.
          const first = items.findIndex((other) => other.href === item.href) === index;
          return (
            <li key={item.key} className="casino-nav__item">
              {first ? (
                <NavLink to={locale.path(item.href)} end={item.href === '/'} className="casino-nav__link">
                  {content}
                </NavLink>
              ) : (
                <Link to={locale.path(item.href)} className="casino-nav__link">
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

/** The content pages as a list of links (drawer, sidebar). */
export const ContentNav = observer(function ContentNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  return (
    <nav
      className={['casino-pages', className].filter(Boolean).join(' ')}
      aria-label={t('casino:casinoSiteLinks')}
    >
      <ul className="casino-pages__list">
        {contentLinks(t).map((link) => (
          <li key={link.key}>
            <NavLink to={locale.path(link.path)} className="casino-pages__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/** The button that opens and closes the drawer; `labelled` shows the word Menu beside the icon. */
export const MenuToggle = observer(function MenuToggle({
  className,
  labelled = false,
}: {
  className?: string;
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const toggle = useDrawerToggle(useCasinoMenu(), DRAWER_ID);
  const open = toggle['aria-expanded'];
  const label = open ? t('casino:casinoMenuClose') : t('casino:casinoMenuOpen');
  return (
    <button
      type="button"
      className={['casino-menu-toggle', className].filter(Boolean).join(' ')}
      {...toggle}
      aria-label={labelled ? undefined : label}
    >
      {open ? <CloseIcon className="casino-icon" /> : <MenuIcon className="casino-icon" />}
      {labelled ? <span className="casino-menu-toggle__text">{t('_m:menu')}</span> : null}
    </button>
  );
});

/** Up to `count` game entries for a short bar: the live casino first, one entry per lobby. */
export function quickItems(items: readonly NavItem[], count: number): NavItem[] {
  const unique = items.filter((item, index) => items.findIndex((i) => i.href === item.href) === index);
  const live = unique.filter((item) => item.href === '/casino');
  return [...live, ...unique.filter((item) => item.href !== '/casino')].slice(0, count);
}

/** The phone's bottom tab bar: home, the main lobbies and the menu button. Hidden on desktop by CSS. */
export const BottomTabBar = observer(function BottomTabBar({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { navItems } = useSiteChrome();
  const { locale } = useStores();
  return (
    <nav
      className={['casino-tabbar', className].filter(Boolean).join(' ')}
      aria-label={t('casino:casinoQuickLinks')}
    >
      <ul className="casino-tabbar__list">
        <li>
          <NavLink to={locale.path('/')} end className="casino-tabbar__link">
            <HomeIcon className="casino-icon" />
            <span className="casino-tabbar__label">{t('_m:home')}</span>
          </NavLink>
        </li>
        {quickItems(navItems, 3).map((item) => (
          <li key={item.key}>
            <NavLink to={locale.path(item.href)} className="casino-tabbar__link">
              <GameCategoryIcon href={item.href} label={item.label} className="casino-icon" />
              <span className="casino-tabbar__label">{item.label}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <MenuToggle className="casino-tabbar__link" labelled />
        </li>
      </ul>
    </nav>
  );
});
