import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { usePaletteScheme, useStores } from '@wl/core';
import { SectionTabs } from '@wl/ui';
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

/** Links between the cashier's screens; the one shown is the current page. */
export function CashierNav({ current }: { current: CashierScreen }) {
  const { t } = useTranslation('cashier');
  const { locale } = useStores();
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
  const tabs = SCREENS.map(([screen, path]) => ({
    key: screen,
    to: locale.path(path),
    label: label(screen),
  }));
  return <SectionTabs tabs={tabs} current={current} label={t('navLabel')} />;
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
