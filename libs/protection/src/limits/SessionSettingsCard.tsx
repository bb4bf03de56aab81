import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { REALITY_CHECK_MINUTES } from '@wl/api';
import type { ProtectionFormat } from '../lib/format';
import { SESSION_LIMIT_CHOICES, type LimitsStore } from './limits-store';
import { ToolResultNotice } from './ToolResultNotice';

/** The choices of the session limit: none, the usual lengths, and the player's own if it is another. */
function sessionChoices(current: number | null): number[] {
  const choices: number[] = [...SESSION_LIMIT_CHOICES];
  if (current !== null && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

/** The session time limit and the reality check's interval, saved together; a pending longer limit shown. */
export const SessionSettingsCard = observer(function SessionSettingsCard({
  limits,
  format,
}: {
  limits: LimitsStore;
  format: ProtectionFormat;
}) {
  const { t } = useTranslation('protection');
  const id = useId();
  const overview = limits.overview;
  if (!overview) return null;
  const pending = overview.sessionPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void limits.submitSession();
  };
  return (
    <section className="wl-protection__card" aria-labelledby={`${id}-title`} data-testid="limits-session">
      <h3 className="wl-protection__card-title" id={`${id}-title`}>
        {t('sessionTitle')}
      </h3>
      <form className="wl-limits__session" noValidate onSubmit={submit} aria-busy={limits.busy === 'session'}>
        <div className="wl-protection__field">
          <label className="wl-protection__label" htmlFor={`${id}-limit`}>
            {t('sessionLimit')}
          </label>
          <select
            id={`${id}-limit`}
            aria-describedby={`${id}-limit-hint`}
            value={limits.sessionLimitChoice}
            onChange={(event) => limits.setSessionLimitChoice(event.target.value)}
          >
            <option value="">{t('limitNone')}</option>
            {sessionChoices(overview.sessionLimit).map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {format.minutes(minutes)}
              </option>
            ))}
          </select>
          <p className="wl-protection__note" id={`${id}-limit-hint`}>
            {t('sessionLimitHint')}
            {overview.sessionCap !== null
              ? ` ${t('limitByOperator', { amount: format.minutes(overview.sessionCap) })}`
              : null}
          </p>
          {pending ? (
            <p className="wl-protection__badge wl-protection__badge--wait wl-limits__pending">
              {pending.minutes === null
                ? t('limitRemovalPending', { time: format.time(pending.effectiveAt) })
                : t('limitPending', {
                    amount: format.minutes(pending.minutes),
                    time: format.time(pending.effectiveAt),
                  })}
            </p>
          ) : null}
        </div>
        <div className="wl-protection__field">
          <label className="wl-protection__label" htmlFor={`${id}-reality`}>
            {t('realityCheck')}
          </label>
          <select
            id={`${id}-reality`}
            aria-describedby={`${id}-reality-hint`}
            value={limits.realityCheckChoice}
            onChange={(event) => limits.setRealityCheckChoice(event.target.value)}
          >
            <option value="">{t('realityOff')}</option>
            {REALITY_CHECK_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {t('realityEvery', { time: format.minutes(minutes) })}
              </option>
            ))}
          </select>
          <p className="wl-protection__note" id={`${id}-reality-hint`}>
            {t('realityCheckHint')}
          </p>
        </div>
        <button
          type="submit"
          className="wl-button wl-limits__submit"
          disabled={limits.busy !== null || !limits.sessionChanged}
        >
          {limits.busy === 'session' ? t('saving') : t('sessionSave')}
        </button>
      </form>
      <ToolResultNotice limits={limits} place="session" format={format} />
    </section>
  );
});
