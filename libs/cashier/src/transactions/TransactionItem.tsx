import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import type { ShownTransaction } from '../lib/shown';
import { noteText, stateLabel, stateTone } from '../lib/texts';
import type { CashierFormat } from '../lib/use-cashier-format';
import type { TransactionsStore } from './transactions-store';

/**
 * One deposit or withdrawal: what, how much, its state as a badge, and its timeline behind a Details
 * button; a withdrawal still waiting for approval has Cancel withdrawal.
 */
export const TransactionItem = observer(function TransactionItem({
  item,
  transactions,
  format,
}: {
  item: ShownTransaction;
  transactions: TransactionsStore;
  format: CashierFormat;
}) {
  const { t } = useTranslation('cashier');
  const id = useId();
  const open = transactions.isOpen(item.id);
  const money = (minor: number) => format.money(minor, item.currency);
  const kind = item.type === 'deposit' ? t('typeDeposit') : t('typeWithdrawal');
  return (
    <li className="wl-cashier__item">
      <article aria-labelledby={`${id}-title`}>
        <header className="wl-cashier__item-head">
          <h2 className="wl-cashier__item-title" id={`${id}-title`}>
            {kind} · {item.methodName}
          </h2>
          <span className={`wl-cashier__badge wl-cashier__badge--${stateTone(item.state)}`}>
            {stateLabel(t, item.state)}
          </span>
        </header>
        <p className="wl-cashier__item-amount">
          <span className="wl-cashier__amount">{money(item.amount)}</span>
          {item.fee > 0 ? (
            <span className="wl-cashier__note">{t('feeLine', { amount: money(item.fee) })}</span>
          ) : null}
        </p>
        <p className="wl-cashier__item-meta">
          <time dateTime={item.createdAt}>{format.time(item.createdAt)}</time>
          {item.bankAccount ? <span>{t('toAccount', { account: item.bankAccount })}</span> : null}
          <span>{t('reference', { id: item.id })}</span>
        </p>
        <div className="wl-cashier__actions">
          <button
            type="button"
            className="wl-cashier__ghost"
            aria-expanded={open}
            aria-controls={`${id}-timeline`}
            onClick={() => transactions.toggle(item.id)}
          >
            {t('details')}
          </button>
          {item.cancellable ? (
            <button
              type="button"
              className="wl-cashier__ghost wl-cashier__ghost--danger"
              disabled={transactions.cancelling !== null}
              aria-busy={transactions.cancelling === item.id}
              onClick={() => void transactions.cancel(item)}
            >
              {t('cancelWithdrawal')}
            </button>
          ) : null}
        </div>
        <ol className="wl-cashier__timeline" id={`${id}-timeline`} hidden={!open}>
          {item.timeline.map((step, index) => (
            <li key={`${step.at}-${index}`} className="wl-cashier__step">
              <span className="wl-cashier__step-state">{stateLabel(t, step.state)}</span>
              <time className="wl-cashier__step-time" dateTime={step.at}>
                {format.time(step.at)}
              </time>
              {step.note ? <span className="wl-cashier__step-note">{noteText(step.note)}</span> : null}
            </li>
          ))}
        </ol>
      </article>
    </li>
  );
});
