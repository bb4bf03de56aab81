import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { StatementLine } from '../../stores/players/player-store';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';
import { formatMoment } from './player-format';
import { useMoney } from './use-money';

/** The player's statement, newest first, a page at a time. */
export const PlayerStatement = observer(function PlayerStatement() {
  const { t, i18n } = useTranslation();
  const { player: store } = useBackoffice();
  const money = useMoney(store.player);
  const show = (line: StatementLine, minor: number) =>
    line.asset === 'token' ? money.count(minor) : money.amount(minor);
  return (
    <section className="bo-card" aria-labelledby="player-statement">
      <h2 id="player-statement">{t('players.statement')}</h2>
      <ErrorMessage error={store.ledgerError} />
      {store.lines.length === 0 && !store.ledgerLoading && <p>{t('players.noLines')}</p>}
      {store.lines.length > 0 && (
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--stack" aria-busy={store.ledgerLoading}>
            <caption className="bo-visually-hidden">{t('players.statement')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('players.when')}</th>
                <th scope="col">{t('players.kind')}</th>
                <th scope="col">{t('players.pocket')}</th>
                <th scope="col">{t('players.lineAmount')}</th>
                <th scope="col">{t('players.balanceAfter')}</th>
                <th scope="col">{t('players.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {store.lines.map((line) => (
                <tr key={`${line.transaction_id}:${line.asset}:${line.pocket}`} data-testid="statement-line">
                  <th scope="row" className="bo-nowrap">
                    <time dateTime={line.created_at}>{formatMoment(line.created_at, i18n.language)}</time>
                  </th>
                  <td data-label={t('players.kind')}>{line.kind}</td>
                  <td data-label={t('players.pocket')}>
                    {line.asset} · {line.pocket}
                  </td>
                  <td data-label={t('players.lineAmount')} className="bo-amount">
                    {show(line, line.amount_minor)}
                  </td>
                  <td data-label={t('players.balanceAfter')} className="bo-amount">
                    {show(line, line.balance_after_minor)}
                  </td>
                  <td className="bo-wrap" data-label={t('players.reason')}>
                    {line.reason || t('players.none')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="bo-actions">
        <button
          className="bo-button"
          type="button"
          disabled={!store.hasNewer || store.ledgerLoading}
          onClick={() => void store.newerPage()}
        >
          {t('players.newer')}
        </button>
        <button
          className="bo-button"
          type="button"
          disabled={store.nextBefore === null || store.ledgerLoading}
          onClick={() => void store.olderPage()}
        >
          {t('players.older')}
        </button>
      </div>
    </section>
  );
});
