import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import { filterLabel } from './sports-labels';
import { SPORTS_BETS_FILTERS, type SportsBetsStore } from './sports-bets-store';

/** Open, settled or all bets: a group of radio buttons, applied as it changes. */
export const SportsFilter = observer(function SportsFilter({ sports }: { sports: SportsBetsStore }) {
  const { t } = useTranslation('wallet');
  const name = useId();
  return (
    <fieldset className="wl-sbets__filter">
      <legend className="wl-sbets__filter-legend">{t('sportsShow')}</legend>
      <div className="wl-sbets__filter-options">
        {SPORTS_BETS_FILTERS.map((filter) => (
          <label key={filter} className="wl-sbets__filter-option">
            <input
              type="radio"
              name={name}
              value={filter}
              checked={sports.filter === filter}
              onChange={(event) => sports.setFilter(event.target.value)}
            />
            <span>{filterLabel(t, filter)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
