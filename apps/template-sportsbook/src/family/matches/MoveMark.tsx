import { useTranslation } from '@wl/i18n';
import type { PriceMove } from '@wl/sportsbook';

/** A price that moved: an arrow for the eye, the words for assistive technology. */
export function MoveMark({ move }: { move: PriceMove }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={`sb-move sb-move--${move}`} aria-hidden="true">
        {move === 'up' ? '▲' : '▼'}
      </span>
      <span className="wl-visually-hidden">
        {move === 'up' ? t('sportsbook:sbOddsUp') : t('sportsbook:sbOddsDown')}
      </span>
    </>
  );
}
