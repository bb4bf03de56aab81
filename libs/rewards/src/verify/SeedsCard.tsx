import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import { useRewards } from '../lib/rewards-features';
import { errorText } from '../lib/texts';

/** The seeds the results come from now, and a new client seed, which ends them and reveals the server seed. */
export const SeedsCard = observer(function SeedsCard() {
  const { t } = useTranslation('rewards');
  const rewards = useRewards();
  const fairness = rewards.fairness;
  const seeds = rewards.seeds;
  const inputId = useId();
  const hintId = useId();
  const revealed = fairness.revealed;
  const invalid = fairness.clientSeed !== '' && !fairness.clientSeedValid;
  return (
    <section className="wl-rw__card" aria-labelledby="wl-verify-seeds">
      <h2 className="wl-rw__card-title" id="wl-verify-seeds">
        {t('seedsTitle')}
      </h2>
      {seeds ? (
        <dl className="wl-verify__facts" data-testid="active-seeds">
          <dt>{t('seedHash')}</dt>
          <dd className="wl-verify__code">{seeds.server_seed_hash}</dd>
          <dt>{t('clientSeed')}</dt>
          <dd className="wl-verify__code">{seeds.client_seed}</dd>
          <dt>{t('nextNonce')}</dt>
          <dd>{seeds.next_nonce}</dd>
        </dl>
      ) : null}
      <form
        className="wl-verify__rotate"
        id="wl-verify-rotate"
        onSubmit={(event) => {
          event.preventDefault();
          void fairness.rotate();
        }}
      >
        <div className="wl-rw__field">
          <label className="wl-rw__label" htmlFor={inputId}>
            {t('newClientSeed')}
          </label>
          <input
            id={inputId}
            value={fairness.clientSeed}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            aria-invalid={invalid || undefined}
            aria-describedby={hintId}
            onChange={(event) => fairness.setClientSeed(event.target.value)}
          />
          <p className="wl-rw__note" id={hintId}>
            {invalid ? t('errors:invalidClientSeed') : t('rotateHint')}
          </p>
        </div>
        <button type="submit" className="wl-button" disabled={fairness.rotating || !fairness.clientSeedValid}>
          {fairness.rotating ? t('rotating') : t('rotate')}
        </button>
      </form>
      {fairness.rotateError ? (
        <p className="wl-rw__alert" role="alert">
          {errorText(t, fairness.rotateError)}
        </p>
      ) : null}
      <div className="wl-rw__live" role="status">
        {revealed ? (
          <div className="wl-rw__done" data-testid="revealed-seed">
            <p>{t('rotated', { count: revealed.rounds, n: revealed.rounds })}</p>
            <p className="wl-verify__code">{revealed.server_seed}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
});
