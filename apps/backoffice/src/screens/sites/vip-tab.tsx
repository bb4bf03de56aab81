import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VIP_NAME_MAX, type SiteVipStore, type VipLevelDraft } from '../../stores/sites/site-vip-store';
import { ErrorMessage } from '../error-message';

/** The site's VIP levels: number, name and the lifetime deposits and turnover that reach each, saved whole. */
export const VipTab = observer(function VipTab({ store, editor }: { store: SiteVipStore; editor: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    void store.load();
  }, [store]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  const money = { currency: store.currency };
  const cell = (i: number, field: keyof VipLevelDraft, label: string, extra: { maxLength?: number } = {}) => (
    <input
      autoComplete="off"
      inputMode={field === 'name' ? undefined : field === 'level' ? 'numeric' : 'decimal'}
      className={field === 'level' ? 'bo-narrow' : undefined}
      aria-label={`${t('siteWork.vipRowN', { n: i + 1 })}: ${label}`}
      aria-invalid={store.badField === `${i}.${field}` ? true : undefined}
      maxLength={extra.maxLength}
      value={store.rows[i]?.[field] ?? ''}
      onChange={(event) => store.set(i, field, event.target.value)}
    />
  );
  return (
    <section aria-labelledby="vip-title" className="bo-section">
      <h2 id="vip-title">{t('siteWork.vipTitle')}</h2>
      <p className="bo-muted">{t('siteWork.vipIntro')}</p>
      <ErrorMessage error={store.error} />
      {store.loaded && (
        <form className="bo-card bo-form bo-form--wide" onSubmit={submit} noValidate aria-busy={store.saving}>
          <fieldset className="bo-fieldset" disabled={!editor}>
            <legend className="bo-visually-hidden">{t('siteWork.vipTitle')}</legend>
            <div className="bo-table-wrap">
              <table className="bo-table" aria-labelledby="vip-title">
                <thead>
                  <tr>
                    <th scope="col">{t('siteWork.vipLevel')}</th>
                    <th scope="col">{t('siteWork.vipName')}</th>
                    <th scope="col">{t('siteWork.vipDeposit', money)}</th>
                    <th scope="col">{t('siteWork.vipTurnover', money)}</th>
                    {editor && <th scope="col">{t('siteWork.actions')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {store.rows.map((_row, i) => (
                    <tr key={i} data-testid={`vip-${i + 1}`}>
                      <td>{cell(i, 'level', t('siteWork.vipLevel'))}</td>
                      <td>{cell(i, 'name', t('siteWork.vipName'), { maxLength: VIP_NAME_MAX })}</td>
                      <td>{cell(i, 'deposit', t('siteWork.vipDeposit', money))}</td>
                      <td>{cell(i, 'turnover', t('siteWork.vipTurnover', money))}</td>
                      {editor && (
                        <td>
                          <button
                            className="bo-button bo-button--danger"
                            type="button"
                            aria-label={`${t('siteWork.remove')}: ${t('siteWork.vipRowN', { n: i + 1 })}`}
                            onClick={() => store.removeLevel(i)}
                          >
                            {t('siteWork.remove')}
                          </button>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </fieldset>
          <ErrorMessage error={store.saveError} />
          {editor && (
            <div className="bo-actions">
              <button className="bo-button" type="button" onClick={() => store.addLevel()}>
                {t('siteWork.addVipLevel')}
              </button>
              <button className="bo-button bo-button--primary" type="submit" disabled={store.saving}>
                {t('siteWork.saveVip')}
              </button>
            </div>
          )}
          {store.saved && (
            <p className="bo-done" role="status">
              {t('siteWork.settingsSaved')}
            </p>
          )}
        </form>
      )}
    </section>
  );
});
