import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSeoStore } from '../../stores/sites/site-seo-store';
import { ErrorMessage } from '../error-message';

/** The site's SEO records: each page's title and description, and its headings per language. */
export const SeoTab = observer(function SeoTab({ store, editor }: { store: SiteSeoStore; editor: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <section aria-labelledby="seo-title" className="bo-section">
      <h2 id="seo-title">{t('siteWork.seoTitle')}</h2>
      <ErrorMessage error={store.error} />
      {store.savedPage && (
        <p className="bo-done" role="status">
          {t('siteWork.seoSaved', { page: store.savedPage })}
        </p>
      )}
      {store.editing !== undefined && <SeoEditor store={store} />}
      <div className="bo-table-wrap">
        <table className="bo-table" aria-busy={store.loading}>
          <caption className="bo-visually-hidden">{t('siteWork.seoTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('siteWork.page')}</th>
              <th scope="col">{t('siteWork.metaTitle')}</th>
              <th scope="col">{t('siteWork.metaDesc')}</th>
              {editor && <th scope="col">{t('siteWork.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {store.records.map((record) => (
              <tr key={record.page_name} data-testid={`seo-${record.page_name}`}>
                <th scope="row">{record.page_name}</th>
                <td className="bo-wrap">{record.meta_title}</td>
                <td className="bo-wrap">{record.meta_desc}</td>
                {editor && (
                  <td>
                    <button className="bo-button" type="button" onClick={() => store.edit(record.page_name)}>
                      {t('siteWork.editSeo', { page: record.page_name })}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});

const SeoEditor = observer(function SeoEditor({ store }: { store: SiteSeoStore }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  const field = (name: keyof typeof store.draft, label: string, max: number) => (
    <label className="bo-field">
      <span>{label}</span>
      <input
        autoComplete="off"
        maxLength={max}
        value={store.draft[name]}
        onChange={(event) => store.set(name, event.target.value)}
      />
    </label>
  );
  return (
    <form
      className="bo-card bo-form"
      onSubmit={submit}
      aria-labelledby="seo-editor-title"
      aria-busy={store.saving}
    >
      <h3 id="seo-editor-title">{t('siteWork.seoEditorTitle', { page: store.editing })}</h3>
      <ErrorMessage error={store.saveError} />
      <div className="bo-form__grid">
        {field('meta_title', t('siteWork.metaTitle'), 200)}
        {field('meta_desc', t('siteWork.metaDesc'), 500)}
        {field('en_item_name', t('siteWork.enHeading'), 200)}
        {field('local_item_name', t('siteWork.localHeading'), 200)}
      </div>
      <div className="bo-actions">
        <button className="bo-button bo-button--primary" type="submit" disabled={store.saving}>
          {t('siteWork.saveSeo')}
        </button>
        <button className="bo-button" type="button" onClick={() => store.cancel()}>
          {t('siteWork.cancel')}
        </button>
      </div>
    </form>
  );
});
