import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import { SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS } from '@wl/api';
import type { ProtectionFormat } from '../lib/format';
import type { ExclusionType, LimitsStore } from './limits-store';
import { ToolResultNotice } from './ToolResultNotice';

/** One kind of break: its lengths as choices and the button that asks to confirm it. */
const BreakChoice = observer(function BreakChoice({
  type,
  limits,
  format,
}: {
  type: ExclusionType;
  limits: LimitsStore;
  format: ProtectionFormat;
}) {
  const { t } = useTranslation('protection');
  const id = useId();
  const periods = type === 'timeout' ? TIMEOUT_PERIODS : SELF_EXCLUSION_PERIODS;
  const chosen = limits.exclusionChoice[type];
  return (
    <fieldset className="wl-limits__break" aria-describedby={`${id}-hint`}>
      <legend className="wl-limits__break-title">
        {type === 'timeout' ? t('timeoutTitle') : t('selfExclusionTitle')}
      </legend>
      <p className="wl-protection__note" id={`${id}-hint`}>
        {type === 'timeout' ? t('timeoutHint') : t('selfExclusionHint')}
      </p>
      <div className="wl-limits__lengths">
        {periods.map((period) => (
          <label key={period} className="wl-limits__length">
            <input
              type="radio"
              name={`${id}-length`}
              value={period}
              checked={chosen === period}
              onChange={() => limits.setExclusionChoice(type, period)}
            />
            <span>{format.period(period)}</span>
          </label>
        ))}
      </div>
      <button
        type="button"
        className="wl-protection__ghost wl-protection__ghost--danger wl-limits__break-submit"
        disabled={limits.busy !== null}
        onClick={() => void limits.exclude(type)}
      >
        {type === 'timeout' ? t('timeoutSubmit') : t('selfExclusionSubmit')}
      </button>
    </fieldset>
  );
});

/** A time-out or a self-exclusion: what each is, and that it cannot be undone; confirmed in a dialog. */
export function ExclusionCard({ limits, format }: { limits: LimitsStore; format: ProtectionFormat }) {
  const { t } = useTranslation('protection');
  const id = useId();
  return (
    <section className="wl-protection__card" aria-labelledby={`${id}-title`} data-testid="limits-break">
      <h3 className="wl-protection__card-title" id={`${id}-title`}>
        {t('breakTitle')}
      </h3>
      <p className="wl-protection__note">{t('breakRule')}</p>
      <div className="wl-limits__breaks">
        <BreakChoice type="timeout" limits={limits} format={format} />
        <BreakChoice type="self_exclusion" limits={limits} format={format} />
      </div>
      <ToolResultNotice limits={limits} place="exclusion" format={format} />
    </section>
  );
}
