import { observer } from 'mobx-react-lite';
import { CATEGORY_PATHS, useStores, type GameCategory } from '@wl/core';
import { formatMoney, useTranslation } from '@wl/i18n';
import { Link, useLocation } from '@wl/router';
import { categoryLabel } from '../lib/category-label';
import { useWallet } from '../lib/wallet-feature';
import { useGameLaunch } from './game-launch-feature';

const isCategory = (type: string): type is GameCategory => Object.hasOwn(CATEGORY_PATHS, type);

function BackIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** The player's corner of the bar: balance and Deposit, or for a guest the fun-mode badge and Log in. */
const PlayAccount = observer(function PlayAccount() {
  const { t } = useTranslation();
  const store = useStores();
  const wallet = useWallet();
  const launch = useGameLaunch();
  const { pathname, search } = useLocation();
  const { session, locale, site } = store;
  // A server-rendered page whose player may be signed in: the place is kept, empty, until the session is back.
  if (session.pending) return <div className="wl-play__account" aria-hidden="true" />;
  if (session.isAuthenticated) {
    return (
      <div className="wl-play__account">
        <span className="wl-play__balance" data-testid="play-balance">
          <span className="wl-visually-hidden">{t('authBalance')} </span>
          {formatMoney(wallet.game.balance, site.site?.currency ?? 'USD', locale.language)}
        </span>
        <Link className="wl-play__action wl-play__action--primary" to={locale.path('/deposit')}>
          {t('_m:deposit')}
        </Link>
      </div>
    );
  }
  return (
    <div className="wl-play__account">
      {launch.status === 'failed' ? null : <span className="wl-play__badge">{t('playFunMode')}</span>}
      <button
        type="button"
        className="wl-play__action wl-play__action--primary"
        onClick={() => store.loginEntry.open(`${pathname}${search}`)}
      >
        {t('_m:login')}
      </button>
    </div>
  );
});

/**
 * The slim bar over the game: the way back to the lobby of the game's category (home until the game is
 * known), the game's name (`missing`: the address names no game), and the player's balance with Deposit, or a guest's fun-mode badge and Log in.
 */
export const PlayBar = observer(function PlayBar({ missing }: { missing: boolean }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const launch = useGameLaunch();
  const type = launch.game?.game_type ?? '';
  const category = isCategory(type) ? type : null;
  const title =
    launch.game?.game_name || (missing || launch.status === 'failed' ? t('_m:games') : t('loading'));
  const back = category
    ? { to: CATEGORY_PATHS[category], label: t('playBackTo', { lobby: categoryLabel(t, category) }) }
    : { to: '/', label: t('backHome') };
  return (
    <div className="wl-play__bar">
      <Link className="wl-play__back" to={locale.path(back.to)}>
        <BackIcon />
        <span className="wl-play__back-text">{back.label}</span>
      </Link>
      <h1 className="wl-play__title">{title}</h1>
      <PlayAccount />
    </div>
  );
});
