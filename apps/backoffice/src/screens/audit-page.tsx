import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFilters } from '../stores/audit-store';
import { useBackoffice } from '../stores/store-context';
import { ErrorMessage } from './error-message';
import { ListPaginator } from './list-paginator';

/** A moment of the log in the reader's language, to the second. */
const formatMoment = (iso: string, language: string): string => {
  const time = new Date(iso);
  return Number.isNaN(time.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(time);
};

/** A record as readable JSON text (React writes it as text, never as markup). */
const jsonText = (value: Record<string, unknown> | null): string =>
  value === null ? '' : JSON.stringify(value, null, 2);

/** The owner's audit log: filters, the entries newest first, pages. */
export const AuditPage = observer(function AuditPage() {
  const { t, i18n } = useTranslation();
  const { audit, staff, sites } = useBackoffice();

  useEffect(() => {
    void audit.search();
    void sites.ensureLoaded();
    if (!staff.loaded) void staff.load();
  }, [audit, staff, sites]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void audit.search();
  };
  const field = (name: keyof AuditFilters) => ({
    value: audit.draft[name],
    onChange: (event: { target: { value: string } }) => audit.setFilter(name, event.target.value),
  });

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      <form className="bo-card bo-filters" onSubmit={submit} aria-labelledby="audit-filters">
        <h2 id="audit-filters" className="bo-visually-hidden">
          {t('audit.filters')}
        </h2>
        <label className="bo-field">
          <span>{t('audit.staff')}</span>
          <select {...field('staffId')}>
            <option value="">{t('audit.anyStaff')}</option>
            {staff.members.map((member) => (
              <option key={member.staff_id} value={String(member.staff_id)}>
                {member.display_name} ({member.email})
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('audit.action')}</span>
          <input {...field('action')} placeholder={t('audit.actionHint')} />
        </label>
        <label className="bo-field">
          <span>{t('audit.site')}</span>
          <select {...field('siteId')}>
            <option value="">{t('audit.anySite')}</option>
            {sites.sites.map((site) => (
              <option key={site.site_id} value={String(site.site_id)}>
                {site.name}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('audit.from')}</span>
          <input type="datetime-local" {...field('from')} />
        </label>
        <label className="bo-field">
          <span>{t('audit.to')}</span>
          <input type="datetime-local" {...field('to')} />
        </label>
        <div className="bo-actions">
          <button className="bo-button bo-button--primary" type="submit">
            {t('audit.search')}
          </button>
          <button className="bo-button" type="button" onClick={() => void audit.resetFilters()}>
            {t('audit.reset')}
          </button>
        </div>
      </form>
      <ErrorMessage error={audit.error} />
      {audit.loaded && (
        <p role="status" className="bo-count">
          {audit.total === 0 ? t('audit.empty') : t('audit.count', { count: audit.total })}
        </p>
      )}
      {audit.entries.length > 0 && (
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--stack" aria-busy={audit.loading}>
            <caption className="bo-visually-hidden">{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.site')}</th>
                <th scope="col">{t('audit.outcome')}</th>
                <th scope="col">{t('audit.where')}</th>
                <th scope="col">{t('audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.entries.map((entry) => (
                <AuditRow key={entry.entry_id} entry={entry} language={i18n.language} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPaginator list={audit} pageSize={AUDIT_PAGE_SIZE} />
    </section>
  );
});

const AuditRow = observer(function AuditRow({ entry, language }: { entry: AuditEntry; language: string }) {
  const { t } = useTranslation();
  const { sites } = useBackoffice();
  const none = t('audit.none');
  const target = entry.target_kind ? `${entry.target_kind} ${entry.target_id ?? ''}`.trim() : none;
  const site = entry.site_id === null ? none : (sites.nameOf(entry.site_id) ?? String(entry.site_id));
  return (
    <tr data-testid="audit-entry">
      <th scope="row" className="bo-nowrap">
        <time dateTime={entry.at}>{formatMoment(entry.at, language)}</time>
      </th>
      <td className="bo-wrap" data-label={t('audit.who')}>
        {entry.staff_email ?? t('audit.unknownStaff')}
      </td>
      <td data-label={t('audit.action')}>{entry.action}</td>
      <td className="bo-wrap" data-label={t('audit.target')}>
        {target}
      </td>
      <td data-label={t('audit.site')}>{site}</td>
      <td data-label={t('audit.outcome')}>
        {entry.outcome === 'ok' ? t('audit.ok') : t('audit.refused', { reason: entry.reason ?? none })}
      </td>
      <td className="bo-wrap" data-label={t('audit.where')}>
        {entry.address}
      </td>
      <td>
        {entry.before || entry.after ? (
          <details>
            <summary>{t('audit.change')}</summary>
            {entry.before && (
              <>
                <h3 className="bo-json-title">{t('audit.before')}</h3>
                <pre className="bo-json" tabIndex={0}>
                  {jsonText(entry.before)}
                </pre>
              </>
            )}
            {entry.after && (
              <>
                <h3 className="bo-json-title">{t('audit.after')}</h3>
                <pre className="bo-json" tabIndex={0}>
                  {jsonText(entry.after)}
                </pre>
              </>
            )}
          </details>
        ) : (
          none
        )}
      </td>
    </tr>
  );
});
