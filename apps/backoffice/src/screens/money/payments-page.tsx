import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@wl/router';
import { MONEY_DECIDE_ROLES } from '../../stores/money/money-roles';
import type { MethodDraft } from '../../stores/money/payment-settings-store';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';

/**
 * A site's payment methods and withdrawal rules. In the money area beside the withdrawal queue: finance
 * sets the limits it then applies there, across the sites it has, without the site's content tabs.
 */
export const PaymentsPage = observer(function PaymentsPage() {
  const { t } = useTranslation();
  const { paymentSettings: store, sites, session } = useBackoffice();
  const writes = session.profile !== undefined && MONEY_DECIDE_ROLES.includes(session.profile.role);

  useEffect(() => {
    void sites.ensureLoaded().then(() => {
      const first = sites.sites[0];
      if (!store.siteId && first) void store.setSite(String(first.site_id));
    });
  }, [store, sites]);

  const settings = store.settings;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title">{t('payments.title')}</h1>
      <p className="bo-count">
        {t('payments.intro')} <Link to="/withdrawals">{t('payments.fourEyesLink')}</Link>
      </p>
      <form
        className="bo-card bo-filters"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('money.filters')}
      >
        <label className="bo-field">
          <span>{t('money.siteFilter')}</span>
          <select value={store.siteId} onChange={(event) => void store.setSite(event.target.value)}>
            {sites.sites.map((site) => (
              <option key={site.site_id} value={String(site.site_id)}>
                {site.name}
              </option>
            ))}
          </select>
        </label>
      </form>
      {settings && (
        <form className="bo-card bo-section" onSubmit={submit} aria-busy={store.loading}>
          <h2>{t('payments.methods', { currency: settings.currency })}</h2>
          {store.methods.length === 0 ? (
            <p>{t('payments.noMethods')}</p>
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table bo-table--stack">
                <caption className="bo-visually-hidden">{t('payments.methodsCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('payments.method')}</th>
                    <th scope="col">{t('payments.deposits')}</th>
                    <th scope="col">{t('payments.payouts')}</th>
                    <th scope="col">{t('payments.min', { currency: settings.currency })}</th>
                    <th scope="col">{t('payments.max', { currency: settings.currency })}</th>
                  </tr>
                </thead>
                <tbody>
                  {store.methods.map((method) => (
                    <MethodRow key={method.code} method={method} writes={writes} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h2>{t('payments.rules')}</h2>
          <div className="bo-filters">
            <label className="bo-field">
              <span>{t('payments.maxPending')}</span>
              <input
                inputMode="numeric"
                value={store.rules.maxPending}
                readOnly={!writes}
                onChange={(event) => store.setRules({ maxPending: event.target.value })}
              />
            </label>
            <label className="bo-field">
              <span>{t('payments.perDay')}</span>
              <input
                inputMode="numeric"
                value={store.rules.perDay}
                readOnly={!writes}
                onChange={(event) => store.setRules({ perDay: event.target.value })}
              />
            </label>
            <label className="bo-field">
              <span>{t('payments.wagering')}</span>
              <input
                inputMode="numeric"
                value={store.rules.wageringPercent}
                readOnly={!writes}
                onChange={(event) => store.setRules({ wageringPercent: event.target.value })}
              />
            </label>
          </div>
          <ErrorMessage error={store.error} />
          {store.saved && (
            <p className="bo-notice" role="status" data-testid="payments-saved">
              {t('payments.saved')}
            </p>
          )}
          {writes ? (
            <div className="bo-actions">
              <button className="bo-button bo-button--primary" type="submit" disabled={store.saving}>
                {t('payments.save')}
              </button>
            </div>
          ) : (
            <p className="bo-count">{t('payments.readOnly')}</p>
          )}
        </form>
      )}
      {!settings && <ErrorMessage error={store.error} />}
    </section>
  );
});

const MethodRow = observer(function MethodRow({ method, writes }: { method: MethodDraft; writes: boolean }) {
  const { t } = useTranslation();
  const { paymentSettings: store } = useBackoffice();
  return (
    <tr data-method={method.code}>
      <th scope="row" className="bo-wrap">
        {method.name}
      </th>
      <td data-label={t('payments.deposits')}>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={method.deposits}
            disabled={!writes}
            onChange={(event) => store.setMethod(method.code, { deposits: event.target.checked })}
          />
          <span>{t('payments.depositsOf', { name: method.name })}</span>
        </label>
      </td>
      <td data-label={t('payments.payouts')}>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={method.payouts}
            disabled={!writes}
            onChange={(event) => store.setMethod(method.code, { payouts: event.target.checked })}
          />
          <span>{t('payments.payoutsOf', { name: method.name })}</span>
        </label>
      </td>
      <td data-label={t('payments.minShort')}>
        <input
          className="bo-amount-input"
          inputMode="decimal"
          aria-label={t('payments.minOf', { name: method.name })}
          value={method.min}
          readOnly={!writes}
          onChange={(event) => store.setMethod(method.code, { min: event.target.value })}
        />
      </td>
      <td data-label={t('payments.maxShort')}>
        <input
          className="bo-amount-input"
          inputMode="decimal"
          aria-label={t('payments.maxOf', { name: method.name })}
          value={method.max}
          readOnly={!writes}
          onChange={(event) => store.setMethod(method.code, { max: event.target.value })}
        />
      </td>
    </tr>
  );
});
