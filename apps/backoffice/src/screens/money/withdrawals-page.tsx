import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../stores/amounts';
import { MONEY_DECIDE_ROLES } from '../../stores/money/money-roles';
import {
  MAX_REASON_LENGTH,
  WITHDRAWAL_FILTER_STATES,
  WITHDRAWAL_PAGE_SIZE,
  type QueuedWithdrawal,
  type WithdrawalState,
} from '../../stores/money/withdrawal-queue-store';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';
import { FourEyesCard } from './four-eyes-card';
import { MoneyFilters } from './money-filters';
import { formatWhen, withdrawalStateLabel } from './money-labels';
import { ListPaginator } from '../list-paginator';

/** The withdrawal queue: filters, one row per withdrawal, approve and reject for owner and finance. */
export const WithdrawalsPage = observer(function WithdrawalsPage() {
  const { t } = useTranslation();
  const { withdrawals, sites, session } = useBackoffice();
  const decides = session.profile !== undefined && MONEY_DECIDE_ROLES.includes(session.profile.role);

  useEffect(() => {
    void withdrawals.load(1);
    void sites.ensureLoaded();
  }, [withdrawals, sites]);

  const notice = withdrawals.notice;
  const states = WITHDRAWAL_FILTER_STATES.map((state) => ({
    value: state,
    label: withdrawalStateLabel(t, state),
  }));
  return (
    <section aria-labelledby="withdrawals-title">
      <h1 id="withdrawals-title">{t('money.withdrawalsTitle')}</h1>
      <MoneyFilters
        label={t('money.filters')}
        states={states}
        state={withdrawals.state}
        siteId={withdrawals.siteId}
        onState={(state) => void withdrawals.setState(state as WithdrawalState)}
        onSite={(siteId) => void withdrawals.setSite(siteId)}
      />
      <ErrorMessage error={withdrawals.error} />
      {notice && (
        <p className="bo-notice" role="status" data-testid="money-notice">
          {notice.kind === 'approved' && t('money.noticeApproved', { id: notice.withdrawalId })}
          {notice.kind === 'awaitingSecondApprover' && t('money.noticeAwaiting', { id: notice.withdrawalId })}
          {notice.kind === 'alreadyApproved' && t('money.noticeAlreadyApproved', { id: notice.withdrawalId })}
          {notice.kind === 'rejected' && t('money.noticeRejected', { id: notice.withdrawalId })}
          {notice.kind === 'alreadyRejected' && t('money.noticeAlreadyRejected', { id: notice.withdrawalId })}
        </p>
      )}
      {withdrawals.loaded && (
        <p role="status" className="bo-count">
          {withdrawals.total === 0
            ? t('money.noWithdrawals')
            : t('money.withdrawalCount', { count: withdrawals.total })}
        </p>
      )}
      {withdrawals.rows.length > 0 && (
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--stack bo-money-table" aria-busy={withdrawals.loading}>
            <caption className="bo-visually-hidden">{t('money.withdrawalsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('money.withdrawal')}</th>
                <th scope="col">{t('money.site')}</th>
                <th scope="col">{t('money.player')}</th>
                <th scope="col" className="bo-money-amount">
                  {t('money.amount')}
                </th>
                <th scope="col">{t('money.stateColumn')}</th>
                <th scope="col">{t('money.requested')}</th>
                <th scope="col">{t('money.approvals')}</th>
                {decides && <th scope="col">{t('money.decide')}</th>}
              </tr>
            </thead>
            <tbody>
              {withdrawals.rows.map((row) => (
                <WithdrawalRow key={row.withdrawal_id} row={row} decides={decides} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPaginator list={withdrawals} pageSize={WITHDRAWAL_PAGE_SIZE} />
      <FourEyesCard decides={decides} />
    </section>
  );
});

const WithdrawalRow = observer(function WithdrawalRow({
  row,
  decides,
}: {
  row: QueuedWithdrawal;
  decides: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { withdrawals } = useBackoffice();
  const approvers = row.approvals.map((approval) => approval.staff_email).join(', ');
  const awaiting = row.state === 'pending' && row.needs_second_approver && row.approvals.length > 0;
  const asking = withdrawals.decision?.withdrawalId === row.withdrawal_id ? withdrawals.decision : undefined;
  return (
    <tr data-testid="withdrawal-row" data-withdrawal={row.withdrawal_id}>
      <th scope="row" className="bo-wrap">
        {row.withdrawal_id}
      </th>
      <td data-label={t('money.site')}>{row.site_key}</td>
      <td className="bo-wrap" data-label={t('money.player')}>
        {row.account_id}
      </td>
      <td className="bo-money-amount bo-nowrap" data-label={t('money.amount')}>
        {formatMinor(row.amount_minor, row.currency, row.digits, i18n.language)}
      </td>
      <td data-label={t('money.stateColumn')}>
        {withdrawalStateLabel(t, row.state)}
        {row.reason && <span className="bo-money-reason">{row.reason}</span>}
      </td>
      <td className="bo-nowrap" data-label={t('money.requested')}>
        <time dateTime={row.requested_at}>{formatWhen(row.requested_at, i18n.language)}</time>
      </td>
      <td className="bo-wrap" data-label={t('money.approvals')}>
        {awaiting ? (
          <span className="bo-badge bo-money-awaiting" data-testid="awaiting-second">
            {t('money.awaitingSecond', { names: approvers })}
          </span>
        ) : (
          approvers || (row.needs_second_approver && row.state === 'pending' ? t('money.twoNeeded') : '—')
        )}
      </td>
      {decides && (
        <td data-label={t('money.decide')}>
          {row.state === 'pending' && !asking && (
            <div className="bo-actions">
              <button
                className="bo-button bo-button--primary"
                type="button"
                onClick={() => withdrawals.ask(row.withdrawal_id, 'approve')}
                aria-label={t('money.approveOne', { id: row.withdrawal_id })}
              >
                {t('money.approve')}
              </button>
              <button
                className="bo-button"
                type="button"
                onClick={() => withdrawals.ask(row.withdrawal_id, 'reject')}
                aria-label={t('money.rejectOne', { id: row.withdrawal_id })}
              >
                {t('money.reject')}
              </button>
            </div>
          )}
          {asking && <DecisionForm row={row} kind={asking.kind} />}
        </td>
      )}
    </tr>
  );
});

/** The confirmation of an approval, or the reason of a rejection, inside the row it is about. */
const DecisionForm = observer(function DecisionForm({
  row,
  kind,
}: {
  row: QueuedWithdrawal;
  kind: 'approve' | 'reject';
}) {
  const { t, i18n } = useTranslation();
  const { withdrawals } = useBackoffice();
  const amount = formatMinor(row.amount_minor, row.currency, row.digits, i18n.language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void withdrawals.confirm();
  };
  const errorId = `decision-error-${row.withdrawal_id}`;
  return (
    <form className="bo-money-decision" onSubmit={submit}>
      {kind === 'approve' ? (
        <p>{t('money.confirmApprove', { amount, account: row.account_id })}</p>
      ) : (
        <label className="bo-field">
          <span>{t('money.rejectReason')}</span>
          <textarea
            value={withdrawals.reason}
            maxLength={MAX_REASON_LENGTH}
            rows={2}
            required
            aria-describedby={withdrawals.decisionError ? errorId : undefined}
            onChange={(event) => withdrawals.setReason(event.target.value)}
          />
        </label>
      )}
      <ErrorMessage error={withdrawals.decisionError} id={errorId} />
      <div className="bo-actions">
        <button className="bo-button bo-button--primary" type="submit" disabled={withdrawals.deciding}>
          {kind === 'approve' ? t('money.confirmApproveButton') : t('money.confirmRejectButton')}
        </button>
        <button className="bo-button" type="button" onClick={() => withdrawals.cancelDecision()}>
          {t('money.cancel')}
        </button>
      </div>
    </form>
  );
});
