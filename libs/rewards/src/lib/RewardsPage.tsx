import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { usePaletteScheme, useStores } from '@wl/core';
import { SectionTabs } from '@wl/ui';
import { useWallet } from '@wl/wallet';
import { useRewardsFormat } from './use-rewards-format';
import './rewards.css';

/** The rewards screens, in the order their navigation lists them, and their routes. */
export type RewardsScreen = 'spin' | 'dice' | 'missions' | 'leaderboard';
const SCREENS: readonly [RewardsScreen, string][] = [
  ['spin', '/spin'],
  ['dice', '/minigame'],
  ['missions', '/mission'],
  ['leaderboard', '/leaderboard'],
];

/** Links between the rewards screens; the current one marked. */
const RewardsNav = observer(function RewardsNav({ current }: { current: RewardsScreen }) {
  const { t } = useTranslation('rewards');
  const { locale } = useStores();
  const label = (screen: RewardsScreen) => {
    switch (screen) {
      case 'spin':
        return t('navSpin');
      case 'dice':
        return t('navDice');
      case 'missions':
        return t('navMissions');
      case 'leaderboard':
        return t('navLeaderboard');
    }
  };
  const tabs = SCREENS.map(([screen, path]) => ({
    key: screen,
    to: locale.path(path),
    label: label(screen),
  }));
  return <SectionTabs tabs={tabs} current={current} label={t('navLabel')} />;
});

/** The player's tokens, from the wallet store every header reads: they move with each round and claim. */
export const PlayerTokens = observer(function PlayerTokens() {
  const format = useRewardsFormat();
  const wallet = useWallet();
  return (
    <p className="wl-rw__tokens" data-testid="rewards-tokens">
      {format.tokens(wallet.game.token)}
    </p>
  );
});

/**
 * A rewards screen: its title with the player's tokens, the rewards' navigation and its content, in the
 * site's palette (inside the template's layout, or the minigame's own for /minigame).
 */
export function RewardsPage({
  screen,
  title,
  children,
}: {
  screen: RewardsScreen;
  title: string;
  children: ReactNode;
}) {
  // The browser's own parts of the controls (the slider, select lists) in the palette's scheme.
  const colorScheme = usePaletteScheme();
  return (
    <div className={`wl-rw wl-rw--${screen}`} style={{ colorScheme }} data-page={screen}>
      <div className="wl-rw__head">
        <h1 className="wl-rw__title">{title}</h1>
        <PlayerTokens />
      </div>
      <RewardsNav current={screen} />
      {children}
    </div>
  );
}
