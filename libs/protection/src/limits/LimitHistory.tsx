import { useTranslation } from '@wl/i18n';
import type { ProtectionFormat } from '../lib/format';
import type { ShownChange } from './shown-limits';

/** What a change was about: which limit, over which window. */
function ChangeSubject({ change, format }: { change: ShownChange; format: ProtectionFormat }) {
  const { t } = useTranslation('protection');
  switch (change.type) {
    case 'deposit':
      return <>{t('historyDeposit', { period: format.period(change.period) })}</>;
    case 'loss':
      return <>{t('historyLoss', { period: format.period(change.period) })}</>;
    case 'session':
      return <>{t('sessionLimit')}</>;
    case 'reality_check':
      return <>{t('realityCheck')}</>;
  }
}

/** A value of a change: money for deposit and loss limits, a length of time for the others, or none. */
function ChangeValue({
  change,
  value,
  format,
}: {
  change: ShownChange;
  value: number | null;
  format: ProtectionFormat;
}) {
  const { t } = useTranslation('protection');
  if (value === null) return <>{change.type === 'reality_check' ? t('realityOff') : t('limitNone')}</>;
  if (change.type === 'deposit' || change.type === 'loss') return <>{format.money(value)}</>;
  return (
    <>
      {change.type === 'reality_check'
        ? t('realityEvery', { time: format.minutes(value) })
        : format.minutes(value)}
    </>
  );
}

/** The player's changes of limits, newest first: what changed, from what to what, when it applies. */
export function LimitHistory({ history, format }: { history: ShownChange[]; format: ProtectionFormat }) {
  const { t } = useTranslation('protection');
  return (
    <section className="wl-protection__card" aria-labelledby="wl-limits-history" data-testid="limits-history">
      <h3 className="wl-protection__card-title" id="wl-limits-history">
        {t('historyTitle')}
      </h3>
      {history.length === 0 ? (
        <p className="wl-protection__empty">{t('historyNone')}</p>
      ) : (
        <ol className="wl-limits__history">
          {history.map((change, index) => (
            <li key={`${change.changedAt}-${index}`} className="wl-limits__change">
              <time className="wl-protection__note" dateTime={change.changedAt}>
                {format.time(change.changedAt)}
              </time>
              <span className="wl-limits__change-subject">
                <ChangeSubject change={change} format={format} />
              </span>
              <span className="wl-limits__change-values">
                <ChangeValue change={change} value={change.oldValue} format={format} />
                <span aria-hidden="true"> → </span>
                <span className="wl-visually-hidden"> · </span>
                <ChangeValue change={change} value={change.newValue} format={format} />
              </span>
              <span className="wl-protection__note">
                {t('historyFrom', { time: format.time(change.effectiveAt) })}
                {change.byOperator ? ` · ${t('historyOperator')}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
