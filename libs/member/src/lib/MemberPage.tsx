import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { usePaletteScheme, useStores } from '@wl/core';
import { SectionTabs } from '@wl/ui';
import './member.css';

/** The member area's screens, in the order its navigation lists them. */
export type MemberScreen = 'account' | 'profile' | 'password' | 'inbox' | 'vip';
const SCREENS: readonly [MemberScreen, string][] = [
  ['account', '/account'],
  ['profile', '/profile'],
  ['password', '/change-password'],
  ['inbox', '/inbox'],
  ['vip', '/vip'],
];

/** Links between the member screens; the current one marked. */
const MemberNav = observer(function MemberNav({ current }: { current: MemberScreen }) {
  const { t } = useTranslation('member');
  const { locale } = useStores();
  const label = (screen: MemberScreen) => {
    switch (screen) {
      case 'account':
        return t('navAccount');
      case 'profile':
        return t('navProfile');
      case 'password':
        return t('navPassword');
      case 'inbox':
        return t('navInbox');
      case 'vip':
        return t('navVip');
    }
  };
  const tabs = SCREENS.map(([screen, path]) => ({
    key: screen,
    to: locale.path(path),
    label: label(screen),
  }));
  return <SectionTabs tabs={tabs} current={current} label={t('navLabel')} />;
});

/**
 * A member screen: its title, the member area's navigation (for a signed-in player) and its content, in
 * the site's palette.
 */
export const MemberPage = observer(function MemberPage({
  screen,
  title,
  children,
}: {
  screen: MemberScreen;
  title: string;
  children: ReactNode;
}) {
  const { session } = useStores();
  // The browser's own parts of the controls (password fields, checkboxes) in the palette's scheme.
  const colorScheme = usePaletteScheme();
  return (
    <div className={`wl-member wl-member--${screen}`} style={{ colorScheme }}>
      <h1 className="wl-member__title">{title}</h1>
      {session.isAuthenticated ? <MemberNav current={screen} /> : null}
      {children}
    </div>
  );
});
