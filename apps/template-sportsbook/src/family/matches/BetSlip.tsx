import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useStores } from '@wl/core';
import { formatMoney, useTranslation } from '@wl/i18n';
import { fromMajor, currencyDigits } from '@wl/money';
import { Link, useLocation } from '@wl/router';
import {
  PRICE_CHANGE_POLICIES,
  useBetSlip,
  type BetSlipStore,
  type PlaceProblem,
  type PriceChangePolicy,
} from '@wl/sportsbook';
import { CloseIcon } from '@wl/ui-skin';
import { MoveMark } from './MoveMark';
import { eventText, formatOdds, marketLabel, selectionText } from './market-text';
import './matches.css';

/** Where the phone's slip bar sends the focus. */
export const BET_SLIP_ID = 'bet-slip';

/** The price-change choices in words. */
function policyText(t: TFunction, policy: PriceChangePolicy): string {
  switch (policy) {
    case 'any':
      return t('sportsbook:sbAcceptAny');
    case 'higher':
      return t('sportsbook:sbAcceptHigher');
    case 'none':
      return t('sportsbook:sbAcceptNone');
  }
}

/** Why the slip cannot be placed as it stands. */
function problemText(t: TFunction, problem: PlaceProblem): string {
  switch (problem) {
    case 'closed':
      return t('sportsbook:sbClosedNote');
    case 'suspended':
      return t('sportsbook:sbSuspendedNote');
    case 'sameMatch':
      return t('sportsbook:sbSameEvent');
    case 'tooManyLegs':
      return t('errors:tooManyLegs');
    case 'stake':
      return t('sportsbook:sbEnterStake');
  }
}

