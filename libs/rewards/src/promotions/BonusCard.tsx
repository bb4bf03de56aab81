import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import type { PlayerBonus } from '@wl/api';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { ProgressBar } from '../lib/ProgressBar';
import { usePromotions } from '../lib/rewards-features';
import type { RewardsFormat } from '../lib/rewards-format';
import { ForfeitBonus } from './ForfeitBonus';
import { bonusStateText, wageringText } from './promotion-text';

/**
 * The player's bonus in progress, first on the page: its title and state; once granted, its amount,
 * the wagering done (a progress bar with the amounts) and its expiry; while it waits for a deposit, the
 * deposit that earns it with the way to the cashier. Either can be forfeited.
 */
export const BonusCard = observer(function BonusCard({
  bonus,
  format,
  onForfeited,
}: {
  bonus: PlayerBonus;
  format: RewardsFormat;
  onForfeited: () => void;
}) {
  const { t } = useTranslation('rewards');
  const { locale } = useStores();
  const promotions = usePromotions();
  const promotion = promotions.promotionOf(bonus);
  return (
    <section className="wl-rw__card wl-promos__bonus" aria-labelledby="wl-promos-bonus" data-testid="bonus">
      <div className="wl-promos__head">
        <h2 className="wl-rw__card-title" id="wl-promos-bonus">
          {bonus.title}
        </h2>
        <span className="wl-rw__badge wl-promos__state">{bonusStateText(t, bonus.state)}</span>
      </div>
      {bonus.state === 'opted_in' ? (
        <div className="wl-promos__deposit">
          {promotion ? <p>{t('depositFor', { min: format.money(promotion.min_deposit) })}</p> : null}
          <Link className="wl-button wl-promos__deposit-link" to={locale.path('/deposit')}>
            {t('_m:deposit')}
          </Link>
        </div>
      ) : (
        <>
          <p className="wl-promos__amount">{t('bonusAmount', { amount: format.money(bonus.amount) })}</p>
          <ProgressBar
            label={t('progress')}
            percent={promotions.wageringPercent}
            shown={wageringText(t, format, bonus)}
          />
        </>
      )}
      {bonus.expires_at ? (
        <p className="wl-rw__note">{t('boardEnds', { time: format.time(bonus.expires_at) })}</p>
      ) : null}
      <ForfeitBonus bonus={bonus} onForfeited={onForfeited} />
    </section>
  );
});
