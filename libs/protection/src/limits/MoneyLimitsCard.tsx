import { observer } from 'mobx-react-lite';
import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { LIMIT_PERIODS } from '@wl/api';
import type { ProtectionFormat } from '../lib/format';
import { errorText } from '../lib/texts';
import type { LimitsStore } from './limits-store';
import type { LimitPeriod, MoneyLimitType, ShownLimit } from './shown-limits';
import { ToolResultNotice } from './ToolResultNotice';

const isPeriod = (value: string): value is LimitPeriod =>
  (LIMIT_PERIODS as readonly string[]).includes(value);

/** One window's limit: the amount in force (or none), what the window used, a pending change, removal. */
const LimitRow = observer(function LimitRow({
  limit,
  limits,
  format,
}: {
  limit: ShownLimit;
  limits: LimitsStore;
  format: ProtectionFormat;
}) {
  const { t } = useTranslation('protection');
  const period = format.period(limit.period);
  const pending = limit.pending;
  // A removal already waiting is not asked for again; one the site's cap forbids is not offered.
  const removable =
    limit.amount !== null && limit.operatorCap === null && !(pending && pending.amount === null);
  return (
    <li className="wl-limits__row" data-testid={`limit-${limit.type}-${limit.period}`}>
      <span className="wl-limits__period">{period}</span>
      <span className="wl-limits__amount">
        {limit.amount === null ? t('limitNone') : format.money(limit.amount)}
      </span>
      <span className="wl-limits__facts">
        {limit.amount !== null ? (
          <span className="wl-protection__note">
            {t('limitUsed', { used: format.money(limit.used), limit: format.money(limit.amount) })}
          </span>
        ) : null}
        {pending ? (
          <span className="wl-protection__badge wl-protection__badge--wait wl-limits__pending">
            {pending.amount === null
              ? t('limitRemovalPending', { time: format.time(pending.effectiveAt) })
              : t('limitPending', {
                  amount: format.money(pending.amount),
                  time: format.time(pending.effectiveAt),
                })}
          </span>
        ) : null}
        {limit.operatorCap !== null ? (
          <span className="wl-protection__note">
            {t('limitByOperator', { amount: format.money(limit.operatorCap) })}
          </span>
        ) : null}
      </span>
      {removable ? (
        <button
          type="button"
          className="wl-protection__ghost wl-limits__remove"
          disabled={limits.busy !== null}
          onClick={() => void limits.removeLimit(limit.type, limit.period)}
        >
          {t('limitRemove')}
          <span className="wl-visually-hidden">{` ${period}`}</span>
        </button>
      ) : null}
    </li>
  );
});

/**
 * Deposit or loss limits: the three windows as they stand, and a form to set one (set, lower or raise;
 * the platform says how it applies) with what the platform answered.
 */
export const MoneyLimitsCard = observer(function MoneyLimitsCard({
  type,
  limits,
  format,
}: {
  type: MoneyLimitType;
  limits: LimitsStore;
  format: ProtectionFormat;
}) {
  const { t } = useTranslation('protection');
  const id = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const form = limits.forms[type];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await limits.submitLimit(type);
    if (!done && limits.forms[type].issue) amountRef.current?.focus();
  };
  const sending = limits.busy === type;
  return (
    <section className="wl-protection__card" aria-labelledby={`${id}-title`} data-testid={`limits-${type}`}>
      <h3 className="wl-protection__card-title" id={`${id}-title`}>
        {type === 'deposit' ? t('depositTitle') : t('lossTitle')}
      </h3>
      <p className="wl-protection__note">{type === 'deposit' ? t('depositHint') : t('lossHint')}</p>
      <ul className="wl-limits__rows">
        {limits.limitsOf(type).map((limit) => (
          <LimitRow key={limit.period} limit={limit} limits={limits} format={format} />
        ))}
      </ul>
      <form
        className="wl-protection__fields"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={sending}
      >
        <div className="wl-protection__field wl-limits__period-field">
          <label className="wl-protection__label" htmlFor={`${id}-period`}>
            {t('limitPeriod')}
          </label>
          <select
            id={`${id}-period`}
            value={form.period}
            onChange={(event) => {
              if (isPeriod(event.target.value)) limits.setPeriod(type, event.target.value);
            }}
          >
            {LIMIT_PERIODS.map((period) => (
              <option key={period} value={period}>
                {format.period(period)}
              </option>
            ))}
          </select>
        </div>
        <div className="wl-protection__field">
          <label className="wl-protection__label" htmlFor={`${id}-amount`}>
            {t('limitAmount', { currency: limits.currency })}
          </label>
          <input
            ref={amountRef}
            id={`${id}-amount`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={form.amount}
            aria-invalid={form.issue ? true : undefined}
            aria-describedby={form.issue ? `${id}-issue` : undefined}
            onChange={(event) => limits.setAmount(type, event.target.value)}
          />
        </div>
        <button type="submit" className="wl-button wl-limits__submit" disabled={limits.busy !== null}>
          {sending ? t('saving') : t('limitSet')}
        </button>
        {form.issue ? (
          <p className="wl-protection__error wl-limits__issue" id={`${id}-issue`}>
            {errorText(t, form.issue)}
          </p>
        ) : null}
      </form>
      <ToolResultNotice limits={limits} place={type} format={format} />
    </section>
  );
});
