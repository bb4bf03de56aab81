import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SitePagesStore } from '../../stores/sites/site-pages-store';
import { ErrorMessage } from '../error-message';

/** The formatted-text editor (ProseMirror) loads with the first page opened, not with the back office. */
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/**
 * The site's CMS pages and the editor of one: its text per language, as formatted text or as HTML, and
 * beside it the preview of what the site will show (the platform's sanitiser's output, so it is safe to
 * insert).
 */
export const PagesTab = observer(function PagesTab({
  store,
  editor,
}: {
  store: SitePagesStore;
  editor: boolean;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <section aria-labelledby="pages-title" className="bo-section">
      <h2 id="pages-title">{t('siteWork.pagesTitle')}</h2>
      <ErrorMessage error={store.error} />
      <div className="bo-table-wrap">
        <table className="bo-table" aria-busy={store.loading}>
          <caption className="bo-visually-hidden">{t('siteWork.pagesTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('siteWork.page')}</th>
              <th scope="col">{t('siteWork.state')}</th>
              <th scope="col">{t('siteWork.languagesWithText')}</th>
              <th scope="col">{t('siteWork.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {store.pages.map((page) => (
              <tr key={page.page}>
                <th scope="row">{page.page}</th>
                <td>{page.status ? t('siteWork.shown') : t('siteWork.hidden')}</td>
                <td>
                  {[page.has_en ? t('siteWork.english') : '', page.has_local ? t('siteWork.local') : '']
                    .filter(Boolean)
                    .join(', ') || t('siteWork.none')}
                </td>
                <td>
                  <button className="bo-button" type="button" onClick={() => void store.openPage(page.page)}>
                    {editor
                      ? t('siteWork.editPage', { page: page.page })
                      : t('siteWork.viewPage', { page: page.page })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {store.open && <PageEditor store={store} editor={editor} />}
      {!store.open && <ErrorMessage error={store.saveError} />}
    </section>
  );
});

const PageEditor = observer(function PageEditor({
  store,
  editor,
}: {
  store: SitePagesStore;
  editor: boolean;
}) {
  const { t } = useTranslation();
  const open = store.open;
  if (!open) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  const languageName =
    store.language === 'en' ? t('siteWork.english') : t('siteWork.localIn', { code: open.local_language });
  return (
    <form
      className="bo-card bo-form bo-editor"
      onSubmit={submit}
      aria-labelledby="editor-title"
      aria-busy={store.saving}
    >
      <h3 id="editor-title">{t('siteWork.editorTitle', { page: open.page })}</h3>
      <ErrorMessage error={store.saveError} />
      <div className="bo-actions" role="group" aria-label={t('siteWork.language')}>
        <button
          type="button"
          className={store.language === 'en' ? 'bo-button bo-button--primary' : 'bo-button'}
          aria-pressed={store.language === 'en'}
          onClick={() => store.setLanguage('en')}
        >
          {t('siteWork.english')}
        </button>
        <button
          type="button"
          className={store.language === 'local' ? 'bo-button bo-button--primary' : 'bo-button'}
          aria-pressed={store.language === 'local'}
          onClick={() => store.setLanguage('local')}
        >
          {t('siteWork.localIn', { code: open.local_language })}
        </button>
      </div>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={store.status}
          disabled={!editor}
          onChange={(event) => store.setStatus(event.target.checked)}
        />
        <span>{t('siteWork.pageShown')}</span>
      </label>
      <div className="bo-editor__panes">
        <div className="bo-field">
          <div className="bo-actions" role="group" aria-label={t('siteWork.editMode')}>
            <button
              type="button"
              className={store.showsVisual ? 'bo-button bo-button--primary' : 'bo-button'}
              aria-pressed={store.showsVisual}
              disabled={!store.visualAvailable}
              aria-describedby={store.visualAvailable ? undefined : 'visual-hint'}
              onClick={() => store.setMode('visual')}
            >
              {t('siteWork.modeVisual')}
            </button>
            <button
              type="button"
              className={store.showsVisual ? 'bo-button' : 'bo-button bo-button--primary'}
              aria-pressed={!store.showsVisual}
              onClick={() => store.setMode('html')}
            >
              {t('siteWork.modeHtml')}
            </button>
          </div>
          {!store.visualAvailable && <small id="visual-hint">{t('siteWork.visualUnavailable')}</small>}
          {store.showsVisual ? (
            <Suspense fallback={<div className="bo-rich bo-rich__area" aria-busy="true" />}>
              <RichTextEditor
                key={`${open.page}:${store.language}:${store.revision}`}
                html={store.text}
                label={t('siteWork.richText', { language: languageName })}
                readOnly={!editor}
                onChange={(html) => store.setText(html)}
              />
            </Suspense>
          ) : (
            <>
              <label htmlFor="cms-html">{t('siteWork.html', { language: languageName })}</label>
              <textarea
                id="cms-html"
                rows={16}
                value={store.text}
                readOnly={!editor}
                aria-describedby="html-hint"
                onChange={(event) => store.setText(event.target.value)}
              />
            </>
          )}
          <small id="html-hint">{t('siteWork.htmlHint')}</small>
        </div>
        <div className="bo-field">
          <span id="preview-title">{t('siteWork.preview')}</span>
          {/* The preview is the platform sanitiser's output: no script, handler or javascript: URL. */}
          <div
            className="bo-preview"
            role="region"
            aria-labelledby="preview-title"
            data-testid="cms-preview"
            dangerouslySetInnerHTML={{ __html: store.preview }}
          />
        </div>
      </div>
      <div className="bo-actions">
        {editor && (
          <button className="bo-button bo-button--primary" type="submit" disabled={store.saving}>
            {t('siteWork.savePage')}
          </button>
        )}
        <button className="bo-button" type="button" onClick={() => store.close()}>
          {t('siteWork.close')}
        </button>
      </div>
      {store.saved && (
        <p className="bo-done" role="status">
          {t('siteWork.pageSaved')}
        </p>
      )}
    </form>
  );
});
