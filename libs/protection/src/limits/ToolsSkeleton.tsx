import { useTranslation } from '@wl/i18n';
import { Bone } from '../lib/Bone';

/** The tools' shape while they are on their way: their note and cards at their usual heights (rg-slot.css). */
export function ToolsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="wl-rg__skeleton">
      <p className="wl-visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className="wl-rg__skeleton-note" aria-hidden="true">
        <Bone width="80%" />
      </div>
      <div className="wl-rg__skeleton-pair" aria-hidden="true">
        {['deposit', 'loss'].map((card) => (
          <div key={card} className="wl-rg__skeleton-card wl-rg__skeleton-card--limits">
            <Bone width="9em" height="1.3em" />
            <Bone width="90%" />
          </div>
        ))}
      </div>
      {['session', 'break', 'history'].map((card) => (
        <div key={card} className={`wl-rg__skeleton-card wl-rg__skeleton-card--${card}`} aria-hidden="true">
          <Bone width="12em" height="1.3em" />
          <Bone width="70%" />
        </div>
      ))}
    </div>
  );
}
