import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import type { CashierFormat } from '../lib/use-cashier-format';
import type { ShownSummary, WithdrawalBlock } from './withdrawal-summary';

/** Why no withdrawal can be requested now, said plainly. */
function BlockNotice({ block, summary }: { block: WithdrawalBlock; summary: ShownSummary }) {
  const { t } = useTranslation('cashier');
  switch (block) {
    case 'pending':
      return <p className="wl-cashier__alert">{t('pendingFull', { max: summary.maxPending })}</p>;
    case 'daily':
      return <p className="wl-cashier__alert">{t('dailyFull', { max: summary.maxPerDay })}</p>;
    case 'nothing':
      return null;
  }
}

/**
 * How much the player can withdraw now and, when that is less than the balance, why: the part of the
 * deposits still to be played through (the site's wagering multiple); what is held for withdrawals
 * waiting for approval; and the limits on how many may wait and be made in a day.
 */
export const WithdrawableSummary = observer(function WithdrawableSummary({
  summary,
  block,
  format,
}: {
  summary: ShownSummary;
  block: WithdrawalBlock | null;
  format: CashierFormat;
}) {
  const { t } = useTranslation('cashier');
  const id = useId();
  const money = (minor: number) => format.money(minor, summary.currency);
  const locked = summary.withdrawable < summary.balance && summary.wageringLeft > 0;
  return (
    <section className="wl-cashier__card wl-cashier__summary" aria-labelledby={`${id}-now`}>
      <p className="wl-cashier__headline" id={`${id}-now`}>
        {t('withdrawableNow', { amount: money(summary.withdrawable) })}
      </p>
      <dl className="wl-cashier__figures">
        <div>
          <dt>{t('balance')}</dt>
          <dd>{money(summary.balance)}</dd>
        </div>
        {summary.held > 0 ? (
          <div>
            <dt>{t('held')}</dt>
            <dd>{money(summary.held)}</dd>
          </div>
        ) : null}
      </dl>
      {locked ? (
        <div className="wl-cashier__why">
          <p>
            {t('wageringWhy', {
              amount: money(summary.wageringLeft),
              multiple: format.number(summary.wageringMultiple),
            })}
          </p>
          {summary.wageringRequired > 0 ? (
            <>
              <progress
                className="wl-cashier__progress"
                max={summary.wageringRequired}
                value={Math.min(summary.wagered, summary.wageringRequired)}
                aria-labelledby={`${id}-played`}
              />
              <p className="wl-cashier__hint" id={`${id}-played`}>
                {t('wageringProgress', {
                  wagered: money(summary.wagered),
                  required: money(summary.wageringRequired),
                })}
              </p>
            </>
          ) : null}
        </div>
      ) : null}
      <ul className="wl-cashier__limits">
        <li>{t('limitPending', { pending: summary.pending, max: summary.maxPending })}</li>
        <li>{t('limitToday', { today: summary.today, max: summary.maxPerDay })}</li>
      </ul>
      {block ? <BlockNotice block={block} summary={summary} /> : null}
    </section>
  );
});
