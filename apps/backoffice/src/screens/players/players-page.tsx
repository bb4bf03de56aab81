import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@wl/router';
import { PLAYERS_PAGE_SIZE } from '../../stores/players/players-search-store';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';
import { ListPaginator } from '../list-paginator';
import { formatMoment, playerPath, statusText } from './player-format';

/** The players search: one field, a site filter, the results linking to each player's page. */
export const PlayersPage = observer(function PlayersPage() {
  const { t, i18n } = useTranslation();
  const { playersSearch: search, sites } = useBackoffice();

  useEffect(() => {
    void sites.ensureLoaded();
  }, [sites]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search.search();
  };

  return (
    <section aria-labelledby="players-title">
      <h1 id="players-title">{t('players.title')}</h1>
      <form
        className="bo-card bo-filters"
        role="search"
        onSubmit={submit}
        aria-label={t('players.searchLabel')}
      >
        <label className="bo-field bo-players-query">
          <span>{t('players.query')}</span>
          <input
            type="search"
            value={search.query}
            maxLength={100}
            onChange={(event) => search.setQuery(event.target.value)}
            placeholder={t('players.queryHint')}
          />
        </label>
        <label className="bo-field">
          <span>{t('players.site')}</span>
          <select value={search.siteId} onChange={(event) => search.setSite(event.target.value)}>
            <option value="">{t('players.allSites')}</option>
            {sites.sites.map((site) => (
              <option key={site.site_id} value={String(site.site_id)}>
                {site.name}
              </option>
            ))}
          </select>
        </label>
        <div className="bo-actions">
          <button className="bo-button bo-button--primary" type="submit" disabled={search.loading}>
            {t('players.search')}
          </button>
        </div>
      </form>
      <ErrorMessage error={search.error} />
      {search.searched && !search.error && (
        <p role="status" className="bo-count">
          {search.total === 0 ? t('players.empty') : t('players.count', { count: search.total })}
        </p>
      )}
      {search.results.length > 0 && (
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--stack" aria-busy={search.loading}>
            <caption className="bo-visually-hidden">{t('players.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('players.accountId')}</th>
                <th scope="col">{t('players.name')}</th>
                <th scope="col">{t('players.phone')}</th>
                <th scope="col">{t('players.email')}</th>
                <th scope="col">{t('players.site')}</th>
                <th scope="col">{t('players.status')}</th>
                <th scope="col">{t('players.lastSignIn')}</th>
              </tr>
            </thead>
            <tbody>
              {search.results.map((player) => (
                <tr key={`${player.site_id}:${player.account_id}`} data-testid="player-result">
                  <th scope="row">
                    <Link to={playerPath(player.site_id, player.account_id)}>{player.account_id}</Link>
                  </th>
                  <td className="bo-wrap" data-label={t('players.name')}>
                    {player.full_name || t('players.none')}
                  </td>
                  <td data-label={t('players.phone')}>{player.contact_phone}</td>
                  <td className="bo-wrap" data-label={t('players.email')}>
                    {player.contact_email || t('players.none')}
                  </td>
                  <td data-label={t('players.site')}>{sites.nameOf(player.site_id) ?? player.site_key}</td>
                  <td data-label={t('players.status')}>{statusText(t, player.status)}</td>
                  <td data-label={t('players.lastSignIn')}>
                    {player.last_login_at
                      ? formatMoment(player.last_login_at, i18n.language)
                      : t('players.never')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPaginator list={search} pageSize={PLAYERS_PAGE_SIZE} />
    </section>
  );
});
