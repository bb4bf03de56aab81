import { observer } from 'mobx-react-lite';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { useSiteChrome, useStores } from '@wl/core';
import { Link, NavLink } from '@wl/router';
import { Disclosure, GameCategoryIcon, MenuIcon, useDrawerToggle } from '@wl/ui-skin';
import type { TemplateIdentity } from './look';

interface FrameContext {
  menu: Disclosure;
  drawerId: string;
}

const Frame = createContext<FrameContext | null>(null);

/** The layout's menu drawer state, shared by its buttons and the drawer. */
export function useSlotFrame(): FrameContext {
  const frame = useContext(Frame);
  if (!frame) throw new Error('useSlotFrame() needs a <SlotRoot> above it');
  return frame;
}

export interface SlotRootProps {
  /** The template it roots: its theme code is the root's class, its id the browser tests' mark. */
  template: TemplateIdentity;
  children: ReactNode;
}

/**
 * The root of every slot layout: the attributes the shell and the browser tests read, the skip link and
 * the menu drawer state its buttons share (which button opened it, so focus goes back to that one). The
 * template arranges its header, navigation and footer inside.
 */
export const SlotRoot = observer(function SlotRoot({ template, children }: SlotRootProps) {
  const { t } = useTranslation();
  const chrome = useSiteChrome();
  const [menu] = useState(() => new Disclosure());
  const drawerId = useId();
  return (
    <div
      className={`slot-site ${template.themeCode}`}
      data-family="slot"
      data-template={template.templateId}
      data-store-instance={chrome.storeInstanceId}
    >
      <a className="slot-skip" href="#content">
        {t('skipToContent')}
      </a>
      <Frame.Provider value={{ menu, drawerId }}>{children}</Frame.Provider>
    </div>
  );
});

/** The one <main> of the page. */
export function SlotMain({ children }: { children: ReactNode }) {
  return (
    <main id="content" className="slot-main" tabIndex={-1}>
      {children}
    </main>
  );
}

/**
 * The site's logo and name, linking home. `primary` marks the one brand the page is known by (the
 * header's); the drawer's and the footer's copies are not.
 */
export const SlotBrand = observer(function SlotBrand({
  primary = false,
  className,
}: {
  primary?: boolean;
  className?: string;
}) {
  const chrome = useSiteChrome();
  const { locale } = useStores();
  return (
    <Link to={locale.path('/')} className={['slot-brand', className].filter(Boolean).join(' ')}>
      {chrome.logoUrl ? (
        <img className="slot-brand__logo" src={chrome.logoUrl} alt="" width={44} height={44} />
      ) : null}
      <span className="slot-brand__name" data-testid={primary ? 'site-name' : undefined}>
        {chrome.siteName}
      </span>
    </Link>
  );
});

export type GameNavVariant = 'tabs' | 'pills' | 'chips' | 'rail' | 'sidebar' | 'segments';

export interface GameNavProps {
  variant: GameNavVariant;
  /** Lists the home page first. */
  home?: boolean;
  /** Shows each entry's icon. */
  icons?: boolean;
  className?: string;
}

/** The site's game menu (its lobby tabs), named 'Game categories', in the template's style. */
export const GameNav = observer(function GameNav({ variant, home, icons, className }: GameNavProps) {
  const { t } = useTranslation();
  const chrome = useSiteChrome();
  const { locale } = useStores();
  const entries = [...(home ? [{ key: 'home', label: t('_m:home'), href: '/' }] : []), ...chrome.navItems];
  return (
    <nav
      className={['slot-nav', `slot-nav--${variant}`, className].filter(Boolean).join(' ')}
      aria-label={t('mainNavigation')}
    >
      <ul className="slot-nav__list">
        {entries.map((item) => (
          <li className="slot-nav__item" key={item.key}>
            <NavLink className="slot-nav__link" to={locale.path(item.href)} end={item.href === '/'}>
              {icons ? <GameCategoryIcon href={item.href} label={item.label} className="slot-icon" /> : null}
              <span className="slot-nav__label">{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/** The button that opens the layout's menu drawer (a header hamburger or a bottom-bar entry). */
export const MenuButton = observer(function MenuButton({
  className,
  showLabel = false,
}: {
  className?: string;
  /** Shows the word 'Menu' beside the icon. */
  showLabel?: boolean;
}) {
  const { t } = useTranslation();
  const { menu, drawerId } = useSlotFrame();
  const toggle = useDrawerToggle(menu, drawerId);
  return (
    <button
      type="button"
      className={['slot-menu-button', className].filter(Boolean).join(' ')}
      {...toggle}
      aria-label={showLabel ? undefined : t('_m:menu')}
    >
      <MenuIcon className="slot-icon" />
      {showLabel ? <span className="slot-menu-button__label">{t('_m:menu')}</span> : null}
    </button>
  );
});
