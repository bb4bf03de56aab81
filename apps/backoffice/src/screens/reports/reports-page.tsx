import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';
import { DailyChart, type ChartLine } from './daily-chart';
import { dailyColumns, gameColumns, providerColumns } from './report-columns';
import { ReportTable, type Formatters } from './report-table';

/** Distinct colours with enough contrast on white, one per line. */
const COLORS = {
  bets: '#1d4ed8',
  wins: '#b45309',
  ggr: '#166534',
  deposits: '#7c3aed',
  withdrawals: '#be123c',
};

/** A site's reports: the period form, the daily chart and table, then providers and games; every table as CSV. */
export const ReportsPage = observer(function ReportsPage() {
  const { t, i18n } = useTranslation();
  const { reports, sites } = useBackoffice();

  useEffect(() => {
    void (async () => {
      await sites.ensureLoaded();
      reports.chooseDefaultSite(sites.sites.map((site) => site.site_id));
      await reports.load();
    })();
  }, [reports, sites]);

  const currency = reports.daily?.currency;
  const format: Formatters = useMemo(() => {
    const money = new Intl.NumberFormat(i18n.language, currency ? { style: 'currency', currency } : {});
    const count = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
    return { money: (value) => money.format(value), count: (value) => count.format(value) };
  }, [i18n.language, currency]);
  const lines: ChartLine[] = useMemo(
    () => [
      { figure: 'bets', label: t('reports.bets'), color: COLORS.bets },
      { figure: 'wins', label: t('reports.wins'), color: COLORS.wins },
      { figure: 'ggr', label: t('reports.ggr'), color: COLORS.ggr },
      { figure: 'deposits', label: t('reports.deposits'), color: COLORS.deposits },
      { figure: 'withdrawals', label: t('reports.withdrawals'), color: COLORS.withdrawals },
    ],
    [t],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void reports.load();
  };
  const siteKey = sites.sites.find((site) => String(site.site_id) === reports.siteId)?.key ?? 'site';
  const { daily, games } = reports;

  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title">{t('reports.title')}</h1>
      <form className="bo-card bo-filters" onSubmit={submit} aria-label={t('reports.period')}>
        <label className="bo-field">
          <span>{t('reports.site')}</span>
          <select value={reports.siteId} onChange={(event) => reports.setField('siteId', event.target.value)}>
            {sites.sites.map((site) => (
              <option key={site.site_id} value={site.site_id}>
                {site.name}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('reports.from')}</span>
          <input
            type="date"
            value={reports.from}
            onChange={(event) => reports.setField('from', event.target.value)}
          />
        </label>
        <label className="bo-field">
          <span>{t('reports.to')}</span>
          <input
            type="date"
            value={reports.to}
            onChange={(event) => reports.setField('to', event.target.value)}
          />
        </label>
        <div className="bo-actions">
          <button className="bo-button bo-button--primary" type="submit" disabled={reports.loading}>
            {t('reports.show')}
          </button>
          <small className="bo-count">{t('reports.utcNote')}</small>
        </div>
      </form>
      <ErrorMessage error={reports.error} />
      {daily && games && (
        <div aria-busy={reports.loading}>
          <section className="bo-section bo-card" aria-labelledby="reports-chart">
            <h2 id="reports-chart">{t('reports.chartTitle')}</h2>
            <DailyChart
              days={daily.days}
              lines={lines}
              format={format.money}
              summary={t('reports.chartSummary', {
                ggr: format.money(daily.totals.ggr),
                bets: format.money(daily.totals.bets),
                days: daily.days.length,
              })}
            />
          </section>
          <ReportTable
            title={t('reports.dailyTitle')}
            columns={dailyColumns(t)}
            rows={daily.days}
            totals={{ day: t('reports.total'), ...daily.totals }}
            format={format}
            fileName={reports.fileName('daily', siteKey)}
            rowKey={(row) => row.day}
          />
          <ReportTable
            title={t('reports.providersTitle')}
            columns={providerColumns(t)}
            rows={games.providers}
            format={format}
            fileName={reports.fileName('providers', siteKey)}
            rowKey={(row) => row.provider}
          />
          <ReportTable
            title={t('reports.gamesTitle')}
            columns={gameColumns(t)}
            rows={games.games}
            format={format}
            fileName={reports.fileName('games', siteKey)}
            rowKey={(row) => `${row.provider}/${row.game}`}
          />
        </div>
      )}
    </section>
  );
});
