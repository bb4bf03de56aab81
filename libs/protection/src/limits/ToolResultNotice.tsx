import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import type { ProtectionFormat } from '../lib/format';
import { errorText } from '../lib/texts';
import type { LimitsStore, ToolPlace, ToolResult } from './limits-store';

type Done = Extract<ToolResult, { ok: true }>;

/** What the platform's answer to a change says: applied now, pending until when, or already so. */
function DoneText({ result, format }: { result: Done; format: ProtectionFormat }) {
  const { t } = useTranslation('protection');
  const time = format.time(result.effectiveAt);
  if (result.kind === 'session') {
    return result.applied === 'pending' ? (
      <>{t('resultSessionPending', { time })}</>
    ) : (
      <>{t('resultSaved')}</>
    );
  }
  const period = format.period(result.period);
  const amount = result.amount === null ? null : format.money(result.amount);
  switch (result.applied) {
    case 'pending':
      return amount === null ? (
        <>{t('resultRemovalPending', { period, time })}</>
      ) : (
        <>{t('resultPending', { period, amount, time })}</>
      );
    case 'now':
      return amount === null ? (
        <>{t('resultRemoved', { period })}</>
      ) : (
        <>{t('resultNow', { period, amount })}</>
      );
    case 'unchanged':
      return amount === null ? (
        <>{t('resultNoLimit', { period })}</>
      ) : (
        <>{t('resultUnchanged', { period, amount })}</>
      );
  }
}

/** The outcome of the last change made in a card: read out as it appears; a refusal as an alert. */
export const ToolResultNotice = observer(function ToolResultNotice({
  limits,
  place,
  format,
}: {
  limits: LimitsStore;
  place: ToolPlace;
  format: ProtectionFormat;
}) {
  const { t } = useTranslation('protection');
  const result = limits.results[place];
  return (
    <>
      <div className="wl-protection__live" role="status">
        {result?.ok ? (
          <p className="wl-protection__done">
            <DoneText result={result} format={format} />
          </p>
        ) : null}
      </div>
      {result && !result.ok ? (
        <p className="wl-protection__alert" role="alert">
          {errorText(t, result.key)}
        </p>
      ) : null}
    </>
  );
});
