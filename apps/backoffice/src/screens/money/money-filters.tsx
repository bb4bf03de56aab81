import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useBackoffice } from '../../stores/store-context';

/** The state and site filters of a money list; each change reads the list again. */
export const MoneyFilters = observer(function MoneyFilters({
  states,
  state,
  stateLabel,
  label,
  siteId,
  onState,
  onSite,
}: {
  /** The states to filter by; none: the list has no state filter. */
  states?: readonly { value: string; label: string }[];
  state?: string;
  /** The words of the first filter, when it is not a state ("Without a result for"). */
  stateLabel?: string;
  label: string;
  siteId: string;
  onState?: (state: string) => void;
  onSite: (siteId: string) => void;
}) {
  const { t } = useTranslation();
  const { sites } = useBackoffice();
  return (
    <form className="bo-card bo-filters" onSubmit={(event) => event.preventDefault()} aria-label={label}>
      {states && (
        <label className="bo-field">
          <span>{stateLabel ?? t('money.stateFilter')}</span>
          <select
            value={state}
            onChange={(event) => onState?.(event.target.value)}
            data-testid="money-state-filter"
          >
            {states.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="bo-field">
        <span>{t('money.siteFilter')}</span>
        <select
          value={siteId}
          onChange={(event) => onSite(event.target.value)}
          data-testid="money-site-filter"
        >
          <option value="">{t('money.allSites')}</option>
          {sites.sites.map((site) => (
            <option key={site.site_id} value={String(site.site_id)}>
              {site.name}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
});
