import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';
import { ListPaginator } from '../list-paginator';
import {
  betStateText,
  cashierStateText,
  formatMoment,
  legEvent,
  legMarket,
  legPick,
  localName,
} from './player-format';

/** Amounts of these lists, which come in major units of the player's currency (not minor as the statement). */
function useMajor(currency: string) {
  const { i18n } = useTranslation();
  return (major: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(major);
}

/** The player's deposits and withdrawals, newest first. */
export const PlayerCashier = observer(function PlayerCashier({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation();
  const { player: store } = useBackoffice();
  const list = store.cashier;
  const major = useMajor(currency);
  return (
    <section className="bo-card" aria-labelledby="player-cashier">
      <h2 id="player-cashier">{t('players.cashier')}</h2>
      <ErrorMessage error={list.error} />
      {list.loaded && list.value.length === 0 && <p>{t('players.noCashier')}</p>}
      {list.value.length > 0 && (
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--stack" aria-busy={list.loading}>
            <caption className="bo-visually-hidden">{t('players.cashier')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('players.when')}</th>
                <th scope="col">{t('players.kind')}</th>
                <th scope="col">{t('players.method')}</th>
                <th scope="col">{t('players.lineAmount')}</th>
                <th scope="col">{t('players.state')}</th>
              </tr>
            </thead>
            <tbody>
              {list.value.map((record) => (
                <tr key={record.id} data-testid="cashier-record">
                  <th scope="row" className="bo-nowrap">
                    <time dateTime={record.created_at}>{formatMoment(record.created_at, i18n.language)}</time>
                  </th>
                  <td data-label={t('players.kind')}>
                    {record.type === 'deposit' ? t('players.deposit') : t('players.withdrawal')}
                  </td>
                  <td data-label={t('players.method')}>{record.method_name}</td>
                  <td data-label={t('players.lineAmount')} className="bo-amount">
                    {major(record.amount)}
                  </td>
                  <td data-label={t('players.state')}>{cashierStateText(t, record)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPaginator list={list} pageSize={list.pageSize} />
    </section>
  );
});

/** The player's game rounds, newest first. */
export const PlayerRounds = observer(function PlayerRounds({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation();
  const { player: store } = useBackoffice();
  const list = store.rounds;
  const major = useMajor(currency);
  return (
    <section className="bo-card" aria-labelledby="player-rounds">
      <h2 id="player-rounds">{t('players.rounds')}</h2>
      <ErrorMessage error={list.error} />
      {list.loaded && list.value.length === 0 && <p>{t('players.noRounds')}</p>}
      {list.value.length > 0 && (
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--stack" aria-busy={list.loading}>
            <caption className="bo-visually-hidden">{t('players.rounds')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('players.when')}</th>
                <th scope="col">{t('players.game')}</th>
                <th scope="col">{t('players.bet')}</th>
                <th scope="col">{t('players.win')}</th>
                <th scope="col">{t('players.net')}</th>
                <th scope="col">{t('players.state')}</th>
              </tr>
            </thead>
            <tbody>
              {list.value.map((round) => (
                <tr key={`${round.provider_code}:${round.round_id}`} data-testid="round-row">
                  <th scope="row" className="bo-nowrap">
                    <time dateTime={round.started_at}>{formatMoment(round.started_at, i18n.language)}</time>
                  </th>
                  <td className="bo-wrap" data-label={t('players.game')}>
                    {round.game_name} ({round.provider_name})
                  </td>
                  <td data-label={t('players.bet')} className="bo-amount">
                    {major(round.bet)}
                  </td>
                  <td data-label={t('players.win')} className="bo-amount">
                    {major(round.win)}
                  </td>
                  <td data-label={t('players.net')} className="bo-amount">
                    {major(round.net)}
                  </td>
                  <td data-label={t('players.state')}>
                    {round.status === 'open' ? t('players.roundOpen') : t('players.roundClosed')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPaginator list={list} pageSize={list.pageSize} />
    </section>
  );
});

/** The player's sports bets, newest first: each selection (event, market, pick, odds), stake, state, return. */
export const PlayerBets = observer(function PlayerBets({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation();
  const { player: store } = useBackoffice();
  const list = store.bets;
  const major = useMajor(currency);
  return (
    <section className="bo-card" aria-labelledby="player-bets">
      <h2 id="player-bets">{t('players.bets')}</h2>
      <ErrorMessage error={list.error} />
      {list.loaded && list.value.length === 0 && <p>{t('players.noBets')}</p>}
      {list.value.length > 0 && (
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--stack" aria-busy={list.loading}>
            <caption className="bo-visually-hidden">{t('players.bets')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('players.when')}</th>
                <th scope="col">{t('players.selections')}</th>
                <th scope="col">{t('players.odds')}</th>
                <th scope="col">{t('players.stake')}</th>
                <th scope="col">{t('players.state')}</th>
                <th scope="col">{t('players.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {list.value.map((bet) => (
                <tr key={bet.bet_id} data-testid="bet-row">
                  <th scope="row" className="bo-nowrap">
                    <time dateTime={bet.placed_at}>{formatMoment(bet.placed_at, i18n.language)}</time>
                  </th>
                  <td className="bo-wrap" data-label={t('players.selections')}>
                    <ul className="bo-legs">
                      {bet.legs.map((leg) => (
                        <li key={leg.line_id}>
                          <strong>{legEvent(t, leg, i18n.language)}</strong>{' '}
                          <span className="bo-muted">({localName(leg.league, i18n.language)})</span>
                          <br />
                          {legMarket(t, leg)}: {legPick(t, leg)} @ {leg.odds.toFixed(2)}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td data-label={t('players.odds')} className="bo-amount">
                    {bet.odds.toFixed(2)}
                  </td>
                  <td data-label={t('players.stake')} className="bo-amount">
                    {major(bet.stake)}
                  </td>
                  <td data-label={t('players.state')}>{betStateText(t, bet.state)}</td>
                  <td data-label={t('players.payout')} className="bo-amount">
                    {bet.return === null ? t('players.none') : major(bet.return)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPaginator list={list} pageSize={list.pageSize} />
    </section>
  );
});
