import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { NavLink } from '@wl/router';
import { useBetSlip } from '@wl/sportsbook';
import { BallIcon, BetSlipIcon, HomeIcon } from '@wl/ui-skin';
import { BET_SLIP_ID } from '../matches/BetSlip';

/** Phones: a tab bar at the bottom of the screen with home, sports, the bet slip and the menu drawer. */
export const BottomTabs = observer(function BottomTabs({ menu }: { menu: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const slip = useBetSlip();
  const goToSlip = () => {
    const panel = document.getElementById(BET_SLIP_ID);
    if (!panel) return;
    if (typeof panel.scrollIntoView === 'function') panel.scrollIntoView({ block: 'start' });
    panel.focus({ preventScroll: true });
  };
  return (
    <nav className="sb-tabs" aria-label={t('sportsbook:sbQuickLinks')}>
      <ul className="sb-tabs__list">
        <li>
          <NavLink className="sb-tabs__item" to={locale.path('/')} end>
            <HomeIcon size={22} />
            <span>{t('sportsbook:sbHome')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink className="sb-tabs__item" to={locale.path('/sports')}>
            <BallIcon size={22} />
            <span>{t('lobbyNameSports')}</span>
          </NavLink>
        </li>
        <li>
          <button type="button" className="sb-tabs__item" onClick={goToSlip}>
            <BetSlipIcon size={22} />
            <span>{t('sportsbook:betSlipTitle')}</span>
            {slip.count > 0 ? (
              <>
                <span className="sb-tabs__badge" aria-hidden="true">
                  {slip.count}
                </span>
                <span className="wl-visually-hidden">
                  {t('sportsbook:sbSelectedCount', { count: slip.count })}
                </span>
              </>
            ) : null}
          </button>
        </li>
        <li>{menu}</li>
      </ul>
    </nav>
  );
});
