import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../stores/amounts';
import { MONEY_DECIDE_ROLES } from '../../stores/money/money-roles';
import {
  OPEN_ROUND_WAITS,
  OPEN_ROUNDS_PAGE_SIZE,
  type OpenRound,
  type OpenRoundWait,
} from '../../stores/money/open-rounds-store';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';
import { ListPaginator } from '../list-paginator';
import { MoneyFilters } from './money-filters';
import { formatWhen } from './money-labels';

/** An age in minutes as hours and minutes ("2 h 05 min", "40 min"). */
function ageLabel(t: TFunction, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0
    ? t('money.ageHours', { hours, minutes: String(rest).padStart(2, '0') })
    : t('money.ageMinutes', { minutes });
}

/** Rounds providers left open (a bet and no result): owner and finance close one, refunding the stake. */
export const OpenRoundsPage = observer(function OpenRoundsPage() {
  const { t, i18n } = useTranslation();
  const { openRounds, sites, session } = useBackoffice();
  const closes = session.profile !== undefined && MONEY_DECIDE_ROLES.includes(session.profile.role);

  useEffect(() => {
    void openRounds.load(1);
    void sites.ensureLoaded();
  }, [openRounds, sites]);

  const waits = OPEN_ROUND_WAITS.map((minutes) => ({ value: String(minutes), label: ageLabel(t, minutes) }));
  const notice = openRounds.notice;
  const list = openRounds.list;
  return (
    <section aria-labelledby="open-rounds-title">
      <h1 id="open-rounds-title">{t('money.openRoundsTitle')}</h1>
      <p className="bo-count">{t('money.openRoundsIntro')}</p>
      <MoneyFilters
        label={t('money.filters')}
        states={waits}
        state={String(openRounds.olderThan)}
        stateLabel={t('money.olderThan')}
        siteId={openRounds.siteId}
        onState={(minutes) => void openRounds.setOlderThan(Number(minutes) as OpenRoundWait)}
        onSite={(siteId) => void openRounds.setSite(siteId)}
      />
      <ErrorMessage error={list.error} />
      {notice && (
        <p className="bo-notice" role="status" data-testid="rounds-notice">
          {notice.outcome === 'closed'
            ? t('money.roundClosedNotice', {
                id: notice.roundId,
                account: notice.accountId,
                amount: formatMinor(notice.refundedMinor, notice.currency, notice.digits, i18n.language),
              })
            : t('money.roundAlreadyClosed', { id: notice.roundId })}
        </p>
      )}
      {list.loaded && (
        <p role="status" className="bo-count">
          {list.total === 0 ? t('money.noOpenRounds') : t('money.openRoundCount', { count: list.total })}
        </p>
      )}
      {list.value.length > 0 && (
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--stack bo-money-table" aria-busy={list.loading}>
            <caption className="bo-visually-hidden">{t('money.openRoundsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('money.round')}</th>
                <th scope="col">{t('money.site')}</th>
                <th scope="col">{t('money.player')}</th>
                <th scope="col">{t('money.providerGame')}</th>
                <th scope="col" className="bo-money-amount">
                  {t('money.stake')}
                </th>
                <th scope="col">{t('money.age')}</th>
                {closes && <th scope="col">{t('money.decide')}</th>}
              </tr>
            </thead>
            <tbody>
              {list.value.map((round) => (
                <OpenRoundRow
                  key={`${round.provider_code}:${round.round_id}`}
                  round={round}
                  closes={closes}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPaginator list={list} pageSize={OPEN_ROUNDS_PAGE_SIZE} />
    </section>
  );
});

const OpenRoundRow = observer(function OpenRoundRow({
  round,
  closes,
}: {
  round: OpenRound;
  closes: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { openRounds } = useBackoffice();
  const stake = formatMinor(round.stake_minor, round.currency, round.digits, i18n.language);
  const asking = openRounds.isAsking(round);
  const errorId = `close-error-${round.provider_code}-${round.round_id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void openRounds.confirm(round);
  };
  return (
    <tr data-testid="open-round-row" data-round={round.round_id}>
      <th scope="row" className="bo-wrap">
        {round.round_id}
      </th>
      <td data-label={t('money.site')}>{round.site_key}</td>
      <td className="bo-wrap" data-label={t('money.player')}>
        {round.account_id}
      </td>
      <td className="bo-wrap" data-label={t('money.providerGame')}>
        {round.provider_name} · {round.game_name}
      </td>
      <td className="bo-money-amount bo-nowrap" data-label={t('money.stake')}>
        {stake}
      </td>
      <td className="bo-nowrap" data-label={t('money.age')}>
        {ageLabel(t, round.age_minutes)}
        <span className="bo-money-reason">
          <time dateTime={round.started_at}>{formatWhen(round.started_at, i18n.language)}</time>
        </span>
      </td>
      {closes && (
        <td data-label={t('money.decide')}>
          {asking ? (
            <form className="bo-money-decision" onSubmit={submit}>
              <p>{t('money.confirmClose', { amount: stake, account: round.account_id })}</p>
              <ErrorMessage error={openRounds.closeError} id={errorId} />
              <div className="bo-actions">
                <button
                  className="bo-button bo-button--primary"
                  type="submit"
                  disabled={openRounds.closing}
                  aria-describedby={openRounds.closeError ? errorId : undefined}
                >
                  {t('money.confirmCloseButton')}
                </button>
                <button className="bo-button" type="button" onClick={() => openRounds.cancel()}>
                  {t('money.cancel')}
                </button>
              </div>
            </form>
          ) : (
            <button
              className="bo-button"
              type="button"
              onClick={() => openRounds.ask(round)}
              aria-label={t('money.closeOne', { id: round.round_id })}
            >
              {t('money.closeRound')}
            </button>
          )}
        </td>
      )}
    </tr>
  );
});
