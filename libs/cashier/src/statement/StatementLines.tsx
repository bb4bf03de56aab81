import { useTranslation } from '@wl/i18n';
import type { StatementType } from '@wl/api';
import type { TFunction } from 'i18next';
import type { CashierFormat } from '../lib/use-cashier-format';
import type { ShownLine } from './statement-line';

export function typeLabel(t: TFunction, type: StatementType): string {
  switch (type) {
    case 'deposit':
      return t('cashier:typeDeposit');
    case 'withdrawal':
      return t('cashier:typeWithdrawal');
    case 'bet':
      return t('cashier:typeBet');
    case 'win':
      return t('cashier:typeWin');
    case 'refund':
      return t('cashier:typeRefund');
    case 'bonus':
      return t('cashier:typeBonus');
    case 'adjustment':
      return t('cashier:typeAdjustment');
  }
}

/** A signed amount, coloured by its sign (the sign says it too, not only the colour). */
export function SignedAmount({
  minor,
  format,
  currency,
}: {
  minor: number;
  format: CashierFormat;
  currency: string;
}) {
  const tone = minor > 0 ? ' wl-cashier__amount--up' : minor < 0 ? ' wl-cashier__amount--down' : '';
  return <span className={`wl-cashier__amount${tone}`}>{format.signed(minor, currency)}</span>;
}

interface LinesProps {
  lines: readonly ShownLine[];
  currency: string;
  format: CashierFormat;
}

/** Wide columns: one row per movement, newest first. */
export function StatementTable({ lines, currency, format }: LinesProps) {
  const { t } = useTranslation('cashier');
  return (
    <table className="wl-cashier__table" aria-label={t('statementTitle')}>
      <thead>
        <tr>
          <th scope="col">{t('colTime')}</th>
          <th scope="col">{t('typeLabel')}</th>
          <th scope="col">{t('colDescription')}</th>
          <th scope="col" className="wl-cashier__num">
            {t('rowAmount')}
          </th>
          <th scope="col" className="wl-cashier__num">
            {t('balance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td>
              <time dateTime={line.at}>{format.time(line.at)}</time>
            </td>
            <td>{typeLabel(t, line.type)}</td>
            <td className="wl-cashier__description">{line.description}</td>
            <td className="wl-cashier__num">
              <SignedAmount minor={line.amount} format={format} currency={currency} />
            </td>
            <td className="wl-cashier__num">{format.money(line.balance, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Narrow columns (phones, a column between side panels): one card per movement. */
export function StatementCards({ lines, currency, format }: LinesProps) {
  const { t } = useTranslation('cashier');
  return (
    <ul className="wl-cashier__lines" aria-label={t('statementTitle')}>
      {lines.map((line) => (
        <li key={line.id} className="wl-cashier__line">
          <p className="wl-cashier__line-head">
            <span className="wl-cashier__line-type">{typeLabel(t, line.type)}</span>
            <SignedAmount minor={line.amount} format={format} currency={currency} />
          </p>
          <p className="wl-cashier__line-description">{line.description}</p>
          <p className="wl-cashier__line-meta">
            <time dateTime={line.at}>{format.time(line.at)}</time>
            <span>{t('balanceAfter', { amount: format.money(line.balance, currency) })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
