import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REASON_LENGTH } from '../../stores/players/player-store';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';
import { useMoney } from './use-money';

/** Finance and owners: adjust the game balance with a reason, after a confirmation. */
export const PlayerAdjust = observer(function PlayerAdjust() {
  const { t } = useTranslation();
  const { player: store } = useBackoffice();
  const form = store.adjust;
  const player = store.player;
  const money = useMoney(player);
  if (!player) return null;

  const review = (event: FormEvent) => {
    event.preventDefault();
    form.prepare(player.digits);
  };
  const done = store.adjusted;
  return (
    <section className="bo-card" aria-labelledby="player-adjust">
      <h2 id="player-adjust">{t('players.adjustTitle')}</h2>
      <form className="bo-adjust" onSubmit={review}>
        <fieldset className="bo-adjust__direction">
          <legend>{t('players.direction')}</legend>
          <label className="bo-check">
            <input
              type="radio"
              name="direction"
              checked={form.direction === 'credit'}
              onChange={() => form.setDirection('credit')}
            />
            <span>{t('players.credit')}</span>
          </label>
          <label className="bo-check">
            <input
              type="radio"
              name="direction"
              checked={form.direction === 'debit'}
              onChange={() => form.setDirection('debit')}
            />
            <span>{t('players.debit')}</span>
          </label>
        </fieldset>
        <label className="bo-field">
          <span>{t('players.amount', { currency: player.currency })}</span>
          <input
            inputMode="decimal"
            autoComplete="off"
            value={form.amount}
            onChange={(event) => form.set('amount', event.target.value)}
          />
        </label>
        <label className="bo-field bo-adjust__reason">
          <span>{t('players.reason')}</span>
          <textarea
            rows={2}
            maxLength={MAX_REASON_LENGTH}
            value={form.reason}
            onChange={(event) => form.set('reason', event.target.value)}
          />
        </label>
        {form.confirming === undefined && (
          <div className="bo-actions">
            <button className="bo-button bo-button--primary" type="submit">
              {t('players.review')}
            </button>
          </div>
        )}
      </form>
      {form.confirming !== undefined && (
        <div className="bo-confirm" role="group" aria-labelledby="adjust-confirm">
          <p id="adjust-confirm">
            {form.direction === 'credit'
              ? t('players.confirmCredit', {
                  amount: money.amount(form.confirming),
                  account: player.account_id,
                })
              : t('players.confirmDebit', {
                  amount: money.amount(form.confirming),
                  account: player.account_id,
                })}
          </p>
          <p className="bo-wrap">{t('players.confirmReason', { reason: form.reason.trim() })}</p>
          <div className="bo-actions">
            <button
              className="bo-button bo-button--primary"
              type="button"
              disabled={form.busy}
              onClick={() => void store.confirmAdjust()}
            >
              {t('players.confirm')}
            </button>
            <button className="bo-button" type="button" disabled={form.busy} onClick={() => form.cancel()}>
              {t('players.cancel')}
            </button>
          </div>
        </div>
      )}
      <ErrorMessage error={form.error} />
      {done && (
        <p role="status" className="bo-done" data-testid="adjust-done">
          {done.replayed
            ? t('players.adjustReplayed', { balance: money.amount(done.line.balance_after_minor) })
            : t('players.adjustDone', { balance: money.amount(done.line.balance_after_minor) })}
        </p>
      )}
    </section>
  );
});
