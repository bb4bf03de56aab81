import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEPOSIT_FILTER_STATES,
  DEPOSIT_PAGE_SIZE,
  type DepositState,
} from '../../stores/money/deposits-store';
import { formatMinor } from '../../stores/amounts';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';
import { MoneyFilters } from './money-filters';
import { depositStateLabel, formatWhen } from './money-labels';
import { ListPaginator } from '../list-paginator';

/** Deposits by state across the staff member's sites. */
export const DepositsPage = observer(function DepositsPage() {
  const { t, i18n } = useTranslation();
  const { deposits, sites } = useBackoffice();

  useEffect(() => {
    void deposits.load(1);
    void sites.ensureLoaded();
  }, [deposits, sites]);

  const states = DEPOSIT_FILTER_STATES.map((state) => ({ value: state, label: depositStateLabel(t, state) }));
  return (
    <section aria-labelledby="deposits-title">
      <h1 id="deposits-title">{t('money.depositsTitle')}</h1>
      <MoneyFilters
        label={t('money.filters')}
        states={states}
        state={deposits.state}
        siteId={deposits.siteId}
        onState={(state) => void deposits.setState(state as DepositState)}
        onSite={(siteId) => void deposits.setSite(siteId)}
      />
      <ErrorMessage error={deposits.list.error} />
      {deposits.list.loaded && (
        <p role="status" className="bo-count">
          {deposits.list.total === 0
            ? t('money.noDeposits')
            : t('money.depositCount', { count: deposits.list.total })}
        </p>
      )}
      {deposits.list.value.length > 0 && (
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--stack bo-money-table" aria-busy={deposits.list.loading}>
            <caption className="bo-visually-hidden">{t('money.depositsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('money.deposit')}</th>
                <th scope="col">{t('money.site')}</th>
                <th scope="col">{t('money.player')}</th>
                <th scope="col">{t('money.method')}</th>
                <th scope="col" className="bo-money-amount">
                  {t('money.amount')}
                </th>
                <th scope="col">{t('money.stateColumn')}</th>
                <th scope="col">{t('money.created')}</th>
              </tr>
            </thead>
            <tbody>
              {deposits.list.value.map((row) => (
                <tr key={row.deposit_id} data-testid="deposit-row">
                  <th scope="row" className="bo-wrap">
                    {row.deposit_id}
                  </th>
                  <td data-label={t('money.site')}>{row.site_key}</td>
                  <td className="bo-wrap" data-label={t('money.player')}>
                    {row.account_id}
                  </td>
                  <td data-label={t('money.method')}>{row.method_name}</td>
                  <td className="bo-money-amount bo-nowrap" data-label={t('money.amount')}>
                    {formatMinor(row.amount_minor, row.currency, row.digits, i18n.language)}
                  </td>
                  <td data-label={t('money.stateColumn')}>{depositStateLabel(t, row.state)}</td>
                  <td className="bo-nowrap" data-label={t('money.created')}>
                    <time dateTime={row.created_at}>{formatWhen(row.created_at, i18n.language)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPaginator list={deposits.list} pageSize={DEPOSIT_PAGE_SIZE} />
    </section>
  );
});
