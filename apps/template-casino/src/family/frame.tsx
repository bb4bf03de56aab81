import { observer } from 'mobx-react-lite';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { useSiteChrome, useStores } from '@wl/core';
import { Link } from '@wl/router';
import { Disclosure } from '@wl/ui-skin';
import type { TemplateIdentity } from './create-casino-template';

const MenuContext = createContext<Disclosure | null>(null);

/** The phone menu (drawer) of the layout around the caller: open or closed, and who opened it. */
export function useCasinoMenu(): Disclosure {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('useCasinoMenu is used outside a CasinoFrame');
  return menu;
}

/** Id of the drawer every menu button of a casino layout controls. */
export const DRAWER_ID = 'casino-drawer';

export interface CasinoFrameProps {
  /** The template it frames: its theme code is the root's class, its id the browser tests' mark. */
  template: TemplateIdentity;
  /** Everything above the page: bars, header, navigation. */
  header: ReactNode;
  /** A column beside the page on desktop (sidebar or icon rail). */
  aside?: ReactNode;
  footer: ReactNode;
  /** Fixed to the screen: drawer, bottom tab bar. */
  overlays?: ReactNode;
  children: ReactNode;
}

/**
 * The root every casino template builds on: the skip link, its header, an optional side column, the one
 * <main id="content"> of the page and its footer, and the menu state its buttons and drawer share.
 */
export const CasinoFrame = observer(function CasinoFrame({
  template,
  header,
  aside,
  footer,
  overlays,
  children,
}: CasinoFrameProps) {
  const { t } = useTranslation();
  const chrome = useSiteChrome();
  const [menu] = useState(() => new Disclosure());
  return (
    <MenuContext.Provider value={menu}>
      <div
        className={`casino-site ${template.themeCode}${aside ? ' casino-site--aside' : ''}`}
        data-family="casino"
        data-template={template.templateId}
        data-store-instance={chrome.storeInstanceId}
      >
        <a className="casino-skip" href="#content">
          {t('skipToContent')}
        </a>
        {header}
        <div className="casino-site__body">
          {aside}
          <div className="casino-site__column">
            <main id="content" className="casino-site__content" tabIndex={-1}>
              {children}
            </main>
            {footer}
          </div>
        </div>
        {overlays}
      </div>
    </MenuContext.Provider>
  );
});

/** The site's logo and name, linking home. `primary`: the one the browser tests find by test id. */
export const Brand = observer(function Brand({
  className,
  primary = false,
  keepName = false,
}: {
  className?: string;
  primary?: boolean;
  /** Keep the name beside the logo on narrow phones (headers hide it below 480 px otherwise). */
  keepName?: boolean;
}) {
  const chrome = useSiteChrome();
  const { locale } = useStores();
  return (
    <Link
      to={locale.path('/')}
      className={['casino-brand', keepName ? 'casino-brand--keep-name' : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      {chrome.logoUrl ? (
        <img className="casino-brand__logo" src={chrome.logoUrl} alt="" width={40} height={40} />
      ) : null}
      <span className="casino-brand__name" data-testid={primary ? 'site-name' : undefined}>
        {chrome.siteName}
      </span>
    </Link>
  );
});
