import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_SITE_LOGOS } from '../../stores/sites/new-site-store';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';
import { ColorSwatches } from './color-swatches';

const LOGO_LABELS = {
  logo1: 'siteSettings.logoHeader',
  logo2: 'siteSettings.logoSecond',
  logo3: 'siteSettings.logoThird',
} as const;

/** The owner's form making a site from a template: it is live, with games and content, once made. */
export const NewSiteForm = observer(function NewSiteForm() {
  const { t } = useTranslation();
  const { newSite } = useBackoffice();
  const form = newSite.form;
  const template = newSite.template;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void newSite.create();
  };
  return (
    <section aria-labelledby="new-site-title" className="bo-section bo-new-site">
      <h2 id="new-site-title">{t('siteWork.newSiteTitle')}</h2>
      <ErrorMessage error={newSite.loadError} />
      <form className="bo-card bo-form" onSubmit={submit} noValidate aria-busy={newSite.creating}>
        <ErrorMessage error={newSite.error} />
        <div className="bo-form__grid">
          <label className="bo-field">
            <span>{t('siteWork.siteName')}</span>
            <input
              autoComplete="off"
              required
              value={form.name}
              onChange={(event) => form.set('name', event.target.value)}
            />
          </label>
          {/* The hints are outside the labels: they describe the fields, they do not name them. */}
          <div className="bo-field">
            <label htmlFor="site-key">{t('siteWork.siteKey')}</label>
            <input
              id="site-key"
              autoComplete="off"
              required
              aria-describedby="site-key-hint"
              value={form.key}
              onChange={(event) => form.set('key', event.target.value)}
            />
            <small id="site-key-hint">{t('siteWork.siteKeyHint')}</small>
          </div>
          <div className="bo-field">
            <label htmlFor="site-hosts">{t('siteWork.siteHosts')}</label>
            <input
              id="site-hosts"
              autoComplete="off"
              required
              aria-describedby="site-hosts-hint"
              value={form.hosts}
              onChange={(event) => form.set('hosts', event.target.value)}
            />
            <small id="site-hosts-hint">{t('siteWork.siteHostsHint')}</small>
          </div>
          <label className="bo-field">
            <span>{t('siteWork.currency')}</span>
            <input
              autoComplete="off"
              required
              maxLength={3}
              value={form.currency}
              onChange={(event) => form.set('currency', event.target.value)}
            />
          </label>
          <div className="bo-field">
            <label htmlFor="site-template">{t('siteWork.template')}</label>
            <select
              id="site-template"
              value={form.template}
              onChange={(event) => newSite.chooseTemplate(event.target.value)}
            >
              {newSite.templates.map((choice) => (
                <option key={choice.template} value={choice.template}>
                  {choice.template}
                </option>
              ))}
            </select>
          </div>
        </div>
        {template && (
          <ColorSwatches
            colors={template.colors}
            chosen={form.color}
            onChoose={(code) => form.setColor(code)}
            legend={t('siteWork.colors', { template: template.template })}
          />
        )}
        <fieldset className="bo-site-choice">
          <legend>{t('siteWork.languages')}</legend>
          <div className="bo-site-choice__list">
            {newSite.languages.map((language) => (
              <label key={language.code} className="bo-check">
                <input
                  type="checkbox"
                  checked={form.languages.includes(language.code)}
                  onChange={() => form.toggleLanguage(language.code)}
                />
                <span>
                  {language.name} ({language.code})
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="bo-field bo-field--narrow">
          <label htmlFor="site-default-language">{t('siteWork.defaultLanguage')}</label>
          <select
            id="site-default-language"
            value={form.defaultLanguage}
            onChange={(event) => form.setDefaultLanguage(event.target.value)}
          >
            {form.languages.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="bo-site-choice">
          <legend>{t('siteSettings.logosGroup')}</legend>
          <p className="bo-muted">{t('siteSettings.newSiteLogosHint')}</p>
          <div className="bo-form__grid">
            {NEW_SITE_LOGOS.map((field) => (
              <label key={field} className="bo-field">
                <span>{t(LOGO_LABELS[field])}</span>
                <input
                  type="url"
                  autoComplete="off"
                  value={form.logos[field]}
                  onChange={(event) => form.setLogo(field, event.target.value)}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <div className="bo-actions">
          <button className="bo-button bo-button--primary" type="submit" disabled={newSite.creating}>
            {newSite.creating ? t('siteWork.creating') : t('siteWork.create')}
          </button>
          <button className="bo-button" type="button" onClick={() => newSite.hide()}>
            {t('siteWork.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
});
