import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@wl/core';
import { NavLink } from '@wl/router';
import { BET_SLIP_ID } from '../matches/BetSlip';
import { useSportsbook } from '../matches/sportsbook-context';

/** Phones: a tab bar at the bottom of the screen with home, sports, the bet slip and the menu drawer. */
export const BottomTabs = observer(function BottomTabs({ menu }: { menu: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const { slip } = useSportsbook();
  const goToSlip = () => {
    const panel = document.getElementById(BET_SLIP_ID);
    if (!panel) return;
    if (typeof panel.scrollIntoView === 'function') panel.scrollIntoView({ block: 'start' });
    panel.focus({ preventScroll: true });
  };
  return (
    <nav className="sb-tabs" aria-label={t('sbQuickLinks')}>
      <ul className="sb-tabs__list">
        <li>
          <NavLink className="sb-tabs__item" to={locale.path('/')} end>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M4 11l8-7 8 7v9h-5v-6H9v6H4z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            <span>{t('sbHome')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink className="sb-tabs__item" to={locale.path('/sports')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 7l4 3-1.5 4.5h-5L8 10z" fill="currentColor" />
            </svg>
            <span>{t('lobbyNameSports')}</span>
          </NavLink>
        </li>
        <li>
          <button type="button" className="sb-tabs__item" onClick={goToSlip}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M6 3h12v18l-3-2-3 2-3-2-3 2z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
              <path d="M9 8h6M9 12h6" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span>{t('betSlipTitle')}</span>
            {slip.count > 0 ? (
              <>
                <span className="sb-tabs__badge" aria-hidden="true">
                  {slip.count}
                </span>
                <span className="wl-visually-hidden">{t('sbSelectedCount', { count: slip.count })}</span>
              </>
            ) : null}
          </button>
        </li>
        <li>{menu}</li>
      </ul>
    </nav>
  );
});
