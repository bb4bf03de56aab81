import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaletteScheme, useStores } from '@wl/core';
import { Link } from '@wl/router';
import './cashier.css';

/** The cashier's screens, in the order the navigation lists them (adding a bank account is under accounts). */
export type CashierScreen = 'deposit' | 'withdrawal' | 'history' | 'statement' | 'banks';
const SCREENS: readonly [CashierScreen, string][] = [
  ['deposit', '/deposit'],
  ['withdrawal', '/withdrawal'],
  ['history', '/transaction-history'],
  ['statement', '/statement'],
  ['banks', '/bank-details'],
];

/** Links between the cashier's screens; the one shown is the current page, scrolled into a narrow row. */
export function CashierNav({ current }: { current: CashierScreen }) {
  const { t } = useTranslation('cashier');
  const { locale } = useStores();
  const nav = useRef<HTMLElement>(null);
  const label = (screen: CashierScreen) => {
    switch (screen) {
      case 'deposit':
        return t('navDeposit');
      case 'withdrawal':
        return t('navWithdraw');
      case 'history':
        return t('navHistory');
      case 'statement':
        return t('navStatement');
      case 'banks':
        return t('navBanks');
    }
  };
  useEffect(() => {
    const row = nav.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
  }, [current]);
  return (
    <nav className="wl-cashier__nav" aria-label={t('navLabel')} ref={nav}>
      <ul>
        {SCREENS.map(([screen, path]) => (
          <li key={screen}>
            <Link
              to={locale.path(path)}
              className="wl-cashier__tab"
              aria-current={screen === current ? 'page' : undefined}
            >
              {label(screen)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A cashier screen: its title, the cashier's navigation and its content, in the site's palette. */
export function CashierPage({
  screen,
  title,
  children,
}: {
  /** The screen (its class, wl-cashier--deposit...; adding a bank account is under the accounts). */
  screen: CashierScreen | 'add-bank';
  title: string;
  children: ReactNode;
}) {
  const section: CashierScreen = screen === 'add-bank' ? 'banks' : screen;
  // The browser's own parts of the controls (date pickers, select lists) in the palette's scheme.
  const colorScheme = usePaletteScheme();
  return (
    <div className={`wl-cashier wl-cashier--${screen}`} style={{ colorScheme }}>
      <h1 className="wl-cashier__title">{title}</h1>
      <CashierNav current={section} />
      {children}
    </div>
  );
}
