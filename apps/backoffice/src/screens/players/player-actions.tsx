import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardKind } from '../../stores/players/player-store';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';

/**
 * Support and owners: lock or unlock, end sessions. Owners, support and finance write to the player's inbox;
 * owners and finance may attach a reward the player claims (finance only with one).
 */
export const PlayerActions = observer(function PlayerActions() {
  const { t } = useTranslation();
  const { player: store } = useBackoffice();
  const player = store.player;
  if (!player) return null;
  const result = store.actionResult;
  const kinds = store.rewardKinds;
  const reward = store.messageReward;
  const rewardLabel = (kind: RewardKind) =>
    kind === 'game'
      ? t('players.rewardKindMoney')
      : kind === 'token'
        ? t('players.rewardKindTokens')
        : t('players.rewardKindNone');
  const send = (event: FormEvent) => {
    event.preventDefault();
    void store.sendMessage();
  };
  return (
    <section className="bo-card" aria-labelledby="player-actions">
      <h2 id="player-actions">{t('players.actions')}</h2>
      {store.canSupport && (
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
      )}
      {store.canMessage && (
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
          {kinds.some((kind) => kind !== 'none') && (
            <div className="bo-message__reward">
              <label className="bo-field">
                <span>{t('players.reward')}</span>
                <select
                  value={reward}
                  onChange={(event) => store.setRewardKind(event.target.value as RewardKind)}
                >
                  {kinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {rewardLabel(kind)}
                    </option>
                  ))}
                </select>
              </label>
              {reward !== 'none' && (
                <label className="bo-field">
                  <span>
                    {reward === 'game'
                      ? t('players.rewardMoney', { currency: player.currency })
                      : t('players.rewardTokens')}
                  </span>
                  <input
                    inputMode="decimal"
                    autoComplete="off"
                    value={store.rewardAmount}
                    onChange={(event) => store.setMessage('rewardAmount', event.target.value)}
                  />
                </label>
              )}
            </div>
          )}
          {reward !== 'none' && <p className="bo-muted">{t('players.rewardHint')}</p>}
          <div className="bo-actions">
            <button className="bo-button" type="submit" disabled={store.actionBusy}>
              {t('players.send')}
            </button>
          </div>
        </form>
      )}
      {result?.kind === 'error' && <ErrorMessage error={result.key} />}
      {result?.kind === 'done' && (
        <p role="status" className="bo-done">
          {t(result.key, { count: result.count ?? 0 })}
        </p>
      )}
    </section>
  );
});
