import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FLAGGED_PAGE_SIZE } from '../../stores/money/flagged-payments-store';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';
import { MoneyFilters } from './money-filters';
import { formatWhen } from './money-labels';
import { ListPaginator } from '../list-paginator';

/** PSP notifications the cashier did not act on (an amount that differs, an unknown reference...). */
export const FlaggedPaymentsPage = observer(function FlaggedPaymentsPage() {
  const { t, i18n } = useTranslation();
  const { flaggedPayments, sites } = useBackoffice();

  useEffect(() => {
    void flaggedPayments.load(1);
    void sites.ensureLoaded();
  }, [flaggedPayments, sites]);

  return (
    <section aria-labelledby="flagged-title">
      <h1 id="flagged-title">{t('money.flaggedTitle')}</h1>
      <p className="bo-count">{t('money.flaggedIntro')}</p>
      <MoneyFilters
        label={t('money.filters')}
        siteId={flaggedPayments.siteId}
        onSite={(siteId) => void flaggedPayments.setSite(siteId)}
      />
      <ErrorMessage error={flaggedPayments.list.error} />
      {flaggedPayments.list.loaded && (
        <p role="status" className="bo-count">
          {flaggedPayments.list.total === 0
            ? t('money.noFlagged')
            : t('money.flaggedCount', { count: flaggedPayments.list.total })}
        </p>
      )}
      {flaggedPayments.list.value.length > 0 && (
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--stack" aria-busy={flaggedPayments.list.loading}>
            <caption className="bo-visually-hidden">{t('money.flaggedCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('money.reference')}</th>
                <th scope="col">{t('money.site')}</th>
                <th scope="col">{t('money.event')}</th>
                <th scope="col">{t('money.why')}</th>
                <th scope="col">{t('money.deliveries')}</th>
                <th scope="col">{t('money.received')}</th>
              </tr>
            </thead>
            <tbody>
              {flaggedPayments.list.value.map((row) => (
                <tr key={row.notification_id} data-testid="flagged-row">
                  <th scope="row" className="bo-wrap">
                    {row.reference}
                  </th>
                  <td data-label={t('money.site')}>{row.site_key ?? t('money.noSite')}</td>
                  <td className="bo-wrap" data-label={t('money.event')}>
                    {row.provider_code} · {row.type} · {row.event_id}
                  </td>
                  <td className="bo-wrap" data-label={t('money.why')}>
                    {row.why}
                  </td>
                  <td data-label={t('money.deliveries')}>{row.deliveries}</td>
                  <td className="bo-nowrap" data-label={t('money.received')}>
                    <time dateTime={row.received_at}>{formatWhen(row.received_at, i18n.language)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPaginator list={flaggedPayments.list} pageSize={FLAGGED_PAGE_SIZE} />
    </section>
  );
});
