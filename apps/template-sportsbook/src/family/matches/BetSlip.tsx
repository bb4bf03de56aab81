import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@wl/core';
import { currencyExponent, formatMoney } from '@wl/i18n';
import { useLocation } from '@wl/router';
import { eventText, formatOdds, marketLabel, selectionText } from './market-text';
import { useSportsbook } from './sportsbook-context';
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
  const { slip } = useSportsbook();
  const location = useLocation();
  const titleId = useId();
  const stakeId = useId();
  const noteId = useId();
  const language = store.locale.language;
  const currency = store.layout.site?.currency ?? '';
  const conflicting = slip.conflicting;
  const odds = slip.combinedOdds;
  const money = (amount: number) =>
    currency ? formatMoney(Math.round(amount * 10 ** currencyExponent(currency)), currency, language) : '';

  return (
    <aside
      id={BET_SLIP_ID}
      className={`sb-slip${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="bet-slip"
    >
      <h2 id={titleId} className="sb-slip__title">
        {t('betSlipTitle')}
        {slip.count > 0 ? <span className="sb-slip__count">{slip.count}</span> : null}
      </h2>
      {slip.isEmpty ? (
        <div className="sb-slip__body">
          <p className="sb-slip__empty">{t('betSlipEmpty')}</p>
          <p className="sb-slip__note">{t('sbSlipHint')}</p>
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
                    aria-label={t('sbRemoveSelection', { selection })}
                    onClick={() => slip.remove(line.key)}
                  >
                    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
                    </svg>
                  </button>
                </li>
              );
            })}
          </ul>
          {conflicting.size > 0 ? (
            <p className="sb-slip__warning" role="status">
              {t('sbSameEvent')}
            </p>
          ) : null}
          <dl className="sb-slip__totals">
            <div>
              <dt>{slip.isParlay ? t('sbParlayOdds') : t('sbTotalOdds')}</dt>
              <dd data-testid="slip-odds">{odds === null ? '–' : formatOdds(odds, language)}</dd>
            </div>
          </dl>
          <div className="sb-slip__stake">
            <label htmlFor={stakeId}>{t('sbStake', { currency })}</label>
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
              <dt>{t('sbPotentialReturn')}</dt>
              <dd data-testid="slip-return">
                {slip.potentialReturn === null ? '–' : money(slip.potentialReturn)}
              </dd>
            </div>
          </dl>
          <div className="sb-slip__actions">
            <button type="button" className="sb-button sb-button--quiet" onClick={() => slip.clear()}>
              {t('sbClearSlip')}
            </button>
            {store.user.isAuthenticated ? (
              <button
                type="button"
                className="sb-button sb-button--primary"
                disabled
                aria-describedby={noteId}
              >
                {t('sbPlaceBet')}
              </button>
            ) : (
              <button
                type="button"
                className="sb-button sb-button--primary"
                aria-describedby={noteId}
                onClick={() => store.loginEntry.open(`${location.pathname}${location.search}`)}
              >
                {t('sbSignInToBet')}
              </button>
            )}
          </div>
          <p id={noteId} className="sb-slip__note">
            {t('sbBettingClosed')}
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
  const { slip } = useSportsbook();
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
        {t('betSlipTitle')}
        <span className="wl-visually-hidden">{t('sbSelectedCount', { count: slip.count })}</span>
      </span>
      {odds !== null ? (
        <span className="sb-slip-bar__odds">{formatOdds(odds, store.locale.language)}</span>
      ) : null}
    </button>
  );
});
