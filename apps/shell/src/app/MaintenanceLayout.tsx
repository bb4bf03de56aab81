import { useTranslation } from '@wl/i18n';
import type { Maintenance } from '@wl/api';

function formatDate(value: string | null, locale: string): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** The only layout shown while a site is under maintenance; nothing else is loaded. */
export function MaintenanceLayout({ maintenance }: { maintenance: Maintenance }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'EN' ? 'en' : i18n.language;
  return (
    <main className="wl-maintenance" data-layout="maintenance">
      <div className="wl-maintenance__card">
        <span className="wl-maintenance__icon" aria-hidden="true">
          ⚙
        </span>
        <h1>{t('maintenanceTitle')}</h1>
        <p>{t('maintenanceBody')}</p>
        {maintenance.start_date && maintenance.end_date ? (
          <p className="wl-maintenance__window">
            {t('maintenanceWindow', {
              start: formatDate(maintenance.start_date, locale),
              end: formatDate(maintenance.end_date, locale),
            })}
          </p>
        ) : null}
      </div>
    </main>
  );
}
