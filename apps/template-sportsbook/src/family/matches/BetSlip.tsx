import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@wl/core';
import { formatMoney } from '@wl/i18n';
import { useLocation } from '@wl/router';
import { useBetSlip } from '@wl/sportsbook';
import { CloseIcon } from '@wl/ui-skin';
import { eventText, formatOdds, marketLabel, selectionText } from './market-text';
import './matches.css';

/** Where the phone's slip bar sends the focus. */
export const BET_SLIP_ID = 'bet-slip';

/**
 * The bet slip: the picked prices, the combined odds of a parlay and the return of a stake. The platform
 * has no bet call yet, so the slip says plainly that no bet is placed from it; guests are asked to sign in.
 */
export const BetSlip = observer(function BetSlip({ className }: { className?: string }) {
  const { t } = useTranslation();
  const store = useStores();
  const slip = useBetSlip();
  const location = useLocation();
  const titleId = useId();
  const stakeId = useId();
  const noteId = useId();
  const language = store.locale.language;
  const currency = store.site.site?.currency ?? '';
  const conflicting = slip.conflicting;
  const odds = slip.combinedOdds;
  const money = (minor: number) => (currency ? formatMoney(minor, currency, language) : '');

  return (
    <aside
      id={BET_SLIP_ID}
      className={`sb-slip${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="bet-slip"
    >
      <h2 id={titleId} className="sb-slip__title">
        {t('sportsbook:betSlipTitle')}
        {slip.count > 0 ? <span className="sb-slip__count">{slip.count}</span> : null}
      </h2>
      {slip.isEmpty ? (
        <div className="sb-slip__body">
          <p className="sb-slip__empty">{t('sportsbook:betSlipEmpty')}</p>
          <p className="sb-slip__note">{t('sportsbook:sbSlipHint')}</p>
        </div>
      ) : (
        <div className="sb-slip__body">
          <ul className="sb-slip__list">
            {slip.selections.map((line) => {
              const selection = selectionText(t, line, language);
              return (
                <li
                  key={line.key}
                  className={`sb-slip__item${conflicting.has(line.key) ? ' sb-slip__item--conflict' : ''}`}
                >
                  <div className="sb-slip__pick">
                    <span className="sb-slip__selection">{selection}</span>
                    <span className="sb-slip__market">{marketLabel(t, line.betType)}</span>
                    <span className="sb-slip__event">{eventText(t, line, language)}</span>
                  </div>
                  <span className="sb-slip__odds">{formatOdds(line.odds, language)}</span>
                  <button
                    type="button"
                    className="sb-slip__remove"
                    aria-label={t('sportsbook:sbRemoveSelection', { selection })}
                    onClick={() => slip.remove(line.key)}
                  >
                    <CloseIcon size={16} />
                  </button>
                </li>
              );
            })}
          </ul>
          {conflicting.size > 0 ? (
            <p className="sb-slip__warning" role="status">
              {t('sportsbook:sbSameEvent')}
            </p>
          ) : null}
          <dl className="sb-slip__totals">
            <div>
              <dt>{slip.isParlay ? t('sportsbook:sbParlayOdds') : t('sportsbook:sbTotalOdds')}</dt>
              <dd data-testid="slip-odds">{odds === null ? '–' : formatOdds(odds, language)}</dd>
            </div>
          </dl>
          <div className="sb-slip__stake">
            <label htmlFor={stakeId}>{t('sportsbook:sbStake', { currency })}</label>
            <input
              id={stakeId}
              className="sb-slip__input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={slip.stake}
              onChange={(event) => slip.setStake(event.target.value)}
            />
          </div>
          <dl className="sb-slip__totals">
            <div>
              <dt>{t('sportsbook:sbPotentialReturn')}</dt>
              <dd data-testid="slip-return">
                {slip.potentialReturnMinor === null ? '–' : money(slip.potentialReturnMinor)}
              </dd>
            </div>
          </dl>
          <div className="sb-slip__actions">
            <button type="button" className="sb-button sb-button--quiet" onClick={() => slip.clear()}>
              {t('sportsbook:sbClearSlip')}
            </button>
            {store.session.isAuthenticated ? (
              <button
                type="button"
                className="sb-button sb-button--primary"
                disabled
                aria-describedby={noteId}
              >
                {t('sportsbook:sbPlaceBet')}
              </button>
            ) : (
              <button
                type="button"
                className="sb-button sb-button--primary"
                aria-describedby={noteId}
                onClick={() => store.loginEntry.open(`${location.pathname}${location.search}`)}
              >
                {t('sportsbook:sbSignInToBet')}
              </button>
            )}
          </div>
          <p id={noteId} className="sb-slip__note">
            {t('sportsbook:sbBettingClosed')}
          </p>
        </div>
      )}
    </aside>
  );
});

/** Phones: a bar with the slip's count and odds that takes the player to the slip. */
export const SlipBar = observer(function SlipBar() {
  const { t } = useTranslation();
  const store = useStores();
  const slip = useBetSlip();
  if (slip.isEmpty) return null;
  const odds = slip.combinedOdds;
  const goToSlip = () => {
    const panel = document.getElementById(BET_SLIP_ID);
    if (!panel) return;
    if (typeof panel.scrollIntoView === 'function') panel.scrollIntoView({ block: 'start' });
    panel.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="sb-slip-bar" onClick={goToSlip}>
      <span className="sb-slip-bar__count" aria-hidden="true">
        {slip.count}
      </span>
      <span className="sb-slip-bar__label">
        {t('sportsbook:betSlipTitle')}
        <span className="wl-visually-hidden">{t('sportsbook:sbSelectedCount', { count: slip.count })}</span>
      </span>
      {odds !== null ? (
        <span className="sb-slip-bar__odds">{formatOdds(odds, store.locale.language)}</span>
      ) : null}
    </button>
  );
});
