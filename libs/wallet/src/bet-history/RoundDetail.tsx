import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { CloseIcon, ErrorPanel, Modal, Spinner, type ModalState } from '@wl/ui';
import type { BetHistoryStore } from './bet-history-store';
import type { ShownMove } from './shown-round';
import { netClass, type RoundFormat } from './use-round-format';

function MoveKind({ kind }: { kind: ShownMove['kind'] }) {
  const { t } = useTranslation();
  switch (kind) {
    case 'bet':
      return <>{t('betsBet')}</>;
    case 'win':
      return <>{t('betsWin')}</>;
    case 'rollback':
      return <>{t('betsRefund')}</>;
  }
}

/**
 * One round opened from the history, in a modal: its game, time and amounts at once, then every wallet
 * call the provider made in it (bets, wins, refunds) with its transaction id and time.
 */
export const RoundDetail = observer(function RoundDetail({
  history,
  format,
}: {
  history: BetHistoryStore;
  format: RoundFormat;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [closing, setClosing] = useState(false);
  const detail = history.detail;
  const state: ModalState = !detail ? 'closed' : closing ? 'closing' : 'open';
  if (!detail) return null;
  const { round } = detail;
  const close = () => setClosing(true);
  return (
    <Modal
      state={state}
      labelledBy={titleId}
      onDismiss={close}
      onClosed={() => {
        setClosing(false);
        history.closeRound();
      }}
      className="wl-bets__detail"
    >
      <button
        type="button"
        className="wl-bets__detail-close"
        aria-label={t('messages:close')}
        onClick={close}
      >
        <CloseIcon size={20} />
      </button>
      <h2 id={titleId} className="wl-bets__detail-title">
        {t('betsRoundTitle', { id: round.round_id })}
      </h2>
      <dl className="wl-bets__summary">
        <div>
          <dt>{t('betsGame')}</dt>
          <dd>{round.game_name}</dd>
        </div>
        <div>
          <dt>{t('betsProvider')}</dt>
          <dd>{round.provider_name}</dd>
        </div>
        <div>
          <dt>{t('betsTime')}</dt>
          <dd>
            <time dateTime={round.started_at}>{format.time(round.started_at)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('betsBet')}</dt>
          <dd>{format.money(round.bet)}</dd>
        </div>
        <div>
          <dt>{t('betsWin')}</dt>
          <dd>{format.money(round.win)}</dd>
        </div>
        {round.refund !== 0 ? (
          <div>
            <dt>{t('betsRefund')}</dt>
            <dd>{format.money(round.refund)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('betsNet')}</dt>
          <dd>
            {round.status === 'open' ? (
              <span className="wl-bets__open">{t('betsInPlay')}</span>
            ) : (
              <span className={netClass(round.net)}>{format.signed(round.net)}</span>
            )}
          </dd>
        </div>
      </dl>

      <h3 className="wl-bets__moves-title">{t('betsMoves')}</h3>
      {detail.status === 'loading' ? (
        <Spinner label={t('loading')} />
      ) : detail.status === 'failed' ? (
        <ErrorPanel
          message={t(`errors:${detail.errorKey ?? 'unknownError'}`, {
            defaultValue: t('errors:unknownError'),
          })}
          actionLabel={t('retry')}
          onAction={() => void history.openRound(round)}
        />
      ) : (
        <ol className="wl-bets__moves">
          {detail.moves.map((move) => (
            <li key={move.transaction_id} className={`wl-bets__move wl-bets__move--${move.kind}`}>
              <span className="wl-bets__move-kind">
                <MoveKind kind={move.kind} />
              </span>
              <span
                className={`wl-bets__move-amount${move.amount === 0 ? ' wl-bets__move-amount--zero' : ''}`}
              >
                {move.kind === 'bet' ? format.money(-move.amount) : format.signed(move.amount)}
              </span>
              <span className="wl-bets__move-id">
                {t('betsTransaction')}: <code>{move.transaction_id}</code>
              </span>
              <time className="wl-bets__move-time" dateTime={move.created_at}>
                {format.time(move.created_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
});
