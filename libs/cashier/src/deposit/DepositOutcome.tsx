import { observer } from 'mobx-react-lite';
import type { TFunction } from 'i18next';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { Spinner } from '@wl/ui';
import { errorText, noteText } from '../lib/texts';
import type { CashierFormat } from '../lib/use-cashier-format';
import type { DepositStore, DepositWatch } from './deposit-store';

/** How the outcome reads: its tone (money in, nothing moved, not decided yet), headline and more. */
interface OutcomeText {
  tone: 'done' | 'stopped' | 'waiting';
  title: string;
  more: string;
}

function outcomeText(t: TFunction, watch: DepositWatch, format: CashierFormat): OutcomeText {
  const deposit = watch.deposit;
  if (watch.phase === 'failed') {
    return { tone: 'stopped', title: errorText(t, watch.errorKey ?? 'unknownError'), more: '' };
  }
  const note = noteText(deposit?.timeline.at(-1)?.note ?? '');
  switch (watch.phase === 'done' ? deposit?.state : undefined) {
    case 'completed':
      return {
        tone: 'done',
        title: t('cashier:depositCompleted', {
          amount: deposit ? format.money(deposit.amount, deposit.currency) : '',
        }),
        more: '',
      };
    case 'failed':
      return { tone: 'stopped', title: t('cashier:depositDeclined'), more: note };
    case 'expired':
      return { tone: 'stopped', title: t('cashier:depositExpired'), more: note };
    case 'cancelled':
      return { tone: 'stopped', title: t('cashier:depositCancelled'), more: note };
    default:
      return {
        tone: 'waiting',
        title: t('cashier:depositProcessing'),
        more: t('cashier:depositProcessingMore'),
      };
  }
}

/**
 * The page the PSP sends the player back to: checking while the platform has not heard from the PSP,
 * then the deposit's outcome (credited, or nothing charged), or "still processing" with the way to the
 * transaction history.
 */
export const DepositOutcome = observer(function DepositOutcome({
  deposit,
  format,
}: {
  deposit: DepositStore;
  format: CashierFormat;
}) {
  const { t } = useTranslation('cashier');
  const { locale } = useStores();
  const watch = deposit.watch;
  const checking = !watch || watch.phase === 'checking';
  let body;
  if (!watch || checking) {
    body = (
      <div className="wl-cashier__notice">
        <Spinner label={t('depositChecking')} />
        <p className="wl-cashier__notice-title">{t('depositChecking')}</p>
      </div>
    );
  } else {
    const { tone, title, more } = outcomeText(t, watch, format);
    body = (
      <div className={`wl-cashier__notice wl-cashier__notice--${tone}`}>
        <h2 className="wl-cashier__notice-title">{title}</h2>
        {more ? <p>{more}</p> : null}
        {watch.deposit ? (
          <p className="wl-cashier__note">{t('reference', { id: watch.deposit.id })}</p>
        ) : null}
        <div className="wl-cashier__actions">
          <Link className="wl-button" to={locale.path('/deposit')} onClick={deposit.closeWatch}>
            {tone === 'stopped' ? t('depositRetry') : t('depositAgain')}
          </Link>
          <Link className="wl-cashier__link" to={locale.path('/transaction-history')}>
            {t('seeHistory')}
          </Link>
        </div>
      </div>
    );
  }
  // One live region that stays: the change from checking to the outcome is read out.
  return (
    <div role="status" aria-live="polite" aria-busy={checking}>
      {body}
    </div>
  );
});
