import type { PlayerBonus } from '@wl/api';
import { formatDate, useTranslation } from '@wl/i18n';
import type { RewardsFormat } from '../lib/rewards-format';
import { bonusStateText } from './promotion-text';

/** The player's last ended bonuses, newest first, a line each: title, how it ended, amount, when. */
export function BonusHistory({
  bonuses,
  format,
  language,
}: {
  bonuses: readonly PlayerBonus[];
  format: RewardsFormat;
  language: string;
}) {
  const { t } = useTranslation('rewards');
  if (bonuses.length === 0) return null;
  return (
    <section className="wl-rw__card" aria-labelledby="wl-promos-history">
      <h2 className="wl-rw__card-title" id="wl-promos-history">
        {t('pastBonuses')}
      </h2>
      <ul className="wl-promos__history">
        {bonuses.map((bonus) => {
          const ended = bonus.ended_at ?? bonus.expires_at;
          return (
            <li key={bonus.id} data-testid="past-bonus">
              <span className="wl-promos__history-title">{bonus.title}</span>
              <span className="wl-rw__badge">{bonusStateText(t, bonus.state)}</span>
              <span className="wl-promos__history-amount">{format.money(bonus.amount)}</span>
              {ended ? (
                <time className="wl-rw__note" dateTime={ended}>
                  {formatDate(ended, language)}
                </time>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
