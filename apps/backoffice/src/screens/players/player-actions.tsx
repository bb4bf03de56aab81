import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';

/** Support and owners: lock or unlock, end sessions, write to the player's inbox. */
export const PlayerActions = observer(function PlayerActions() {
  const { t } = useTranslation();
  const { player: store } = useBackoffice();
  const player = store.player;
  if (!player) return null;
  const result = store.actionResult;
  const send = (event: FormEvent) => {
    event.preventDefault();
    void store.sendMessage();
  };
  return (
    <section className="bo-card" aria-labelledby="player-actions">
      <h2 id="player-actions">{t('players.actions')}</h2>
      <div className="bo-actions">
        {player.status === 'active' && (
          <button
            className="bo-button bo-button--danger"
            type="button"
            disabled={store.actionBusy}
            onClick={() => void store.setStatus('blocked')}
          >
            {t('players.lock')}
          </button>
        )}
        {player.status === 'blocked' && (
          <button
            className="bo-button"
            type="button"
            disabled={store.actionBusy}
            onClick={() => void store.setStatus('active')}
          >
            {t('players.unlock')}
          </button>
        )}
        <button
          className="bo-button"
          type="button"
          disabled={store.actionBusy}
          onClick={() => void store.endSessions()}
        >
          {t('players.endSessions')}
        </button>
      </div>
      <form className="bo-message" onSubmit={send} aria-labelledby="player-message">
        <h3 id="player-message">{t('players.messageTitle')}</h3>
        <label className="bo-field">
          <span>{t('players.messageSubject')}</span>
          <input
            maxLength={100}
            value={store.messageTitle}
            onChange={(event) => store.setMessage('messageTitle', event.target.value)}
          />
        </label>
        <label className="bo-field">
          <span>{t('players.messageBody')}</span>
          <textarea
            rows={3}
            maxLength={2000}
            value={store.messageBody}
            onChange={(event) => store.setMessage('messageBody', event.target.value)}
          />
        </label>
        <div className="bo-actions">
          <button className="bo-button" type="submit" disabled={store.actionBusy}>
            {t('players.send')}
          </button>
        </div>
      </form>
      {result?.kind === 'error' && <ErrorMessage error={result.key} />}
      {result?.kind === 'done' && (
        <p role="status" className="bo-done">
          {t(result.key, { count: result.count ?? 0 })}
        </p>
      )}
    </section>
  );
});
