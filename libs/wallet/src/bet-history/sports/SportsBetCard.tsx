import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import { BetLegs } from './BetLegs';
import { CashOut } from './CashOut';
import { betKindLabel, betStateLabel } from './sports-labels';
import type { ShownSportsBet } from './shown-sports-bet';
import type { SportsBetsStore } from './sports-bets-store';
import type { SportsFormat } from './use-sports-format';

/**
 * One sports bet: its kind and state, when it was placed (and settled), the stake, the combined odds and
 * what it may return (open) or returned (settled), its selections, and its cash out while offered.
 */
export const SportsBetCard = observer(function SportsBetCard({
  bet,
  sports,
  format,
}: {
  bet: ShownSportsBet;
  sports: SportsBetsStore;
  format: SportsFormat;
}) {
  const { t } = useTranslation('wallet');
  const headingId = useId();
  const open = bet.state === 'open';
  const returned = bet.return ?? 0;
  const returnClass =
    bet.state === 'open'
      ? ''
      : returned > bet.stake
        ? 'wl-bets__net--up'
        : returned === 0
          ? 'wl-bets__net--down'
          : '';
  return (
    <article className="wl-sbets__bet" aria-labelledby={headingId}>
      <header className="wl-sbets__head">
        <h2 id={headingId} className="wl-sbets__kind">
          {betKindLabel(t, bet.kind, bet.legs.length)}
        </h2>
        <span className={`wl-sbets__state wl-sbets__state--${bet.state}`}>{betStateLabel(t, bet.state)}</span>
      </header>
      <p className="wl-sbets__line wl-sbets__meta">
        <time dateTime={bet.placed_at}>{t('betPlaced', { time: format.time(bet.placed_at) })}</time>
        <span className="wl-sbets__ref" title={bet.bet_id}>
          {t('betRef', { id: bet.bet_id })}
        </span>
      </p>
      {bet.settled_at ? (
        <p className="wl-sbets__line wl-sbets__meta">
          <time dateTime={bet.settled_at}>{t('betSettled', { time: format.time(bet.settled_at) })}</time>
        </p>
      ) : null}
      <dl className="wl-sbets__amounts">
        <div>
          <dt>{t('betStake')}</dt>
          <dd>{format.money(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('betOdds')}</dt>
          <dd>{format.odds(bet.odds)}</dd>
        </div>
        {open ? (
          <div>
            <dt>{t('betPotentialReturn')}</dt>
            <dd>{format.money(bet.potential_return)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('betReturn')}</dt>
            <dd className={returnClass}>{format.money(returned)}</dd>
          </div>
        )}
      </dl>
      <BetLegs legs={bet.legs} format={format} />
      <CashOut bet={bet} sports={sports} format={format} />
    </article>
  );
});
