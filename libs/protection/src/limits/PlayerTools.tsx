import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { ErrorPanel } from '@wl/ui';
import { errorText } from '../lib/texts';
import { useProtectionFormat } from '../lib/use-protection-format';
import { ExclusionCard } from './ExclusionCard';
import { LimitHistory } from './LimitHistory';
import { MoneyLimitsCard } from './MoneyLimitsCard';
import { SessionSettingsCard } from './SessionSettingsCard';
import { ToolsSkeleton } from './ToolsSkeleton';
import { useLimits } from './limits-feature';
import '../lib/protection.css';
import './limits.css';

/**
 * The signed-in player's responsible-gaming tools: deposit and loss limits, the session time limit and
 * reality check, a time-out or self-exclusion, and the history of the changes.
 */
export const PlayerTools = observer(function PlayerTools() {
  const { t } = useTranslation('protection');
  const limits = useLimits();
  const format = useProtectionFormat(limits.overview?.currency);

  useEffect(() => {
    void limits.load();
  }, [limits]);

  const overview = limits.overview;
  if (limits.status === 'failed' && !overview) {
    return (
      <ErrorPanel
        message={errorText(t, limits.errorKey ?? 'unknownError')}
        actionLabel={t('ui:retry')}
        onAction={() => void limits.load()}
      />
    );
  }
  if (!overview) return <ToolsSkeleton />;
  return (
    <div className="wl-protection wl-limits">
      <p className="wl-protection__note">{t('coolingHint')}</p>
      <div className="wl-limits__pair">
        <MoneyLimitsCard type="deposit" limits={limits} format={format} />
        <MoneyLimitsCard type="loss" limits={limits} format={format} />
      </div>
      <SessionSettingsCard limits={limits} format={format} />
      <ExclusionCard limits={limits} format={format} />
      <LimitHistory history={overview.history} format={format} />
    </div>
  );
});
