import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAP_KINDS, CAP_PERIODS, type CapKind } from '../../stores/players/limit-cap-form';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';

const KIND_LABELS = {
  deposit: 'players.depositLimit',
  loss: 'players.lossLimit',
  session: 'players.sessionLimit',
} as const satisfies Record<CapKind, string>;

/** Support and owners: set or lift a limit the player cannot raise or remove. */
export const PlayerLimitCap = observer(function PlayerLimitCap() {
  const { t } = useTranslation();
  const { player: store } = useBackoffice();
  const form = store.cap;
  const player = store.player;
  if (!player) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.setLimitCap(false);
  };
  return (
    <section className="bo-card" aria-labelledby="player-limit-cap">
      <h2 id="player-limit-cap">{t('players.capTitle')}</h2>
      <p className="bo-count">{t('players.capHint')}</p>
      <form className="bo-adjust" onSubmit={submit}>
        <label className="bo-field">
          <span>{t('players.capKind')}</span>
          <select
            value={form.kind}
            onChange={(event) => {
              const kind = CAP_KINDS.find((k) => k === event.target.value);
              if (kind) form.setKind(kind);
            }}
          >
            {CAP_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_LABELS[kind])}
              </option>
            ))}
          </select>
        </label>
        {form.kind !== 'session' && (
          <label className="bo-field">
            <span>{t('players.capPeriod')}</span>
            <select
              value={form.period}
              onChange={(event) => {
                const period = CAP_PERIODS.find((p) => p === event.target.value);
                if (period) form.setPeriod(period);
              }}
            >
              {CAP_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {period}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="bo-field">
          <span>
            {form.kind === 'session'
              ? t('players.capMinutes')
              : t('players.amount', { currency: player.currency })}
          </span>
          <input
            inputMode={form.kind === 'session' ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={form.value}
            onChange={(event) => form.setValue(event.target.value)}
          />
        </label>
        <div className="bo-actions">
          <button className="bo-button bo-button--primary" type="submit" disabled={form.busy}>
            {t('players.setCap')}
          </button>
          <button
            className="bo-button"
            type="button"
            disabled={form.busy}
            onClick={() => void store.setLimitCap(true)}
          >
            {t('players.liftCap')}
          </button>
        </div>
      </form>
      <ErrorMessage error={form.error} />
      {form.done && (
        <p role="status" className="bo-done" data-testid="cap-done">
          {form.done === 'set' ? t('players.capSet') : t('players.capLifted')}
        </p>
      )}
    </section>
  );
});
