import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { MAX_STATEMENT_CSV_LINES, STATEMENT_TYPES } from '@wl/api';
import { formatNumber, useTranslation } from '@wl/i18n';
import { useNarrowColumn, usePaginatorLabels, useStores } from '@wl/core';
import { ErrorPanel, Paginator, Spinner } from '@wl/ui';
import { CashierPage } from '../lib/CashierPage';
import { errorText } from '../lib/texts';
import { useCashierFormat } from '../lib/use-cashier-format';
import { StatementCards, StatementTable, typeLabel } from './StatementLines';
import { useStatement } from './statement-feature';
import type { StatementStore } from './statement-store';
import './statement.css';

/** The narrowest column the statement's table fits in; narrower ones get cards. */
const TABLE_MIN_WIDTH = 720;

/** The range of days and the type, applied as they change, and the CSV of the same selection. */
const StatementFilters = observer(function StatementFilters({ statement }: { statement: StatementStore }) {
  const { t } = useTranslation('cashier');
  const id = useId();
  const { dateFrom, dateTo, type } = statement.filters;
  return (
    <form className="wl-cashier__filters" onSubmit={(event) => event.preventDefault()}>
      <div className="wl-cashier__field">
        <label className="wl-cashier__label" htmlFor={`${id}-from`}>
          {t('dateFrom')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={dateFrom}
          max={statement.today}
          required
          onChange={(event) => statement.setDateFrom(event.target.value)}
        />
      </div>
      <div className="wl-cashier__field">
        <label className="wl-cashier__label" htmlFor={`${id}-to`}>
          {t('dateTo')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={dateTo}
          max={statement.today}
          required
          onChange={(event) => statement.setDateTo(event.target.value)}
        />
      </div>
      <div className="wl-cashier__field">
        <label className="wl-cashier__label" htmlFor={`${id}-type`}>
          {t('typeLabel')}
        </label>
        <select id={`${id}-type`} value={type} onChange={(event) => statement.setType(event.target.value)}>
          <option value="">{t('typeAll')}</option>
          {STATEMENT_TYPES.map((option) => (
            <option key={option} value={option}>
              {typeLabel(t, option)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="wl-cashier__ghost wl-cashier__download"
        disabled={statement.downloading}
        aria-busy={statement.downloading}
        onClick={() => void statement.downloadCsv()}
      >
        {statement.downloading ? t('sending') : t('downloadCsv')}
      </button>
    </form>
  );
});

/**
 * /statement (a member page): every movement of the balance with the balance after it, newest first, by
 * days and type, one page at a time (a table in a wide column, cards in a narrow one), and the same
 * selection as a CSV file.
 */
export const StatementPage = observer(function StatementPage() {
  const { t } = useTranslation('cashier');
  const { locale } = useStores();
  const statement = useStatement();
  const format = useCashierFormat();
  const labels = usePaginatorLabels();
  const column = useRef<HTMLDivElement>(null);
  const narrow = useNarrowColumn(column, TABLE_MIN_WIDTH);

  useEffect(() => {
    void statement.load();
  }, [statement]);

  let results;
  if (statement.status === 'failed') {
    results = (
      <ErrorPanel
        message={errorText(t, statement.errorKey ?? 'unknownError')}
        actionLabel={t('ui:retry')}
        onAction={() => void statement.load()}
      />
    );
  } else if (statement.loading && statement.lines.length === 0) {
    results = <Spinner label={t('ui:loading')} />;
  } else if (statement.empty) {
    results = <p className="wl-cashier__empty">{t('statementEmpty')}</p>;
  } else {
    const Lines = narrow ? StatementCards : StatementTable;
    results = <Lines lines={statement.lines} currency={format.currency} format={format} />;
  }

  return (
    <CashierPage screen="statement" title={t('statementTitle')}>
      <div className="wl-cashier__column" ref={column}>
        <StatementFilters statement={statement} />
        <div role="status" className="wl-cashier__status wl-cashier__live">
          {statement.truncated
            ? t('csvTruncated', { lines: formatNumber(MAX_STATEMENT_CSV_LINES, locale.language) })
            : null}
        </div>
        <div className="wl-cashier__results" aria-busy={statement.loading}>
          {results}
        </div>
        {statement.status === 'failed' ? null : (
          <Paginator
            totalItems={statement.total}
            itemsPerPage={statement.pageSize}
            currentPage={statement.page}
            disabled={statement.loading}
            onChange={statement.setPage}
            labels={labels}
          />
        )}
      </div>
    </CashierPage>
  );
});
