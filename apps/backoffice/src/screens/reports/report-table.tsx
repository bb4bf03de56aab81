import { useTranslation } from 'react-i18next';
import { csvText, downloadCsv, type CsvColumn } from '../../csv/csv-file';

/** A report column: CSV has the raw value, the screen shows money and counts formatted. */
export interface ReportColumn<Row> extends CsvColumn<Row> {
  kind: 'money' | 'count' | 'text';
}

export interface Formatters {
  money: (value: number) => string;
  count: (value: number) => string;
}

function cellText<Row>(column: ReportColumn<Row>, row: Row, format: Formatters): string {
  const value = column.value(row);
  if (typeof value === 'string' || column.kind === 'text') return String(value);
  return column.kind === 'money' ? format.money(value) : format.count(value);
}

/** A report's table: the first column names the row; an optional totals row; its CSV download. */
export function ReportTable<Row>({
  title,
  columns,
  rows,
  totals,
  format,
  fileName,
  rowKey,
}: {
  title: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  totals?: Row;
  format: Formatters;
  fileName: string;
  rowKey: (row: Row) => string;
}) {
  const { t } = useTranslation();
  const titleId = `report-${fileName.split('-')[0]}`;
  const download = () => downloadCsv(fileName, csvText(columns, totals ? [...rows, totals] : rows));
  const cells = (row: Row) =>
    columns.map((column, index) =>
      index === 0 ? (
        <th scope="row" key={column.header}>
          {cellText(column, row, format)}
        </th>
      ) : (
        <td key={column.header} className={column.kind === 'text' ? undefined : 'bo-number'}>
          {cellText(column, row, format)}
        </td>
      ),
    );
  return (
    <section className="bo-section" aria-labelledby={titleId}>
      <div className="bo-section__head">
        <h2 id={titleId}>{title}</h2>
        <button className="bo-button" type="button" onClick={download} disabled={rows.length === 0}>
          {t('reports.downloadCsv')}
        </button>
      </div>
      {rows.length === 0 ? (
        <p>{t('reports.nothing')}</p>
      ) : (
        // Focusable so that a keyboard can scroll a table wider than the screen.
        <div className="bo-table-wrap" tabIndex={0} role="group" aria-labelledby={titleId}>
          <table className="bo-table bo-table--report">
            <caption className="bo-visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th scope="col" key={column.header}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>{cells(row)}</tr>
              ))}
            </tbody>
            {totals && (
              <tfoot>
                <tr>{cells(totals)}</tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </section>
  );
}
