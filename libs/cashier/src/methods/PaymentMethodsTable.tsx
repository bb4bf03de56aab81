import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import { useFirstViewLoad } from '@wl/core';
import { MethodKind, useBareFee } from '../lib/MethodTerms';
import type { ShownMethod } from '../lib/shown';
import { errorText } from '../lib/texts';
import { useCashierFormat, type CashierFormat } from '../lib/use-cashier-format';
import { usePaymentMethods } from './methods-feature';
import './methods-table.css';

/** A method's range for one direction, or a dash (named "Not offered") when it does not go that way. */
function Range({
  method,
  offered,
  format,
}: {
  method: ShownMethod;
  offered: boolean;
  format: CashierFormat;
}) {
  const { t } = useTranslation('cashier');
  if (!offered) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="wl-visually-hidden">{t('notOffered')}</span>
      </>
    );
  }
  return (
    <>
      <span className="wl-cashier-methods__money">{format.money(method.min, method.currency)}</span>
      {' – '}
      <span className="wl-cashier-methods__money">{format.money(method.max, method.currency)}</span>
    </>
  );
}

/**
 * The site's payment methods for /banking: each method's deposit and withdrawal limits and its fee.
 * A site call any guest may make; a server-rendered /banking carries its answer, so the table is part
 * of the server's page.
 */
export const PaymentMethodsTable = observer(function PaymentMethodsTable() {
  const { t } = useTranslation('cashier');
  const id = useId();
  const methods = usePaymentMethods();
  const format = useCashierFormat();
  const bareFee = useBareFee();
  useFirstViewLoad(() => methods.load());

  if (methods.status === 'failed') {
    return (
      <section className="wl-cashier-methods" aria-labelledby={`${id}-title`}>
        <h2 className="wl-cashier-methods__title" id={`${id}-title`}>
          {t('methodsTitle')}
        </h2>
        <p className="wl-cashier-methods__failed" role="alert">
          {errorText(t, methods.errorKey ?? 'unknownError')}{' '}
          <button type="button" className="wl-button" onClick={() => void methods.load(true)}>
            {t('ui:retry')}
          </button>
        </p>
      </section>
    );
  }
  if (methods.methods.length === 0) return null;
  return (
    <section className="wl-cashier-methods" aria-labelledby={`${id}-title`}>
      <h2 className="wl-cashier-methods__title" id={`${id}-title`}>
        {t('methodsTitle')}
      </h2>
      {/* A table in a wide column, a card per method in a narrow one: the other is not displayed. */}
      <div className="wl-cashier-methods__scroll">
        <table className="wl-cashier-methods__table">
          <thead>
            <tr>
              <th scope="col">{t('colMethod')}</th>
              <th scope="col">{t('typeDeposit')}</th>
              <th scope="col">{t('typeWithdrawal')}</th>
              <th scope="col">{t('rowFee')}</th>
            </tr>
          </thead>
          <tbody>
            {methods.methods.map((method) => (
              <tr key={method.code}>
                <th scope="row">
                  <span className="wl-cashier-methods__name">{method.name}</span>
                  <MethodKind method={method} className="wl-cashier-methods__kind" />
                </th>
                <td>
                  <Range method={method} offered={method.deposits} format={format} />
                </td>
                <td>
                  <Range method={method} offered={method.payouts} format={format} />
                </td>
                <td>{bareFee(method, format)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="wl-cashier-methods__cards">
        {methods.methods.map((method) => (
          <li key={method.code} className="wl-cashier-methods__card">
            <p className="wl-cashier-methods__card-head">
              <span className="wl-cashier-methods__name">{method.name}</span>
              <MethodKind method={method} className="wl-cashier-methods__kind" />
            </p>
            <dl>
              <div>
                <dt>{t('typeDeposit')}</dt>
                <dd>
                  <Range method={method} offered={method.deposits} format={format} />
                </dd>
              </div>
              <div>
                <dt>{t('typeWithdrawal')}</dt>
                <dd>
                  <Range method={method} offered={method.payouts} format={format} />
                </dd>
              </div>
              <div>
                <dt>{t('rowFee')}</dt>
                <dd>{bareFee(method, format)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
});
