import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../stores/amounts';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';

/** Each site's four-eyes threshold; owner and finance (`decides`) change it. */
export const FourEyesCard = observer(function FourEyesCard({ decides }: { decides: boolean }) {
  const { t, i18n } = useTranslation();
  const { fourEyes } = useBackoffice();

  useEffect(() => {
    void fourEyes.load();
  }, [fourEyes]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void fourEyes.save();
  };
  return (
    <section className="bo-card bo-section" aria-labelledby="four-eyes-title">
      <h2 id="four-eyes-title">{t('money.fourEyesTitle')}</h2>
      <p>{t('money.fourEyesIntro')}</p>
      <ErrorMessage error={fourEyes.error} />
      {fourEyes.loaded && (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption className="bo-visually-hidden">{t('money.fourEyesTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('money.fourEyesSite')}</th>
                <th scope="col">{t('money.fourEyesThreshold')}</th>
                {decides && <th scope="col">{t('money.fourEyesActions')}</th>}
              </tr>
            </thead>
            <tbody>
              {fourEyes.thresholds.map((row) => {
                const editing = fourEyes.editing?.siteId === row.site_id ? fourEyes.editing : undefined;
                return (
                  <tr key={row.site_id} data-testid={`four-eyes-${row.site_key}`}>
                    <th scope="row">{row.site_key}</th>
                    <td>
                      {formatMinor(row.threshold_minor, row.currency, row.digits, i18n.language)}
                      {row.is_default && <small className="bo-block">{t('money.fourEyesDefault')}</small>}
                      {fourEyes.savedSiteId === row.site_id && (
                        <small className="bo-block" role="status">
                          {t('money.fourEyesSaved')}
                        </small>
                      )}
                    </td>
                    {decides && (
                      <td>
                        {editing ? (
                          <form className="bo-inline-form" onSubmit={submit}>
                            <label className="bo-field">
                              <span>{t('money.fourEyesAmount', { currency: row.currency })}</span>
                              <input
                                inputMode="decimal"
                                value={editing.amount}
                                onChange={(event) => fourEyes.setAmount(event.target.value)}
                              />
                            </label>
                            <button
                              className="bo-button bo-button--primary"
                              type="submit"
                              disabled={fourEyes.saving}
                            >
                              {t('money.fourEyesSave')}
                            </button>
                            <button className="bo-button" type="button" onClick={() => fourEyes.cancelEdit()}>
                              {t('money.fourEyesCancel')}
                            </button>
                          </form>
                        ) : (
                          <button
                            className="bo-button"
                            type="button"
                            aria-label={t('money.fourEyesChangeOf', { site: row.site_key })}
                            onClick={() => fourEyes.startEdit(row)}
                          >
                            {t('money.fourEyesChange')}
                          </button>
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
