import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSettingsStore } from '../../stores/sites/site-settings-store';
import { ErrorMessage } from '../error-message';
import { ColorSwatches } from './color-swatches';

/** The site's name, colour (among its template's five) and maintenance window. */
export const SettingsTab = observer(function SettingsTab({
  store,
  editor,
}: {
  store: SiteSettingsStore;
  editor: boolean;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    void store.load();
  }, [store]);
  const settings = store.settings;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  return (
    <section aria-labelledby="settings-title" className="bo-section">
      <h2 id="settings-title">{t('siteWork.settingsTitle')}</h2>
      <ErrorMessage error={store.error} />
      {settings && (
        <form className="bo-card bo-form" onSubmit={submit} noValidate aria-busy={store.saving}>
          <ErrorMessage error={store.saveError} />
          <fieldset className="bo-fieldset" disabled={!editor}>
            <legend className="bo-visually-hidden">{t('siteWork.settingsTitle')}</legend>
            <div className="bo-form__grid">
              <label className="bo-field">
                <span>{t('siteWork.siteName')}</span>
                <input
                  autoComplete="off"
                  value={store.name}
                  onChange={(event) => store.set('name', event.target.value)}
                />
              </label>
              <label className="bo-field">
                <span>{t('siteWork.maintenanceStart')}</span>
                <input
                  type="datetime-local"
                  value={store.maintenanceStart}
                  onChange={(event) => store.set('maintenanceStart', event.target.value)}
                />
              </label>
              <label className="bo-field">
                <span>{t('siteWork.maintenanceEnd')}</span>
                <input
                  type="datetime-local"
                  value={store.maintenanceEnd}
                  onChange={(event) => store.set('maintenanceEnd', event.target.value)}
                />
              </label>
            </div>
            <p className="bo-muted">{t('siteWork.maintenanceHint')}</p>
            <ColorSwatches
              colors={settings.colors}
              chosen={store.color}
              onChoose={(code) => store.set('color', code)}
              legend={t('siteWork.colors', { template: settings.template })}
            />
          </fieldset>
          {editor && (
            <div className="bo-actions">
              <button className="bo-button bo-button--primary" type="submit" disabled={store.saving}>
                {t('siteWork.saveSettings')}
              </button>
              <button className="bo-button" type="button" onClick={() => store.clearMaintenance()}>
                {t('siteWork.noMaintenance')}
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
