import type { ReferralDay } from '@wl/api';
import { formatDate, useTranslation } from '@wl/i18n';
import type { RewardsFormat } from '../lib/rewards-format';

/**
 * A settled day (YYYY-MM-DD of the site's time zone) as a date: read at noon UTC and shown in UTC, so no
 * browser's own time zone moves it to the day before or after.
 */
const dayText = (day: string, language: string): string =>
  formatDate(`${day}T12:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });

/** The commission paid per day, newest first (days that paid nothing are not listed). */
export function SettledDays({
  days,
  format,
  language,
}: {
  days: readonly ReferralDay[];
  format: RewardsFormat;
  language: string;
}) {
  const { t } = useTranslation('rewards');
  if (days.length === 0) return null;
  return (
    <section className="wl-rw__card" aria-labelledby="wl-referral-days">
      <h2 className="wl-rw__card-title" id="wl-referral-days">
        {t('refDays')}
      </h2>
      <ul className="wl-referral__days">
        {days.map((day) => (
          <li key={day.day} data-testid="settled-day">
            <span>{dayText(day.day, language)}</span>
            <span className="wl-referral__money">{format.money(day.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