/** The bets the last press placed: what each staked, at what odds, for what return. */
const Receipt = observer(function Receipt({
  slip,
  money,
}: {
  slip: BetSlipStore;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  const store = useStores();
  const ref = useRef<HTMLDivElement>(null);
  const bets = slip.receipt;
  const language = store.locale.language;
  const digits = currencyDigits(store.site.site?.currency ?? '');
  // The Place button is gone with the placed selections: the focus goes to what happened.
  useEffect(() => {
    if (bets.length > 0) ref.current?.focus();
  }, [bets]);
  if (bets.length === 0) return null;
  return (
    <div ref={ref} className="sb-slip__receipt" tabIndex={-1}>
      <p className="sb-slip__receipt-title">
        {bets.length === 1
          ? t('sportsbook:sbBetPlaced')
          : t('sportsbook:sbBetsPlaced', { count: bets.length })}
      </p>
      <ul className="sb-slip__receipt-list">
        {bets.map((bet) => (
          <li key={bet.bet_id}>
            <span className="sb-slip__receipt-kind">
              {bet.kind === 'parlay' ? t('sportsbook:sbParlay') : t('sportsbook:sbSingle')}
              {' · '}
              {t('sportsbook:sbBetRef', { id: bet.bet_id })}
            </span>
            <span>
              {t('sportsbook:sbReceiptLine', {
                stake: money(fromMajor(bet.stake, digits)),
                odds: formatOdds(bet.odds, language),
                payout: money(fromMajor(bet.potential_return, digits)),
              })}
            </span>
          </li>
        ))}
      </ul>
      <Link className="sb-slip__receipt-link" to={store.locale.path('/bet-history')}>
        {t('sportsbook:sbMyBets')}
      </Link>
    </div>
  );
});

/**
 * The bet slip: the picked prices (each marked when its odds moved, suspended or closed), a parlay or
 * singles, the stake and its return, the price-change choice, and placing the bet, with what the platform
 * answered shown in place. Guests are asked to sign in.
 */
export const BetSlip = observer(function BetSlip({ className }: { className?: string }) {
  const { t } = useTranslation();
  const store = useStores();
  const slip = useBetSlip();
  const location = useLocation();
  const titleId = useId();
  const stakeId = useId();
  const noteId = useId();
  const policyId = useId();
  const modeName = useId();
  const language = store.locale.language;
  const currency = store.site.site?.currency ?? '';
  const conflicting = slip.conflicting;
  const kind = slip.kind;
  const odds = slip.combinedOdds;
  const problem = slip.placeProblem;
  const refusal = slip.refusal;
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
      <div className="sb-slip__body">
        {/* Always there, so a placed bet is announced as it arrives. */}
        <div role="status" className="sb-slip__status">
          <Receipt slip={slip} money={money} />
        </div>
        {slip.isEmpty ? (
          <>
            <p className="sb-slip__empty">{t('sportsbook:betSlipEmpty')}</p>
            <p className="sb-slip__note">{t('sportsbook:sbSlipHint')}</p>
          </>
        ) : (
          <>
            <ul className="sb-slip__list">
              {slip.selections.map((line) => {
                const selection = selectionText(t, line, language);
                const move = slip.changes.get(line.key);
                const closed = slip.closed.has(line.key);
                const classes = [
                  'sb-slip__item',
                  kind === 'parlay' && conflicting.has(line.key) ? 'sb-slip__item--conflict' : '',
                  closed || line.suspended ? 'sb-slip__item--off' : '',
                ];
                return (
                  <li key={line.key} className={classes.filter(Boolean).join(' ')}>
                    <div className="sb-slip__pick">
                      <span className="sb-slip__selection">{selection}</span>
                      <span className="sb-slip__market">{marketLabel(t, line.betType)}</span>
                      <span className="sb-slip__event">{eventText(t, line, language)}</span>
                      {closed || line.suspended ? (
                        <span className="sb-slip__flag">
                          {closed ? t('sportsbook:sbSelectionClosed') : t('sportsbook:sbSuspended')}
                        </span>
                      ) : null}
                    </div>
                    <span className={`sb-slip__odds${move ? ` sb-slip__odds--${move}` : ''}`}>
                      {move ? <MoveMark move={move} /> : null}
                      {formatOdds(line.odds, language)}
                    </span>
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
            {slip.count > 1 ? (
              <fieldset className="sb-slip__mode">
                <legend className="wl-visually-hidden">{t('sportsbook:sbBetAs')}</legend>
                {(['parlay', 'singles'] as const).map((mode) => (
                  <label key={mode} className="sb-slip__mode-option">
                    <input
                      type="radio"
                      name={modeName}
                      value={mode}
                      checked={slip.mode === mode}
                      onChange={() => slip.setMode(mode)}
                    />
                    <span>{mode === 'parlay' ? t('sportsbook:sbParlay') : t('sportsbook:sbSingles')}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            {kind !== 'singles' ? (
              <dl className="sb-slip__totals">
                <div>
                  <dt>{kind === 'parlay' ? t('sportsbook:sbParlayOdds') : t('sportsbook:sbTotalOdds')}</dt>
                  <dd data-testid="slip-odds">{odds === null ? '–' : formatOdds(odds, language)}</dd>
                </div>
              </dl>
            ) : null}
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
              {kind === 'singles' ? (
                <div>
                  <dt>{t('sportsbook:sbTotalStake')}</dt>
                  <dd data-testid="slip-total-stake">
                    {slip.stakeMinor === 0 ? '–' : money(slip.totalStakeMinor)}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t('sportsbook:sbPotentialReturn')}</dt>
                <dd data-testid="slip-return">
                  {slip.potentialReturnMinor === null ? '–' : money(slip.potentialReturnMinor)}
                </dd>
              </div>
            </dl>
            <div className="sb-slip__field">
              <label htmlFor={policyId}>{t('sportsbook:sbPriceChange')}</label>
              <select
                id={policyId}
                className="sb-slip__select"
                value={slip.priceChange}
                onChange={(event) => {
                  const policy = PRICE_CHANGE_POLICIES.find((choice) => choice === event.target.value);
                  if (policy) slip.setPriceChange(policy);
                }}
              >
                {PRICE_CHANGE_POLICIES.map((policy) => (
                  <option key={policy} value={policy}>
                    {policyText(t, policy)}
                  </option>
                ))}
              </select>
            </div>
            {refusal ? (
              <div className="sb-slip__alert" role="alert">
                <p>{t(`errors:${refusal.key}`, { defaultValue: t('errors:unknownError') })}</p>
                {refusal.retry ? <p>{t('sportsbook:sbRetryNote')}</p> : null}
              </div>
            ) : null}
            {problem ? (
              // A stake still to type is a hint; anything else stops the bet and stands out.
              <p id={noteId} className={problem === 'stake' ? 'sb-slip__note' : 'sb-slip__warning'}>
                {problemText(t, problem)}
              </p>
            ) : null}
            <div className="sb-slip__actions">
              <button type="button" className="sb-button sb-button--quiet" onClick={() => slip.clear()}>
                {t('sportsbook:sbClearSlip')}
              </button>
              {store.session.isAuthenticated ? (
                <button
                  type="button"
                  className="sb-button sb-button--primary"
                  disabled={!slip.canPlace}
                  aria-busy={slip.placing}
                  aria-describedby={problem ? noteId : undefined}
                  onClick={() => void slip.place()}
                >
                  {slip.placing ? t('sportsbook:sbPlacing') : t('sportsbook:sbPlaceBet')}
                </button>
              ) : (
                <button
                  type="button"
                  className="sb-button sb-button--primary"
                  onClick={() => store.loginEntry.open(`${location.pathname}${location.search}`)}
                >
                  {t('sportsbook:sbSignInToBet')}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </aside>
  );
});

/** Phones: a bar with the slip's count and odds that takes the player to the slip. */
export const SlipBar = observer(function SlipBar() {
  const { t } = useTranslation();
  const store = useStores();
  const slip = useBetSlip();
  if (slip.isEmpty) return null;
  const odds = slip.kind === 'singles' ? null : slip.combinedOdds;
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
