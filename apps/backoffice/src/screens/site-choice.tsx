import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BackofficeSite } from '../stores/sites-store';

/** Check boxes of the sites a staff member may work on. */
export const SiteChoice = observer(function SiteChoice({
  sites,
  chosen,
  onToggle,
  legend,
}: {
  sites: readonly BackofficeSite[];
  chosen: readonly number[];
  onToggle: (siteId: number) => void;
  legend?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="bo-site-choice">
      <legend>{legend ?? t('staff.siteChoice')}</legend>
      <div className="bo-site-choice__list">
        {sites.map((site) => (
          <label key={site.site_id} className="bo-check">
            <input
              type="checkbox"
              checked={chosen.includes(site.site_id)}
              onChange={() => onToggle(site.site_id)}
            />
            <span>{site.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
