import { useTranslation } from '@wl/i18n';
import { Bone } from '../RoundSkeleton';

/** Bets a first load's skeleton shows (one selection each); later loads show the bets the page had. */
const FIRST_SKELETON = [1, 1, 1];

/**
 * The bets' shape while they are on the way: a card per bet with as many selections as the bet it stands
 * for, each line the height of the real one, so nothing moves when they arrive. Hidden from assistive
 * technology, which hears "Loading" instead.
 */
export function SportsSkeleton({ legs }: { legs: readonly number[] }) {
  const { t } = useTranslation('wallet');
  const cards = legs.length > 0 ? legs : FIRST_SKELETON;
  return (
    <div className="wl-bets__skeleton">
      <p className="wl-visually-hidden" role="status">
        {t('ui:loading')}
      </p>
      <ul className="wl-sbets__list" aria-hidden="true">
        {cards.map((count, card) => (
          <li key={card}>
            <div className="wl-sbets__bet">
              <div className="wl-sbets__head">
                <Bone width="35%" />
                <Bone width="18%" />
              </div>
              <p className="wl-sbets__line wl-sbets__meta">
                <Bone width="55%" />
              </p>
              <dl className="wl-sbets__amounts">
                {[0, 1, 2].map((cell) => (
                  <div key={cell}>
                    <dt>
                      <Bone width="60%" />
                    </dt>
                    <dd>
                      <Bone width="80%" />
                    </dd>
                  </div>
                ))}
              </dl>
              <ol className="wl-sbets__legs">
                {Array.from({ length: Math.max(1, count) }, (_, leg) => (
                  <li key={leg} className="wl-sbets__leg">
                    {['70%', '40%', '60%', '45%'].map((width) => (
                      <p key={width} className="wl-sbets__line">
                        <Bone width={width} />
                      </p>
                    ))}
                  </li>
                ))}
              </ol>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
