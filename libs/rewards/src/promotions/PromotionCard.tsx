import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import type { Promotion } from '@wl/api';
import { useStores } from '@wl/core';
import { usePromotions } from '../lib/rewards-features';
import type { RewardsFormat } from '../lib/rewards-format';
import { errorText } from '../lib/texts';
import { offerText } from './promotion-text';

/** "Opted in" or "Claimed": a word and a mark. */
function DoneBadge({ text }: { text: string }) {
  return (
    <span className="wl-rw__badge wl-rw__badge--done">
      <span aria-hidden="true">✓ </span>
      {text}
    </span>
  );
}

/**
 * One promotion: its title, the offer in words, when it ends, its full terms (folded), and Opt in:
 * "Opted in" once the player holds its bonus ("Claimed" once a free-spin offer's spins are granted), or
 * disabled with the reason while another bonus is in progress (a deposit bonus only). A refusal shows on
 * the card; the button stays for a retry.
 */
export const PromotionCard = observer(function PromotionCard({
  promotion,
  format,
}: {
  promotion: Promotion;
  format: RewardsFormat;
}) {
  const { t } = useTranslation('rewards');
  const { locale } = useStores();
  const promotions = usePromotions();
  const id = useId();
  const failure = promotions.failureOf(promotion.id);
  const blocked = promotions.isBlocked(promotion.id);
  const offer = offerText(t, format, locale.language, promotion);
  let action;
  if (promotions.isClaimed(promotion.id)) {
    action = <DoneBadge text={t('claimed')} />;
  } else if (promotions.isOptedIn(promotion.id)) {
    action = <DoneBadge text={t('optedIn')} />;
  } else {
    action = (
      <>
        <button
          type="button"
          className="wl-button wl-promos__opt-in"
          disabled={blocked || promotions.pending !== null}
          aria-busy={promotions.isSending(promotion.id)}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
          onClick={() => void promotions.optIn(promotion.id)}
        >
          {t('optIn')}
          <span className="wl-visually-hidden">{` ${promotion.title}`}</span>
        </button>
        {blocked ? (
          <p className="wl-rw__note" id={`${id}-blocked`}>
            {t('errors:bonusInProgress')}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <li className="wl-rw__card wl-promos__card" data-testid="promotion">
      <h2 className="wl-promos__title">{promotion.title}</h2>
      {offer ? <p className="wl-promos__offer">{offer}</p> : null}
      {promotion.ends_at ? (
        <p className="wl-rw__note">{t('boardEnds', { time: format.time(promotion.ends_at) })}</p>
      ) : null}
      <details className="wl-promos__terms">
        <summary>
          {t('ui:contentTermsTitle')}
          <span className="wl-visually-hidden">{`: ${promotion.title}`}</span>
        </summary>
        <p>{promotion.terms}</p>
      </details>
      <div className="wl-promos__action">{action}</div>
      {failure ? (
        <p className="wl-rw__alert" role="alert">
          {errorText(t, failure)}
        </p>
      ) : null}
    </li>
  );
});
